import { ApiError } from "@/lib/api";
import { apiTextIn } from "@/lib/api/texts";
import type { AppLocale } from "@/i18n/locales";
import { findByManageToken } from "@/lib/booking/lookup";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { hashManageToken } from "@/lib/booking/token";
import type { Appointment, PrismaClient } from "@/lib/db/generated/client";
import { consumeRateLimit, getRateLimitStore, rateLimitMultiplier } from "@/lib/rate-limit";
import { findByLink } from "./links";
import type { LinkSide } from "./schema";

/** Messages per minute per link (one side of one booking), besides the per-client limit on /api/*. */
export const THREAD_MESSAGE_RULE = { name: "thread-messages", perMinute: 10 } as const;

/**
 * The booking a side's link opens, counted in the shared token look-up limit (lib/booking/lookup-limit.ts) so a
 * guesser gains nothing by trying job links; unknown, expired, revoked or over the limit: the same 404.
 */
export async function appointmentForSide(prisma: PrismaClient, headers: Headers, side: LinkSide, token: string, locale: AppLocale): Promise<Appointment> {
  const row = (await allowBookingLookup(headers)) ? await (side === "homeowner" ? findByManageToken(prisma, token) : findByLink(prisma, token, "pro")) : null;
  if (!row) throw new ApiError(404, apiTextIn(locale)("thread.notFound"));
  return row;
}

/**
 * Counts one message against its sender's own limit (a link's token, or the phone a text came from); 429 past it.
 * The bucket is keyed by the sender's hash, never the token or the number itself.
 */
export async function countMessage(sender: string, locale: AppLocale, env: Record<string, string | undefined> = process.env): Promise<void> {
  const limit = Math.max(1, Math.floor(THREAD_MESSAGE_RULE.perMinute * rateLimitMultiplier(env)));
  const result = await consumeRateLimit(getRateLimitStore(env), { name: THREAD_MESSAGE_RULE.name, limit, windowMs: 60_000 }, hashManageToken(sender));
  if (!result.allowed) throw new ApiError(429, apiTextIn(locale)("thread.tooManyMessages"), undefined, { "Retry-After": String(result.resetSeconds) });
}
