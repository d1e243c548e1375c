import { ApiError, parseOrThrow, readIdempotencyKey, readJsonBody, withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { createOnce, fingerprintOf, IdempotencyConflictError } from "@/lib/db/idempotency";
import { appointmentRequestSchema, buildProblemDescription, type AppointmentRequest } from "@/lib/validation/appointment";
import { withHoneypot } from "@/lib/validation/honeypot";

export const runtime = "nodejs";

// The spam trap is checked before anything else and never reaches the database.
const requestSchema = withHoneypot(appointmentRequestSchema);

// Room for a long diagnostic chat; the schema caps the history itself.
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/appointments: 201 `{ id }`. With an Idempotency-Key header a retry answers 200 with the
 * same id, and a reused key with a different body answers 422.
 */
export const POST = withApiErrors("POST /api/appointments", async (request) => {
  const idempotencyKey = readIdempotencyKey(request);
  const appointment = parseOrThrow(requestSchema, await readJsonBody(request, MAX_BODY_BYTES));
  const requestFingerprint = fingerprintOf(appointment);
  const prisma = await getDb();
  try {
    const { id, replayed } = await createOnce({
      key: idempotencyKey,
      fingerprint: requestFingerprint,
      findByKey: (key) => prisma.appointment.findUnique({ where: { idempotencyKey: key }, select: { id: true, requestFingerprint: true } }),
      create: () =>
        prisma.appointment.create({
          data: { ...toRow(appointment), idempotencyKey, requestFingerprint },
          select: { id: true },
        }),
    });
    return Response.json({ id }, { status: replayed ? 200 : 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof IdempotencyConflictError) {
      throw new ApiError(422, "This Idempotency-Key was already used for a different appointment request. Use a new key for a new request.");
    }
    throw error;
  }
});

function toRow(appointment: AppointmentRequest) {
  return {
    name: appointment.name,
    email: appointment.email,
    phone: appointment.phone,
    category: appointment.category,
    preferredDate: appointment.preferredDate,
    timeFrame: appointment.timeFrame,
    issue: appointment.issue ?? null,
    problemDescription:
      buildProblemDescription(appointment.diagnosticHistory, appointment.issue) || appointment.problemDescription || "",
    diagnosticHistory: appointment.diagnosticHistory,
  };
}
