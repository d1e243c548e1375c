import { clientIpFrom } from "@/lib/location/client-ip";
import { consumeRateLimit, getRateLimitStore, rateLimitMultiplier } from "@/lib/rate-limit";

/**
 * Token guessing: every look-up of a booking by its secret token counts in one bucket per client, whichever route
 * it comes through (the booking page, its calendar file, the thank-you page, the manage API, reviews), so a guesser
 * gains nothing by spreading guesses over routes. Well above what one homeowner needs.
 */
export const BOOKING_LOOKUP_RULE = { name: "booking-token", perMinute: 30 } as const;

/** Counts one token look-up for the client these headers name; false once it is over the limit. */
export async function allowBookingLookup(headers: Headers, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  const client = clientIpFrom(headers) ?? "unknown";
  const limit = Math.max(1, Math.floor(BOOKING_LOOKUP_RULE.perMinute * rateLimitMultiplier(env)));
  return (await consumeRateLimit(getRateLimitStore(env), { name: BOOKING_LOOKUP_RULE.name, limit, windowMs: 60_000 }, client)).allowed;
}
