import { defaultLocale } from "@/i18n/locales";
import { ApiError } from "@/lib/api/errors";
import { bookingCostEstimate, type StoredCostEstimate } from "@/lib/costs/booking";
import { createOnce, fingerprintOf, type IdempotentCreate } from "@/lib/db/idempotency";
import { Prisma, type Appointment, type PrismaClient } from "@/lib/db/generated/client";
import { preparedStatement, qualifiedTable } from "@/lib/db/open";
import { deliveryRows, newEventId, type NewEvent } from "@/lib/dispatch/outbox";
import { bookingLinkUrl } from "@/lib/thread/links";
import { attachablePhotos, photoAttachError, type WebhookPhoto } from "@/lib/photos/attach";
import { usPhoneE164 } from "@/lib/sms/phone";
import { buildProblemDescription } from "@/lib/validation/appointment";
import type { BookingRequest } from "./schema";
import { consoleUrlPrefix, snapshotOf } from "./snapshot";
import { bookingPageUrl, newManageToken } from "./token";
import type { AppLocale } from "@/i18n/locales";

export interface CreatedBooking {
  id: number;
  /** The booking-page token; null on an idempotent replay, because only its hash was kept. */
  token: string | null;
  replayed: boolean;
}

const BOOKING_INSERT = preparedStatement("booking_insert");
const CREATED_CHANNELS: NewEvent["channels"] = ["webhook", "email:homeowner", "email:operator"];

/**
 * Stores the appointment and its appointment.created event (webhook, homeowner confirmation, operator notice)
 * atomically: either both exist or neither does.
 * Throws IdempotencyConflictError when the key was used with a different request, and a 400 ApiError when a photo
 * is unknown or already attached elsewhere. A replay attaches nothing: it never reaches create().
 */
export async function createAppointment(prisma: PrismaClient, request: BookingRequest, idempotencyKey: string | null): Promise<CreatedBooking> {
  const requestFingerprint = fingerprintOf(request);
  let token: string | null = null;
  const operation: IdempotentCreate = {
    key: idempotencyKey,
    fingerprint: requestFingerprint,
    findByKey: (key) => prisma.appointment.findUnique({ where: { idempotencyKey: key }, select: { id: true, requestFingerprint: true } }),
    create: async () => {
      const manage = newManageToken();
      // The pro's job link (/jobs/{token}) is issued with the booking and reaches them as data.proUrl in the webhook and
      // in the operator's email, each a delivery secret; the database keeps its hash only.
      const job = newManageToken();
      const photos = await attachablePhotos(prisma, request.photoIds);
      const id = await insertAppointmentWithEvent(
        prisma,
        { ...toRow(request), idempotencyKey, requestFingerprint, manageTokenHash: manage.hash },
        {
          channels: request.smsOptIn ? [...CREATED_CHANNELS, "sms:homeowner"] : CREATED_CHANNELS,
          homeownerSecret: { manageUrl: bookingPageUrl(manage.token, request.locale) },
          proSecret: { proUrl: bookingLinkUrl("pro", job.token) },
          jobLinkHash: job.hash,
        },
        photos,
      );
      token = manage.token;
      return { id };
    },
  };
  const { id, replayed } = await createOnce(operation).catch((error: unknown) => {
    // Two requests with one key raced for the same photos and this one lost them: the winner's row answers it as a
    // replay, as for any other race on a key (a second pass finds it; with no such row the 400 stands).
    if (idempotencyKey && error instanceof ApiError) return createOnce(operation);
    throw error;
  });
  return { id, token: replayed ? null : token, replayed };
}

// The language, the cost estimate, the note and the text consent are optional for callers that write rows directly (tests, imports).
type NewAppointmentRow = Omit<ReturnType<typeof toRow>, "costEstimate" | "locale" | "noteForPro" | "smsOptIn"> &
  Pick<Appointment, "idempotencyKey" | "requestFingerprint" | "manageTokenHash"> & {
    costEstimate?: StoredCostEstimate | null;
    locale?: AppLocale;
    noteForPro?: string | null;
    smsOptIn?: boolean;
  };

/**
 * One SQL statement writes the appointment, its appointment.created event and the event's deliveries. A single
 * statement is atomic without a transaction, and it is the booking's only round trip to the database: an
 * interactive transaction (BEGIN, SET LOCAL, three INSERTs, COMMIT) held a pooled connection across six round
 * trips and as many turns of a busy event loop, which more than doubled booking latency under load (README,
 * Server). The event's payload is the same snapshotOf() every other event uses, built here before the row exists;
 * the statement fills in the id the database assigns (and the console link that ends with it).
 * Exported for tests, which make the event's part fail to show that the appointment goes with it.
 *
 * With photos, the same statement attaches them: it locks the photos still free, inserts the appointment only if
 * all of them are, and points them at it. A photo another booking took meanwhile means no row at all (a 400), never
 * a booking with a photo missing or a photo in two bookings.
 */
export async function insertAppointmentWithEvent(
  prisma: PrismaClient,
  data: NewAppointmentRow,
  event: Pick<NewEvent, "channels" | "homeownerSecret" | "proSecret"> & { jobLinkHash?: string },
  photos: readonly WebhookPhoto[] = [],
): Promise<number> {
  const now = new Date();
  const costEstimate = data.costEstimate ?? null;
  const locale = data.locale ?? defaultLocale;
  const noteForPro = data.noteForPro ?? null;
  const smsOptIn = data.smsOptIn ?? false;
  const snapshot = snapshotOf({
    ...data,
    costEstimate,
    locale,
    noteForPro,
    smsOptIn,
    smsOptInAt: smsOptIn ? now : null,
    id: 0,
    status: "requested",
    createdAt: now,
    updatedAt: now,
    contractorId: null,
    contractorName: null,
    operatorNotes: null,
    anonymizedAt: null,
    proName: null,
    proposedDate: null,
    proposedTimeFrame: null,
  });
  const payload = JSON.stringify({ appointment: snapshot, consoleUrl: "", photos });
  const appointmentTable = Prisma.raw(qualifiedTable(prisma, "Appointment"));
  const eventTable = Prisma.raw(qualifiedTable(prisma, "OutboxEvent"));
  const deliveryTable = Prisma.raw(qualifiedTable(prisma, "OutboxDelivery"));
  const photoTable = Prisma.raw(qualifiedTable(prisma, "Photo"));
  const linkTable = Prisma.raw(qualifiedTable(prisma, "BookingLink"));
  const photoIds = JSON.stringify(photos.map((photo) => photo.id));
  // Timestamps are UTC wall-clock `timestamp` columns, as Prisma writes them.
  const at = (date: Date) => Prisma.sql`(${date.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  // Prepared once per connection on PostgreSQL (it runs on every booking, outside any transaction).
  const rows = await prisma.$queryRaw<{ id: number }[]>`${Prisma.raw(BOOKING_INSERT)}
    WITH ${
      photos.length > 0
        ? Prisma.sql`free_photos AS (
      SELECT "id" FROM ${photoTable}
      WHERE "id" IN (SELECT jsonb_array_elements_text(${photoIds}::jsonb)) AND "appointmentId" IS NULL
      FOR UPDATE
    ), `
        : Prisma.empty
    }appointment AS (
      INSERT INTO ${appointmentTable} (
        "name", "email", "phone", "category", "preferredDate", "timeFrame", "timeZone", "locationLat", "locationLng",
        "locationLabel", "issue", "problemDescription", "noteForPro", "diagnosticHistory", "status", "idempotencyKey",
        "requestFingerprint", "manageTokenHash", "costEstimate", "locale", "smsOptIn", "smsOptInAt", "createdAt", "updatedAt"
      ) ${photos.length > 0 ? Prisma.sql`SELECT` : Prisma.sql`VALUES (`}
        ${data.name}, ${data.email}, ${data.phone}, ${data.category}, ${at(data.preferredDate)}, ${data.timeFrame},
        ${data.timeZone}::text, ${data.locationLat}::double precision, ${data.locationLng}::double precision,
        ${data.locationLabel}::text, ${data.issue}::text, ${data.problemDescription}, ${noteForPro}::text, ${JSON.stringify(data.diagnosticHistory)}::jsonb,
        'requested', ${data.idempotencyKey}::text, ${data.requestFingerprint}, ${data.manageTokenHash}::text,
        ${costEstimate === null ? null : JSON.stringify(costEstimate)}::jsonb, ${locale},
        ${smsOptIn}, ${smsOptIn ? at(now) : Prisma.sql`NULL`}, ${at(now)}, ${at(now)}
      ${photos.length > 0 ? Prisma.sql`WHERE (SELECT count(*) FROM free_photos) = ${photos.length}` : Prisma.sql`)`}
      RETURNING "id"
    ), ${
      photos.length > 0
        ? Prisma.sql`attached AS (
      UPDATE ${photoTable} p SET "appointmentId" = a."id", "attachedAt" = ${at(now)}
      FROM appointment a WHERE p."id" IN (SELECT "id" FROM free_photos)
    ), `
        : Prisma.empty
    }${
      event.jobLinkHash
        ? Prisma.sql`job_link AS (
      INSERT INTO ${linkTable} ("hash", "appointmentId", "audience", "createdAt")
      SELECT ${event.jobLinkHash}, a."id", 'pro', ${at(now)} FROM appointment a
    ), `
        : Prisma.empty
    }event AS (
      INSERT INTO ${eventTable} ("id", "type", "appointmentId", "payload", "createdAt")
      SELECT ${newEventId()}, 'appointment.created', a."id",
        jsonb_set(jsonb_set(${payload}::jsonb, '{appointment,id}', to_jsonb(a."id")), '{consoleUrl}', to_jsonb(${consoleUrlPrefix()}::text || a."id")),
        ${at(now)}
      FROM appointment a
      RETURNING "id"
    ), deliveries AS (
      INSERT INTO ${deliveryTable} ("eventId", "channel", "secret", "nextAttemptAt", "createdAt")
      SELECT e."id", d."channel", NULLIF(d."secret", 'null'::jsonb), ${at(now)}, ${at(now)}
      FROM event e CROSS JOIN jsonb_to_recordset(${JSON.stringify(deliveryRows(event))}::jsonb) AS d("channel" text, "secret" jsonb)
    )
    SELECT "id" FROM appointment`;
  if (rows.length === 0) throw photoAttachError("alreadyAttached");
  return Number(rows[0].id);
}

function toRow(request: BookingRequest) {
  return {
    name: request.name,
    email: request.email,
    // A number we may text is kept in E.164 (the schema checked it is a valid US one); otherwise as typed.
    phone: request.smsOptIn ? (usPhoneE164(request.phone) ?? request.phone) : request.phone,
    category: request.category,
    preferredDate: request.preferredDate,
    timeFrame: request.timeFrame,
    timeZone: request.timeZone ?? null,
    locationLat: request.location?.lat ?? null,
    locationLng: request.location?.lng ?? null,
    locationLabel: request.location?.label ?? null,
    issue: request.issue ?? null,
    problemDescription: buildProblemDescription(request.diagnosticHistory, request.issue) || request.problemDescription || "",
    // Its own field, never text inside problemDescription: nothing typed in the chat can pass for it.
    noteForPro: request.noteForPro ?? null,
    diagnosticHistory: request.diagnosticHistory,
    costEstimate: bookingCostEstimate(request.category, request.issue, request.location?.label),
    locale: request.locale,
    smsOptIn: request.smsOptIn,
  };
}
