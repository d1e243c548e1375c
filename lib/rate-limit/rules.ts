import { serverEnv } from "@/lib/env/server";
import type { RateLimitRule } from "./types";

/** The validated environment (a number), or raw variables (strings) as tests and scripts pass them. */
type RateLimitEnv = { RATE_LIMIT_MULTIPLIER?: string | number };

const MINUTE_MS = 60_000;

/** Requests per minute per client, by API route (the path and everything below it). */
export const API_RATE_LIMITS: ReadonlyArray<{ path: string; name: string; perMinute: number; triageWhenLimited?: boolean }> = [
  // A homeowner who has used up the chat's limit and then types "I smell gas" still gets the emergency notice.
  { path: "/api/chat", name: "chat", perMinute: 20, triageWhenLimited: true },
  { path: "/api/appointments", name: "appointments", perMinute: 10 },
  { path: "/api/reviews", name: "reviews", perMinute: 10 },
  { path: "/api/contractors", name: "contractors", perMinute: 60 },
  { path: "/api/youtube-videos", name: "youtube-videos", perMinute: 60 },
  { path: "/api/geo", name: "geo", perMinute: 60 },
  { path: "/api/places/resolve", name: "places-resolve", perMinute: 60 },
  { path: "/api/costs", name: "costs", perMinute: 60 },
  // Viewing: a booking page shows up to six thumbnails and the full images they open.
  { path: "/api/photos", name: "photos", perMinute: 240 },
  // Twilio's webhooks (inbound texts, up to three status callbacks per text) come from a few of its addresses; each
  // request is signature-checked before any work.
  { path: "/api/sms", name: "sms-webhooks", perMinute: 600 },
];

/**
 * Uploads (POST /api/photos), counted by the route itself: it is outside proxy.ts so its body streams in unbuffered.
 * Generous enough for a person taking several photos in a row (issue 22 asks for at least 20 a minute).
 */
export const PHOTO_UPLOAD_RATE_LIMIT = { name: "photo-uploads", perMinute: 30 } as const;

// A route added later is limited from day one instead of silently open.
export const DEFAULT_API_RATE_LIMIT = { name: "api", perMinute: 60 } as const;

/**
 * RATE_LIMIT_MULTIPLIER scales every limit (e.g. 100 for a load test, 0.5 to tighten); unset or invalid means 1.
 * Limits never drop below one request per window.
 */
export function rateLimitMultiplier(env: RateLimitEnv = serverEnv()): number {
  const raw = String(env.RATE_LIMIT_MULTIPLIER ?? "").trim();
  if (!raw) return 1;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** The rule for an API path, or null for paths outside /api. */
export function rateLimitRuleFor(pathname: string, env: RateLimitEnv = serverEnv()): RateLimitRule | null {
  if (pathname !== "/api" && !pathname.startsWith("/api/")) return null;
  const match = API_RATE_LIMITS.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`)) ?? DEFAULT_API_RATE_LIMIT;
  return scaledRule(match, env);
}

/** A named per-minute limit with RATE_LIMIT_MULTIPLIER applied. */
export function scaledRule(match: { name: string; perMinute: number }, env: RateLimitEnv = serverEnv()): RateLimitRule {
  return {
    name: match.name,
    limit: Math.max(1, Math.floor(match.perMinute * rateLimitMultiplier(env))),
    windowMs: MINUTE_MS,
    ...("triageWhenLimited" in match && match.triageWhenLimited ? { triageWhenLimited: true } : {}),
  };
}
