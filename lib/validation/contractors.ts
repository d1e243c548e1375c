import { z } from "zod";
import { isCategoryId, type CategoryId } from "@/lib/catalog";

import { messageKey, type ValidationKey } from "@/i18n/validation-messages";

function coordinate(required: ValidationKey, outOfRange: ValidationKey, limit: 90 | 180) {
  return z
    .string({ error: messageKey(required) })
    .trim()
    .min(1, messageKey(required))
    .transform((value) => Number(value))
    .pipe(
      z
        .number({ error: messageKey(outOfRange) })
        .min(-limit, messageKey(outOfRange))
        .max(limit, messageKey(outOfRange)),
    );
}

/**
 * GET /api/contractors?category=&lat=&lng= . Unknown or missing categories search every trade
 * (the spec's generic "residential contractor"), so the category never makes the request fail.
 */
export const contractorQuerySchema = z.object({
  lat: coordinate("search.latitudeRequired", "search.latitudeRange", 90),
  lng: coordinate("search.longitudeRequired", "search.longitudeRange", 180),
  category: z
    .string()
    .max(100)
    .nullish()
    .catch(null)
    .transform((value): CategoryId | null => (value && isCategoryId(value.trim()) ? (value.trim() as CategoryId) : null)),
});
export type ContractorQuery = z.output<typeof contractorQuerySchema>;

/** Reads the query string into the shape the schema expects (absent parameters stay undefined). */
export function contractorQueryFromSearchParams(params: URLSearchParams): Record<string, string | undefined> {
  return {
    lat: params.get("lat") ?? undefined,
    lng: params.get("lng") ?? undefined,
    category: params.get("category") ?? undefined,
  };
}
