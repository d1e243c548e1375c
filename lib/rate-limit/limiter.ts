import apiMessages from "@/messages/en-US/api.json";

import type { RateLimitResult, RateLimitRule, RateLimitStore } from "./types";

export const TOO_MANY_REQUESTS_MESSAGE = apiMessages.Api.tooManyRequests;

/**
 * Set by the proxy only (a client's own copy is always removed) on a request it forwards although the client
 * is over the limit; the value is the seconds until the window ends, for Retry-After.
 */
export const RATE_LIMITED_HEADER = "x-fixpilot-rate-limited";

/** Counts one request by `identifier` against `rule` and says whether it may proceed. */
export async function consumeRateLimit(store: RateLimitStore, rule: RateLimitRule, identifier: string): Promise<RateLimitResult> {
  const { count, resetAt } = await store.hit(rule, identifier);
  // Read the clock after the store answers, so its round trip does not inflate the seconds we report.
  const now = Date.now();
  return {
    allowed: count <= rule.limit,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetAt,
    resetSeconds: Math.min(Math.ceil(rule.windowMs / 1000), Math.max(1, Math.ceil((resetAt - now) / 1000))),
  };
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), sent on every limited response. */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.resetSeconds),
  };
}

/** 429 `{ message }` with Retry-After, in the API's error format (English unless the route passes its reply's words). */
export function tooManyRequestsResponse(result: RateLimitResult, message: string = TOO_MANY_REQUESTS_MESSAGE): Response {
  return Response.json(
    { message },
    {
      status: 429,
      headers: { ...rateLimitHeaders(result), "Retry-After": String(result.resetSeconds), "Cache-Control": "no-store" },
    },
  );
}

/** The same 429 from a route, for a request the proxy forwarded with RATE_LIMITED_HEADER (its RateLimit fields come from the proxy). */
export function tooManyRequestsFromRoute(retryAfterSeconds: string): Response {
  const seconds = /^\d{1,6}$/.test(retryAfterSeconds) ? retryAfterSeconds : "60";
  return Response.json({ message: TOO_MANY_REQUESTS_MESSAGE }, { status: 429, headers: { "Retry-After": seconds, "Cache-Control": "no-store" } });
}
