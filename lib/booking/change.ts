import type { Appointment, Prisma, PrismaClient } from "@/lib/db/generated/client";
import type { AppointmentChange, ChangeDetails, Channel, DeliverySecret } from "@/lib/dispatch/events";
import { TIMELINE_CHANGES } from "@/lib/dispatch/events";
import { dispatchConfig } from "@/lib/dispatch/config";
import { enqueueEvent } from "@/lib/dispatch/outbox";
import { getPhotoStores } from "@/lib/photos/config";
import { homeownerDeliveries } from "@/lib/thread/homeowner-deliveries";
import { publishThreadChange } from "@/lib/thread/live";
import { attachThreadPhotos, type ThreadPhotoUpload } from "@/lib/thread/photos";
import type { ThreadAuthor } from "@/lib/thread/schema";
import { smsDir } from "@/lib/sms/config";
import { ERASED, personalTextOf, runErasureSteps } from "./erasure";
import type { AppointmentStatus, Reschedule } from "./schema";
import { consoleUrl, snapshotOf } from "./snapshot";

type Action = "cancel" | "reschedule" | "assign";

/**
 * A change that the appointment's current state does not allow (answered 409). `key` and `values` name its text in
 * messages/en-US/api.json, which the route handler writes out for the homeowner or the operator.
 */
export class BookingStateError extends Error {
  constructor(
    readonly key: "booking.erased" | "booking.closed" | "booking.transition" | "booking.alreadyErased",
    readonly values: Record<string, string> = {},
  ) {
    super(`${key} ${JSON.stringify(values)}`);
    this.name = "BookingStateError";
  }
}

export const OPEN_STATUSES: readonly string[] = ["requested", "confirmed"];

const NEXT_STATUSES: Record<string, readonly AppointmentStatus[]> = {
  requested: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** A change to apply: the row's new values, why (the event's `change`) and what the event and timeline say about it. */
export type Mutation = (row: Appointment) => { data: Prisma.AppointmentUpdateInput; change: AppointmentChange | "cancelled"; details?: ChangeDetails };

export interface ChangeOptions {
  /** The homeowner's booking link, when the change came from their page; otherwise a fresh notification link is issued. */
  homeownerSecret?: DeliverySecret;
  /** Whether to notify the operator by email too (the homeowner cancelled, the pro declined). */
  notifyOperator?: boolean;
  /** Who made the change, as the thread's timeline names them; the operator when not said. */
  actor?: ThreadAuthor;
  /**
   * Runs in the change's transaction after the update (revoking or issuing the pro's link); what it returns travels
   * on the webhook's delivery as its secret (a new proUrl).
   */
  within?: (tx: Prisma.TransactionClient, row: Appointment) => Promise<DeliverySecret | void>;
  /**
   * Photos the actor uploaded to go with the change's timeline entry (the pro's after-photos on "Mark completed"):
   * attached to the entry and the booking, and carried as `photos` (signed links) in the event.
   */
  photos?: ThreadPhotoUpload | null;
}

/**
 * Locks the row, applies one change and writes its event in the same transaction. Returns the updated row,
 * or null when there is no such appointment.
 */
export async function changeAppointment(prisma: PrismaClient, id: number, mutate: Mutation, options: ChangeOptions = {}): Promise<Appointment | null> {
  let timeline = false;
  const changed = await prisma.$transaction(async (tx) => {
    // Touching the row first takes its lock, so concurrent changes to one appointment run one after another and
    // each event snapshots the state it produced.
    const { count } = await tx.appointment.updateMany({ where: { id }, data: { updatedAt: new Date() } });
    if (count === 0) return null;
    const current = await tx.appointment.findUniqueOrThrow({ where: { id } });
    const { data, change, details } = mutate(current);
    const row = await tx.appointment.update({ where: { id }, data });
    const proSecret = (await options.within?.(tx, row)) ?? undefined;
    const cancelled = change === "cancelled";
    const type = cancelled ? "appointment.cancelled" : "appointment.updated";
    timeline = TIMELINE_CHANGES.has(change);
    const entry = timeline
      ? await tx.threadEntry.create({
          data: { appointmentId: id, kind: "event", author: options.actor ?? "operator", data: { change, ...(details ?? {}) } },
        })
      : null;
    const photos = entry && options.photos?.ids.length ? await attachThreadPhotos(tx, id, entry.id, options.photos) : [];
    const payload = {
      ...(cancelled ? {} : { change }),
      ...(details ? { details } : {}),
      ...(photos.length ? { photos } : {}),
      appointment: snapshotOf(row),
      consoleUrl: consoleUrl(id),
    };
    // The homeowner's email and text, with a link to their booking page (lib/thread/homeowner-deliveries.ts).
    const homeowner = await homeownerDeliveries(tx, row, type, payload, options.homeownerSecret);
    const channels: Channel[] = ["webhook", ...homeowner.channels];
    if (options.notifyOperator) channels.push("email:operator");
    await enqueueEvent(tx, {
      type,
      appointmentId: id,
      payload,
      channels,
      homeownerSecret: homeowner.homeownerSecret,
      proSecret,
    });
    return row;
  });
  if (changed && timeline) await publishThreadChange(changed.id);
  return changed;
}

function requireOpen(row: Appointment, action: Action): void {
  if (row.anonymizedAt) throw new BookingStateError("booking.erased", { action });
  if (!OPEN_STATUSES.includes(row.status)) throw new BookingStateError("booking.closed", { status: row.status, action });
}

export const cancel: Mutation = (row) => {
  requireOpen(row, "cancel");
  return { data: { status: "cancelled" }, change: "cancelled" };
};

export function reschedule(to: Reschedule): Mutation {
  return (row) => {
    requireOpen(row, "reschedule");
    return { data: { preferredDate: to.preferredDate, timeFrame: to.timeFrame }, change: "rescheduled" };
  };
}

export function setStatus(status: AppointmentStatus): Mutation {
  return (row) => {
    if (!(NEXT_STATUSES[row.status] ?? []).includes(status)) {
      throw new BookingStateError("booking.transition", { from: row.status, to: status });
    }
    return { data: { status }, change: status === "cancelled" ? "cancelled" : (status as "confirmed" | "completed") };
  };
}

export function assignContractor(contractor: { id: string; name: string }): Mutation {
  return (row) => {
    requireOpen(row, "assign");
    return { data: { contractorId: contractor.id, contractorName: contractor.name }, change: "contractor_assigned" };
  };
}

export function setNotes(notes: string): Mutation {
  return () => ({ data: { operatorNotes: notes || null }, change: "notes" });
}

/**
 * Erases the homeowner's personal details on the row, the operator's notes about them (which may quote them) and
 * the request's fingerprint (a hash of their words, which would confirm a guess); status, category, dates and
 * counts stay for the operator.
 */
export const anonymize: Mutation = (row) => {
  if (row.anonymizedAt) throw new BookingStateError("booking.alreadyErased");
  return {
    data: {
      name: ERASED,
      email: ERASED,
      phone: ERASED,
      problemDescription: ERASED,
      noteForPro: null,
      diagnosticHistory: [],
      issue: null,
      locationLat: null,
      locationLng: null,
      locationLabel: null,
      idempotencyKey: null,
      operatorNotes: null,
      requestFingerprint: ERASED,
      anonymizedAt: new Date(),
      // An open request cannot go ahead without a way to reach the homeowner.
      status: OPEN_STATUSES.includes(row.status) ? "cancelled" : row.status,
    },
    change: "anonymized",
  };
};

/**
 * Anonymizes the appointment, then removes the homeowner's data from everywhere else it lives (lib/booking/erasure.ts:
 * event payloads of every kind, deliveries, the review's comment, written mail files) and its photos in every store.
 */
export async function eraseAppointment(prisma: PrismaClient, id: number, options: { mailDir?: string; smsDir?: string } = {}): Promise<Appointment | null> {
  let before: Appointment | undefined;
  const row = await changeAppointment(prisma, id, (current) => {
    before = current;
    return anonymize(current);
  });
  if (!row || !before) return null;
  const review = await prisma.review.findUnique({ where: { appointmentId: id }, select: { comment: true } });
  await runErasureSteps(
    prisma,
    { appointment: row, personalText: personalTextOf(before, review?.comment) },
    { mailDir: options.mailDir ?? dispatchConfig().mailDir, smsDir: options.smsDir ?? smsDir(), prisma, photoStores: () => getPhotoStores(prisma) },
  );
  return row;
}
