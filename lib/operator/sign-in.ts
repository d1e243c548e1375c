import type { PrismaClient } from "@/lib/db/generated/client";
import { consumeRateLimit, getRateLimitStore } from "@/lib/rate-limit";
import apiMessages from "@/messages/en-US/api.json";
import { issueDeviceCookie, trustedDeviceId } from "./device-cookie";
import { dummyPasswordHash, verifyPassword } from "./password";
import { createSession, destroySession } from "./session";

export const SIGN_IN_FAILED_MESSAGE = apiMessages.Api.operatorSignInFailed;

const WINDOW_MS = 15 * 60_000;
// Untrusted clients (no valid device cookie for the account) are limited per client address and per account: a
// guesser is slowed whichever one they vary. Anyone can spend these budgets, so they never apply to a trusted device.
export const PER_CLIENT = { name: "operator-sign-in-ip", limit: 10, windowMs: WINDOW_MS };
export const PER_ACCOUNT = { name: "operator-sign-in-account", limit: 5, windowMs: WINDOW_MS };
// A trusted device has a small budget of its own, keyed by its cookie, so a stolen cookie is no guessing licence.
export const PER_DEVICE = { name: "operator-sign-in-device", limit: 5, windowMs: WINDOW_MS };

export interface SignInResult {
  sessionToken: string;
  /** A fresh device cookie for this browser (see device-cookie.ts). */
  deviceCookie: string;
}

/**
 * Checks the credentials and opens a new session, or answers null with no hint of why (unknown email, wrong
 * password, rate limit): one generic error. The previous session's token, if any, is revoked.
 */
export async function signIn(
  prisma: PrismaClient,
  input: { email: string; password: string; client: string; previousToken?: string; deviceCookie?: string },
): Promise<SignInResult | null> {
  const email = input.email.trim().toLowerCase();
  const operator = await prisma.operator.findUnique({ where: { email } });
  const deviceId = trustedDeviceId(input.deviceCookie, operator);
  const store = getRateLimitStore();
  const budgets = deviceId
    ? [consumeRateLimit(store, PER_DEVICE, deviceId)]
    : [consumeRateLimit(store, PER_CLIENT, input.client), consumeRateLimit(store, PER_ACCOUNT, email)];
  const allowed = (await Promise.all(budgets)).every((budget) => budget.allowed);
  // Always hash, so timing does not tell a known email from an unknown one.
  const valid = await verifyPassword(input.password, operator?.passwordHash ?? (await dummyPasswordHash()));
  if (!allowed || !operator || !valid) return null;
  await destroySession(prisma, input.previousToken);
  return { sessionToken: await createSession(prisma, operator.id), deviceCookie: issueDeviceCookie(operator) };
}
