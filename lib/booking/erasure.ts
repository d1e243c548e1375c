import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { Prisma, type Appointment, type PrismaClient } from "@/lib/db/generated/client";
import { deleteAppointmentPhotos } from "@/lib/photos/records";
import type { PhotoStores } from "@/lib/photos/store-registry";
import { snapshotOf } from "./snapshot";

/** What erased personal text becomes, wherever it was. */
export const ERASED = "[erased]";

type Tx = Prisma.TransactionClient;

/** Everything an erasure step needs to find the homeowner's data. */
export interface ErasureContext {
  /** The appointment as the anonymizing change left it. */
  appointment: Appointment;
  /** The homeowner's own words and details as they were before erasure, to find them in free text. */
  personalText: readonly string[];
  /** Every outbox event about the appointment (bookings, changes, reviews: every kind). */
  eventIds: readonly string[];
}

/** One place the homeowner's data lives: a database step runs in the erasure's transaction, a file step after it. */
export interface ErasureStep {
  name: string;
  database?: (tx: Tx, context: ErasureContext) => Promise<void>;
  files?: (context: ErasureContext, options: ErasureFileOptions) => Promise<void>;
}

export interface ErasureFileOptions {
  /** The folder of written .eml files (dispatchConfig().mailDir). */
  mailDir: string;
  /** The file SMS driver's folder (SMS_DIR); texts there are named after their event. */
  smsDir?: string;
  /** For the photos' rows, once the erasure's transaction has committed. */
  prisma: PrismaClient;
  /** Every configured photo store; each photo's bytes are deleted through the one its row names. */
  photoStores: () => Promise<PhotoStores>;
}

// Short values ("Al", "12") would match unrelated text; personal text that short is not findable anyway.
const MIN_FINDABLE_LENGTH = 3;

/** The homeowner's details and words on the row before erasure, plus their review's comment. */
export function personalTextOf(row: Appointment, reviewComment?: string | null): string[] {
  const history = Array.isArray(row.diagnosticHistory) ? row.diagnosticHistory : [];
  const historyText = history.map((entry) => (entry && typeof entry === "object" && "content" in entry ? String(entry.content) : ""));
  return [
    row.name,
    row.email,
    row.phone,
    row.issue,
    row.problemDescription,
    row.noteForPro,
    row.locationLabel,
    row.operatorNotes,
    reviewComment,
    ...historyText,
  ]
    .map((value) => value?.trim() ?? "")
    .filter((value) => value.length >= MIN_FINDABLE_LENGTH && value !== ERASED);
}

/** A copy of a JSON value with every string that contains personal text replaced by ERASED. */
export function scrubJson(value: unknown, personalText: readonly string[]): unknown {
  if (typeof value === "string") return personalText.some((text) => value.includes(text)) ? ERASED : value;
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, personalText));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, personalText)]));
  return value;
}

/** An action's details without the free text written with it (a decline's reason, completion notes). */
function eraseDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).map(([key, value]) => [key, key === "reason" || key === "notes" ? ERASED : value]));
}

const scrubText = (value: string | null, personalText: readonly string[]) => (value === null ? null : (scrubJson(value, personalText) as string));

/**
 * Where a homeowner's data lives, in order. A new place that keeps it adds a step here, and the erasure test's
 * canary must then be absent from it too.
 */
export const ERASURE_STEPS: ErasureStep[] = [
  {
    name: "event payloads",
    // Every kind of event, pending or delivered: the appointment snapshot is the erased one, a review's comment is
    // erased, and any other string quoting the homeowner goes too.
    async database(tx, { appointment, personalText, eventIds }) {
      const snapshot = snapshotOf(appointment);
      const events = await tx.outboxEvent.findMany({ where: { id: { in: [...eventIds] } }, select: { id: true, payload: true } });
      for (const event of events) {
        const payload = { ...(event.payload as Record<string, unknown>) };
        if ("appointment" in payload) payload.appointment = snapshot;
        // The photos' signed links die with the photos (deleted after this transaction); no trace of them stays.
        if ("photos" in payload) payload.photos = [];
        if (payload.review && typeof payload.review === "object") payload.review = { ...(payload.review as Record<string, unknown>), comment: ERASED };
        // A thread message quoted in message.created, and what the pro wrote with an action (a reason, notes).
        if (payload.message && typeof payload.message === "object")
          payload.message = { ...(payload.message as Record<string, unknown>), body: ERASED, photos: [] };
        if (payload.details && typeof payload.details === "object") payload.details = eraseDetails(payload.details as Record<string, unknown>);
        await tx.outboxEvent.update({ where: { id: event.id }, data: { payload: scrubJson(payload, personalText) as Prisma.InputJsonValue } });
      }
    },
  },
  {
    name: "deliveries",
    // Homeowner emails not yet sent are dropped; every delivery forgets its secret (the booking link), and error
    // texts (an SMTP server's refusal names the address) are scrubbed.
    async database(tx, { personalText, eventIds }) {
      const inEvents = { eventId: { in: [...eventIds] } };
      await tx.outboxDelivery.updateMany({
        where: { ...inEvents, channel: { in: ["email:homeowner", "sms:homeowner"] }, status: { in: ["pending", "dead"] } },
        data: { status: "skipped", lastError: "The homeowner erased their details" },
      });
      await tx.outboxDelivery.updateMany({ where: inEvents, data: { secret: Prisma.DbNull } });
      const deliveries = await tx.outboxDelivery.findMany({
        where: inEvents,
        select: { id: true, lastError: true, log: { select: { id: true, error: true } } },
      });
      for (const delivery of deliveries) {
        const lastError = scrubText(delivery.lastError, personalText);
        if (lastError !== delivery.lastError) await tx.outboxDelivery.update({ where: { id: delivery.id }, data: { lastError } });
        for (const attempt of delivery.log) {
          const error = scrubText(attempt.error, personalText);
          if (error !== attempt.error) await tx.deliveryAttempt.update({ where: { id: attempt.id }, data: { error } });
        }
      }
    },
  },
  {
    name: "thread",
    // The messages and timeline entries go, and every secret link to the booking (the pro's and the notifications').
    async database(tx, { appointment }) {
      await tx.threadEntry.deleteMany({ where: { appointmentId: appointment.id } });
      await tx.bookingLink.deleteMany({ where: { appointmentId: appointment.id } });
    },
  },
  {
    name: "review comment",
    // The rating stays (it says nothing about the person); the words go.
    async database(tx, { appointment }) {
      await tx.review.updateMany({ where: { appointmentId: appointment.id }, data: { comment: ERASED } });
    },
  },
  {
    name: "mail files",
    // .eml files written instead of SMTP are named after their event (lib/dispatch/email/transport.ts). Mail that
    // an SMTP server accepted is out of our hands.
    async files({ eventIds }, { mailDir }) {
      const names = await readdir(mailDir).catch(() => [] as string[]);
      const doomed = names.filter((name) => name.endsWith(".eml") && eventIds.some((id) => name.includes(id)));
      await Promise.all(doomed.map((name) => rm(path.join(mailDir, name), { force: true })));
    },
  },
  {
    name: "texts",
    // The texts sent and received about the booking. The opt-out ledger (SmsConsentChange) stays: it is the record
    // that the number asked us to stop, and it must keep working for the number's other and future bookings.
    async database(tx, { appointment }) {
      await tx.smsMessage.deleteMany({ where: { appointmentId: appointment.id } });
    },
    // The file driver's JSON files, named after their event (lib/sms/file-driver.ts). Texts Twilio took are out of our hands.
    async files({ eventIds }, { smsDir }) {
      if (!smsDir) return;
      const names = await readdir(smsDir).catch(() => [] as string[]);
      const doomed = names.filter((name) => name.endsWith(".json") && eventIds.some((id) => name === `${id}.json`));
      await Promise.all(doomed.map((name) => rm(path.join(smsDir, name), { force: true })));
    },
  },
  {
    name: "photos",
    // Photos live in their own stores, outside the transaction: the rows, and the bytes of every variant from the
    // store each row names. Bytes a store cannot delete now are recorded and listed in the console (records.ts).
    async files({ appointment }, { prisma, photoStores }) {
      await deleteAppointmentPhotos(prisma, await photoStores(), appointment.id);
    },
  },
];

/** Runs every step's database part in one transaction, then every file part. */
export async function runErasureSteps(
  prisma: { $transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> },
  context: Omit<ErasureContext, "eventIds">,
  options: ErasureFileOptions,
  steps: readonly ErasureStep[] = ERASURE_STEPS,
): Promise<void> {
  const full = await prisma.$transaction(async (tx) => {
    const events = await tx.outboxEvent.findMany({ where: { appointmentId: context.appointment.id }, select: { id: true } });
    const withEvents: ErasureContext = { ...context, eventIds: events.map((event) => event.id) };
    for (const step of steps) await step.database?.(tx, withEvents);
    return withEvents;
  });
  for (const step of steps) await step.files?.(full, options);
}
