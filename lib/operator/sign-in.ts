import type { PrismaClient } from "@/lib/db/generated/client";
import { consumeRateLimit, getRateLimitStore } from "@/lib/rate-limit";
import apiMessages from "@/messages/en/api.json";
import { dummyPasswordHash, verifyPassword } from "./password";
import { createSession, destroySession } from "./session";

export const SIGN_IN_FAILED_MESSAGE = apiMessages.Api.operatorSignInFailed;

// Per client address and per account: a guesser is slowed whichever one they vary.
const PER_CLIENT = { name: "operator-sign-in-ip", limit: 10, windowMs: 15 * 60_000 };
const PER_ACCOUNT = { name: "operator-sign-in-account", limit: 5, windowMs: 15 * 60_000 };

/**
 * Checks the credentials and opens a new session, returning its token, or null with no hint of why (unknown
 * email, wrong password, rate limit): one generic error. The previous session's token, if any, is revoked.
 */
export async function signIn(prisma: PrismaClient, input: { email: string; password: string; client: string; previousToken?: string }): Promise<string | null> {
  const email = input.email.trim().toLowerCase();
  const store = getRateLimitStore();
  const [byClient, byAccount] = await Promise.all([consumeRateLimit(store, PER_CLIENT, input.client), consumeRateLimit(store, PER_ACCOUNT, email)]);
  const operator = await prisma.operator.findUnique({ where: { email } });
  // Always hash, so timing does not tell a known email from an unknown one.
  const valid = await verifyPassword(input.password, operator?.passwordHash ?? (await dummyPasswordHash()));
  if (!byClient.allowed || !byAccount.allowed || !operator || !valid) return null;
  await destroySession(prisma, input.previousToken);
  return createSession(prisma, operator.id);
}
