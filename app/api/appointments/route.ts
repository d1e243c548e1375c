import { localizedPath } from "@/i18n/locales";
import { apiError, parseOrThrow, readIdempotencyKey, readJsonBody, replyLocale, withApiErrors } from "@/lib/api";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import { manageUrlPath } from "@/lib/booking/token";
import { getDb } from "@/lib/db";
import { IdempotencyConflictError } from "@/lib/db/idempotency";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { withHoneypot } from "@/lib/validation/honeypot";

export const runtime = "nodejs";

// The spam trap is checked before anything else and never reaches the database.
const requestSchema = withHoneypot(bookingRequestSchema);

// Room for a long diagnostic chat; the schema caps the history itself.
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/appointments `{ ..., locale? }`: 201 `{ id, manageUrl }`, where manageUrl is the homeowner's booking page (its token is
 * shown this once and emailed; only its hash is stored). With an Idempotency-Key header a retry answers 200 with
 * the same id (and no manageUrl: it is in the confirmation email), and a reused key with a different body 422.
 */
export const POST = withApiErrors("POST /api/appointments", async (request, scope) => {
  const idempotencyKey = readIdempotencyKey(request);
  const raw = await readJsonBody(request, MAX_BODY_BYTES);
  // Refusals from here on (a reused idempotency key, a photo another booking took) in the language of the form.
  scope.locale = replyLocale({ body: raw, request });
  const appointment = parseOrThrow(requestSchema, raw);
  const prisma = await getDb();
  try {
    const { id, token, replayed } = await createAppointment(prisma, appointment, idempotencyKey);
    if (!replayed) dispatchAfterResponse();
    // The booking page in the language the homeowner booked in: /es/appointments/{token} on the Spanish pages.
    const body = token ? { id, manageUrl: localizedPath(manageUrlPath(token), appointment.locale) } : { id };
    return Response.json(body, { status: replayed ? 200 : 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof IdempotencyConflictError) {
      throw apiError(422, "idempotencyKey.conflict");
    }
    throw error;
  }
});
