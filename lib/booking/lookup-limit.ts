import { clientIpFrom } from "@/lib/location/client-ip";
import { consumeRateLimit, getRateLimitStore, rateLimitMultiplier } from "@/lib/rate-limit";

// Token guessing: every booking-page look-up counts per client, well above what one homeowner needs.
export const BOOKING_LOOKUP_RULE = { name: "booking-page", perMinute: 30 } as const;

/** Counts one booking-page look-up for the client these headers name; false once it is over the limit. */
export async function allowBookingLookup(headers: Headers, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const client = clientIpFrom(headers) ?? "unknown";
  const limit = Math.max(1, Math.floor(BOOKING_LOOKUP_RULE.perMinute * rateLimitMultiplier(env)));
  return (await consumeRateLimit(getRateLimitStore(env), { name: BOOKING_LOOKUP_RULE.name, limit, windowMs: 60_000 }, client)).allowed;
}
