import type { PrismaClient } from "@/lib/db/generated/client";
import { enqueueEvent } from "@/lib/dispatch/outbox";
import { consoleUrl, snapshotOf } from "./snapshot";

// A review speaks about a visit: only once the booking is confirmed (or done), never for one still requested or
// cancelled, and never for one whose details were erased.
export const REVIEWABLE_STATUSES: readonly string[] = ["confirmed", "completed"];

export function isReviewable(appointment: { status: string; anonymizedAt: Date | null }): boolean {
  return REVIEWABLE_STATUSES.includes(appointment.status) && appointment.anonymizedAt === null;
}

export interface NewReview {
  rating: number;
  comment: string;
  /** Already checked against its token, and isReviewable, by the caller. */
  appointmentId: number | null;
}

/** Stores a review and its review.created event (webhook) in one transaction. */
export async function createReview(prisma: PrismaClient, review: NewReview): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.review.create({ data: review });
    const appointment = review.appointmentId === null ? null : await tx.appointment.findUnique({ where: { id: review.appointmentId } });
    await enqueueEvent(tx, {
      type: "review.created",
      appointmentId: review.appointmentId,
      reviewId: row.id,
      payload: {
        review: { id: row.id, rating: row.rating, comment: row.comment, appointmentId: row.appointmentId, createdAt: row.createdAt.toISOString() },
        ...(appointment ? { appointment: snapshotOf(appointment), consoleUrl: consoleUrl(appointment.id) } : {}),
      },
      channels: ["webhook"],
    });
    return { id: row.id };
  });
}
