import "server-only";

import type { AppLocale } from "@/i18n/locales";
import { ApiError } from "@/lib/api";
import { apiTextIn } from "@/lib/api/texts";
import type { PrismaClient } from "@/lib/db/generated/client";
import { serverEnv } from "@/lib/env/server";
import { consumeRateLimit, getRateLimitStore, rateLimitHeaders, rateLimitMultiplier, type RateLimitRule } from "@/lib/rate-limit";

export const DEFAULT_PHOTO_UPLOADS_PER_CLIENT_PER_DAY = 200;
export const DEFAULT_PHOTO_UNATTACHED_MAX_GB = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const GB = 1024 * 1024 * 1024;
/** What a refusal for a full store asks the client to wait: the sweep frees space as unattached photos turn a day old. */
const STORAGE_FULL_RETRY_SECONDS = 60 * 60;

type CapsEnv = Pick<ReturnType<typeof serverEnv>, "PHOTO_UPLOADS_PER_CLIENT_PER_DAY" | "PHOTO_UNATTACHED_MAX_GB" | "RATE_LIMIT_MULTIPLIER">;

/** The two caps as configured: uploads per client per day (scaled by RATE_LIMIT_MULTIPLIER like every limit), and bytes. */
export function photoCaps(env: CapsEnv = serverEnv()): { daily: RateLimitRule; unattachedMaxBytes: number } {
  const perDay = env.PHOTO_UPLOADS_PER_CLIENT_PER_DAY ?? DEFAULT_PHOTO_UPLOADS_PER_CLIENT_PER_DAY;
  return {
    daily: { name: "photo-uploads-daily", limit: Math.max(1, Math.floor(perDay * rateLimitMultiplier(env))), windowMs: DAY_MS },
    unattachedMaxBytes: Math.floor((env.PHOTO_UNATTACHED_MAX_GB ?? DEFAULT_PHOTO_UNATTACHED_MAX_GB) * GB),
  };
}

/**
 * Refuses an upload before its body is read, when either cap is reached:
 * - all photos not (yet) attached to a booking together hold the cap's bytes (full images; thumbnails add about a
 *   tenth): 503 with Retry-After, since no client did anything wrong and space comes back as the sweep runs;
 * - this client (its address) uploaded its daily number: 429 with Retry-After, like every rate limit.
 * Concurrent uploads may pass the byte check together, so the total can overshoot by a few photos, never more.
 */
export async function assertPhotoUploadAllowed(prisma: PrismaClient, client: string, locale: AppLocale, env: CapsEnv = serverEnv()): Promise<void> {
  const caps = photoCaps(env);
  const t = apiTextIn(locale);
  // Through the (appointmentId, createdAt) index: only unattached rows are read.
  const held = await prisma.photo.aggregate({ where: { appointmentId: null }, _sum: { byteSize: true } });
  if ((held._sum.byteSize ?? 0) >= caps.unattachedMaxBytes) {
    throw new ApiError(503, t("photos.storageFull"), undefined, { "Retry-After": String(STORAGE_FULL_RETRY_SECONDS) });
  }
  const daily = await consumeRateLimit(getRateLimitStore(), caps.daily, client);
  if (!daily.allowed) {
    throw new ApiError(429, t("photos.dailyCap", { max: caps.daily.limit }), undefined, {
      ...rateLimitHeaders(daily),
      "Retry-After": String(daily.resetSeconds),
    });
  }
}
