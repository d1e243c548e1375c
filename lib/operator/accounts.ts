import { z } from "zod";
import type { PrismaClient } from "@/lib/db/generated/client";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password";

export const operatorAccountSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please give a valid email address")),
  password: z.string().min(MIN_PASSWORD_LENGTH, `The password must have at least ${MIN_PASSWORD_LENGTH} characters`).max(1024),
});

/** Creates an operator, or sets a new password for an existing one (the same command resets a password). */
export async function upsertOperator(prisma: PrismaClient, input: { email: string; password: string }): Promise<{ id: number; created: boolean }> {
  const { email, password } = operatorAccountSchema.parse(input);
  const passwordHash = await hashPassword(password);
  const existing = await prisma.operator.findUnique({ where: { email } });
  if (existing) {
    // A new password also signs out every session of the old one.
    await prisma.$transaction([
      prisma.operator.update({ where: { id: existing.id }, data: { passwordHash } }),
      prisma.operatorSession.deleteMany({ where: { operatorId: existing.id } }),
    ]);
    return { id: existing.id, created: false };
  }
  const row = await prisma.operator.create({ data: { email, passwordHash } });
  return { id: row.id, created: true };
}
