import type { Appointment, PrismaClient } from "@/lib/db/generated/client";
import { findByLink } from "@/lib/thread/links";
import { hashManageToken, isWellFormedManageToken } from "./token";

/**
 * The appointment a booking-page token opens, or null (malformed, unknown or expired: the caller answers 404): the
 * homeowner's own token from the booking reply, or a link issued with one of their notifications (lib/thread/links.ts).
 */
export async function findByManageToken(prisma: PrismaClient, token: unknown): Promise<Appointment | null> {
  if (!isWellFormedManageToken(token)) return null;
  const own = await prisma.appointment.findUnique({ where: { manageTokenHash: hashManageToken(token) } });
  return own ?? findByLink(prisma, token, "homeowner");
}

/** Appointment `id` when `token` is its booking-page token, else null. */
export async function findByIdAndToken(prisma: PrismaClient, id: number, token: unknown): Promise<Appointment | null> {
  const row = await findByManageToken(prisma, token);
  return row !== null && row.id === id ? row : null;
}
