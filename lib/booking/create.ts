import { absoluteUrl } from "@/config/site";
import { createOnce, fingerprintOf } from "@/lib/db/idempotency";
import type { PrismaClient } from "@/lib/db/generated/client";
import { enqueueEvent } from "@/lib/dispatch/outbox";
import { buildProblemDescription } from "@/lib/validation/appointment";
import type { BookingRequest } from "./schema";
import { consoleUrl, snapshotOf } from "./snapshot";
import { manageUrlPath, newManageToken } from "./token";

export interface CreatedBooking {
  id: number;
  /** The booking-page token; null on an idempotent replay, because only its hash was kept. */
  token: string | null;
  replayed: boolean;
}

/**
 * Stores the appointment and its appointment.created event (webhook, homeowner confirmation, operator
 * notice) in one transaction: either both exist or neither does.
 * Throws IdempotencyConflictError when the key was used with a different request.
 */
export async function createAppointment(prisma: PrismaClient, request: BookingRequest, idempotencyKey: string | null): Promise<CreatedBooking> {
  const requestFingerprint = fingerprintOf(request);
  let token: string | null = null;
  const { id, replayed } = await createOnce({
    key: idempotencyKey,
    fingerprint: requestFingerprint,
    findByKey: (key) => prisma.appointment.findUnique({ where: { idempotencyKey: key }, select: { id: true, requestFingerprint: true } }),
    create: () =>
      prisma.$transaction(async (tx) => {
        const manage = newManageToken();
        const row = await tx.appointment.create({
          data: { ...toRow(request), idempotencyKey, requestFingerprint, manageTokenHash: manage.hash },
        });
        await enqueueEvent(tx, {
          type: "appointment.created",
          appointmentId: row.id,
          payload: { appointment: snapshotOf(row), consoleUrl: consoleUrl(row.id) },
          channels: ["webhook", "email:homeowner", "email:operator"],
          homeownerSecret: { manageUrl: absoluteUrl(manageUrlPath(manage.token)) },
        });
        token = manage.token;
        return { id: row.id };
      }),
  });
  return { id, token: replayed ? null : token, replayed };
}

function toRow(request: BookingRequest) {
  return {
    name: request.name,
    email: request.email,
    phone: request.phone,
    category: request.category,
    preferredDate: request.preferredDate,
    timeFrame: request.timeFrame,
    timeZone: request.timeZone ?? null,
    locationLat: request.location?.lat ?? null,
    locationLng: request.location?.lng ?? null,
    locationLabel: request.location?.label ?? null,
    issue: request.issue ?? null,
    problemDescription: buildProblemDescription(request.diagnosticHistory, request.issue) || request.problemDescription || "",
    diagnosticHistory: request.diagnosticHistory,
  };
}
