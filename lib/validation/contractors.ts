import { z } from "zod";
import { isCategoryId, type CategoryId } from "@/lib/catalog";

function coordinate(label: "Latitude" | "Longitude", limit: 90 | 180) {
  const outOfRange = `${label} must be a number between -${limit} and ${limit}`;
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((value) => Number(value))
    .pipe(z.number({ error: outOfRange }).min(-limit, outOfRange).max(limit, outOfRange));
}

/**
 * GET /api/contractors?category=&lat=&lng= . Unknown or missing categories search every trade
 * (the spec's generic "residential contractor"), so the category never makes the request fail.
 */
export const contractorQuerySchema = z.object({
  lat: coordinate("Latitude", 90),
  lng: coordinate("Longitude", 180),
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
