import type { Appointment, PrismaClient } from "@/lib/db/generated/client";
import { hashManageToken, isWellFormedManageToken } from "./token";

/** The appointment a booking-page token opens, or null (malformed or unknown: the caller answers 404). */
export async function findByManageToken(prisma: PrismaClient, token: unknown): Promise<Appointment | null> {
  if (!isWellFormedManageToken(token)) return null;
  return prisma.appointment.findUnique({ where: { manageTokenHash: hashManageToken(token) } });
}

/** Appointment `id` when `token` is its booking-page token, else null. */
export async function findByIdAndToken(prisma: PrismaClient, id: number, token: unknown): Promise<Appointment | null> {
  const row = await findByManageToken(prisma, token);
  return row !== null && row.id === id ? row : null;
}
