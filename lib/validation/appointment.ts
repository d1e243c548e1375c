import { z } from "zod";

import { photoIdsSchema } from "@/lib/photos/schema";
import { messageKey } from "@/i18n/validation-messages";

/**
 * Spec section 5 messages, shared by the schedule form and POST /api/appointments: keys of
 * messages/en-US/validation.json, turned into text where they are shown (i18n/validation-messages.ts).
 */
export const appointmentMessages = {
  name: messageKey("appointment.nameRequired"),
  email: messageKey("appointment.emailInvalid"),
  phone: messageKey("appointment.phoneRequired"),
  category: messageKey("appointment.categoryRequired"),
  preferredDate: messageKey("appointment.dateRequired"),
  preferredDatePast: messageKey("appointment.datePast"),
  timeFrame: messageKey("appointment.timeFrameRequired"),
} as const;

export const TIME_FRAMES = ["8-12", "12-4"] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];

export const APPOINTMENT_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  category: 50,
  issue: 200,
  /** The optional "Anything the pro should know?" note, appended to problemDescription. */
  noteForPro: 1000,
  problemDescription: 20_000,
  historyEntries: 50,
  historyContent: 4000,
} as const;

const EARLIEST_DATE = Date.UTC(1900, 0, 1);
// The calendar works in the homeowner's time zone and the server in UTC, so "today" gets a day of slack.
const PAST_DATE_SLACK_MS = 24 * 60 * 60 * 1000;

/**
 * Control characters (C0, DEL, C1), Unicode's line and paragraph separators and the bidirectional overrides: none
 * belongs in a name or a phone number, and a line break there would shape the email a name is written into
 * ("Evil\r\nBcc: …").
 */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same, but a note written in a textarea keeps its line breaks and tabs. */
const CONTROL_EXCEPT_LINE_BREAK = /(?![\n\r\t])\p{Cc}|[\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Refuses text holding any character of `pattern`, with the field's own message. */
function without<T extends z.ZodType<string | undefined>>(schema: T, pattern: RegExp, message: string) {
  return schema.refine((value) => value === undefined || !pattern.test(value), { message });
}

/** Required text: a missing value and an empty or blank one get the same message. */
function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, messageKey("appointment.textTooLong", { max }));
}

/** Optional text: blank means absent. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, messageKey("appointment.textTooLong", { max }))
    .nullish()
    .transform((value) => value || undefined);
}

export const diagnosticEntrySchema = z.object({
  type: z.enum(["ai", "user"], { error: messageKey("appointment.historyEntryType") }),
  content: z
    .string({ error: messageKey("appointment.historyEntryContent") })
    .max(APPOINTMENT_LIMITS.historyContent, messageKey("appointment.historyEntryTooLong", { max: APPOINTMENT_LIMITS.historyContent })),
});
export type DiagnosticEntry = z.infer<typeof diagnosticEntrySchema>;

export const diagnosticHistorySchema = z
  .array(diagnosticEntrySchema, { error: messageKey("appointment.historyNotList") })
  .max(APPOINTMENT_LIMITS.historyEntries, messageKey("appointment.historyTooLong", { max: APPOINTMENT_LIMITS.historyEntries }));

/** Not before 1900 and not a day in the past (the problem's message key); `now` is a parameter so tests can pin it. */
export function checkPreferredDate(date: Date, now: number = Date.now()): string | undefined {
  if (Number.isNaN(date.getTime()) || date.getTime() < EARLIEST_DATE) return appointmentMessages.preferredDate;
  if (date.getTime() < now - PAST_DATE_SLACK_MS) return appointmentMessages.preferredDatePast;
  return undefined;
}

const preferredDateAsDate = z.date({ error: appointmentMessages.preferredDate }).superRefine((date, context) => {
  const problem = checkPreferredDate(date);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** The wire format: an ISO 8601 date-time string ("2025-03-01T15:00:00.000Z"), parsed to a Date. */
const preferredDateAsIsoString = z
  .string({ error: appointmentMessages.preferredDate })
  .trim()
  .min(1, appointmentMessages.preferredDate)
  .pipe(z.iso.datetime({ offset: true, error: appointmentMessages.preferredDate }))
  .transform((value) => new Date(value))
  .pipe(preferredDateAsDate);

const sharedFields = {
  name: without(requiredText(appointmentMessages.name, APPOINTMENT_LIMITS.name), CONTROL_OR_LINE_BREAK, messageKey("appointment.nameControlCharacters")),
  email: z
    .string({ error: appointmentMessages.email })
    .trim()
    .max(APPOINTMENT_LIMITS.email, appointmentMessages.email)
    .pipe(z.email({ error: appointmentMessages.email })),
  phone: without(requiredText(appointmentMessages.phone, APPOINTMENT_LIMITS.phone), CONTROL_OR_LINE_BREAK, messageKey("appointment.phoneControlCharacters")),
  category: requiredText(appointmentMessages.category, APPOINTMENT_LIMITS.category),
  timeFrame: z.enum(TIME_FRAMES, { error: appointmentMessages.timeFrame }),
  issue: optionalText(APPOINTMENT_LIMITS.issue),
  noteForPro: without(optionalText(APPOINTMENT_LIMITS.noteForPro), CONTROL_EXCEPT_LINE_BREAK, messageKey("appointment.noteControlCharacters")),
  problemDescription: optionalText(APPOINTMENT_LIMITS.problemDescription),
  diagnosticHistory: diagnosticHistorySchema.nullish().transform((value) => value ?? []),
  photoIds: photoIdsSchema,
  /** "Text me updates about this booking": unticked unless the homeowner ticks it; absent means no. */
  smsOptIn: z
    .boolean({ error: messageKey("appointment.smsOptInInvalid") })
    .nullish()
    .transform((value) => value === true),
};

/** What POST /api/appointments accepts (preferredDate as an ISO string). */
export const appointmentRequestSchema = z.object({ ...sharedFields, preferredDate: preferredDateAsIsoString }, { error: messageKey("request.bodyNotObject") });
/** The JSON body a client sends. */
export type AppointmentRequestBody = z.input<typeof appointmentRequestSchema>;
/** The validated, normalised request (trimmed text, preferredDate as a Date, history defaulted to []). */
export type AppointmentRequest = z.output<typeof appointmentRequestSchema>;

/** The schedule form's variant: the date picker yields a Date. Use with react-hook-form's zodResolver. */
export const appointmentFormSchema = z.object({ ...sharedFields, preferredDate: preferredDateAsDate });
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;

/** Turns valid form values into the JSON body for POST /api/appointments (the server rebuilds problemDescription). */
export function toAppointmentRequestBody(values: AppointmentFormValues): AppointmentRequestBody {
  return {
    ...values,
    preferredDate: values.preferredDate.toISOString(),
    problemDescription: buildProblemDescription(values.diagnosticHistory, values.issue),
  };
}

/** Spec: history lines prefixed "AI: " or "User: " joined by newlines, falling back to the issue. */
export function buildProblemDescription(history: readonly DiagnosticEntry[] | null | undefined, issue?: string | null): string {
  return history && history.length > 0 ? history.map((entry) => `${entry.type === "ai" ? "AI" : "User"}: ${entry.content}`).join("\n") : (issue ?? "");
}
