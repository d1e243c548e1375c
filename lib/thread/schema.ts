import { z } from "zod";
import { locales } from "@/i18n/locales";
import { TIME_FRAMES } from "@/lib/validation/appointment";
import { messageKey } from "@/i18n/validation-messages";
import { photoIdsSchema } from "@/lib/photos/schema";

/** Who wrote a thread entry: the homeowner (booking token), the pro (job link) or the operator (writing as FixPilot). */
export const THREAD_AUTHORS = ["homeowner", "pro", "operator"] as const;
export type ThreadAuthor = (typeof THREAD_AUTHORS)[number];
/** The two sides that reach the thread through a secret link. */
export type LinkSide = Exclude<ThreadAuthor, "operator">;

export const THREAD_LIMITS = {
  body: 2000,
  proName: 100,
  reason: 1000,
  notes: 2000,
  etaMinutes: 600,
  finalPrice: 1_000_000,
} as const;

const token = z.string({ error: messageKey("thread.tokenRequired") }).max(100, messageKey("thread.tokenRequired"));
const side = z.enum(["homeowner", "pro"], { error: messageKey("thread.sideInvalid") });
const locale = z.enum(locales).optional();

/**
 * POST /api/thread/messages: a message from one side, plain text up to 2,000 characters, with up to 6 photos. A
 * message may be photos only (an empty body); with no photos the body is required.
 */
export const threadMessageSchema = z
  .object({
    token,
    as: side,
    locale,
    body: z
      .string({ error: messageKey("thread.bodyRequired") })
      .trim()
      .max(THREAD_LIMITS.body, messageKey("thread.bodyTooLong", { max: THREAD_LIMITS.body }))
      .default(""),
    photoIds: photoIdsSchema,
  })
  .refine((message) => message.body.length > 0 || message.photoIds.length > 0, { message: messageKey("thread.bodyRequired"), path: ["body"] });

/** POST /api/thread/entries (the polling fallback) and /api/thread/ticket (a stream ticket). */
export const threadReadSchema = z.object({
  token,
  as: side,
  locale,
  after: z.coerce
    .number({ error: messageKey("thread.afterInvalid") })
    .int(messageKey("thread.afterInvalid"))
    .min(0, messageKey("thread.afterInvalid"))
    .default(0),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageKey("thread.textTooLong", { max }))
    .optional()
    .transform((value) => value || undefined);

const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** The job page's actions (POST /api/jobs/actions), form fields or JSON. */
export const jobActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("accept"), token, locale, proName: optionalText(THREAD_LIMITS.proName) }),
    z.object({
      action: z.literal("decline"),
      token,
      locale,
      reason: z
        .string({ error: messageKey("thread.reasonRequired") })
        .trim()
        .min(1, messageKey("thread.reasonRequired"))
        .max(THREAD_LIMITS.reason, messageKey("thread.textTooLong", { max: THREAD_LIMITS.reason })),
    }),
    z.object({
      action: z.literal("propose"),
      token,
      locale,
      date: z.string({ error: messageKey("appointment.dateRequired") }).regex(/^\d{4}-\d{2}-\d{2}$/, messageKey("appointment.dateRequired")),
      timeFrame: z.enum(TIME_FRAMES, { error: messageKey("appointment.timeFrameRequired") }),
    }),
    z.object({
      action: z.literal("on_my_way"),
      token,
      locale,
      etaMinutes: z.preprocess(
        emptyAsUndefined,
        z.coerce
          .number({ error: messageKey("thread.etaInvalid", { max: THREAD_LIMITS.etaMinutes }) })
          .int(messageKey("thread.etaInvalid", { max: THREAD_LIMITS.etaMinutes }))
          .min(1, messageKey("thread.etaInvalid", { max: THREAD_LIMITS.etaMinutes }))
          .max(THREAD_LIMITS.etaMinutes, messageKey("thread.etaInvalid", { max: THREAD_LIMITS.etaMinutes })),
      ),
    }),
    z.object({
      action: z.literal("complete"),
      token,
      locale,
      notes: optionalText(THREAD_LIMITS.notes),
      finalPrice: z.preprocess(
        emptyAsUndefined,
        z.coerce
          .number({ error: messageKey("thread.priceInvalid") })
          .min(0, messageKey("thread.priceInvalid"))
          .max(THREAD_LIMITS.finalPrice, messageKey("thread.priceInvalid"))
          .optional(),
      ),
      /** After-photos (up to 6), uploaded by the pro with POST /api/photos. */
      photoIds: photoIdsSchema.optional(),
    }),
  ],
  { error: messageKey("thread.actionInvalid") },
);
export type JobAction = z.output<typeof jobActionSchema>;
export const JOB_ACTIONS = ["accept", "decline", "propose", "on_my_way", "complete"] as const;
