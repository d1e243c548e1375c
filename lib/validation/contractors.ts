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

const DIRECTORY_CATEGORY_MESSAGE = "categories must list hvac, plumbing or electrical, separated by semicolons";

function csvNumber(label: string, min: number, max: number) {
  const message = `${label} must be a number between ${min} and ${max}`;
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform(Number)
    .pipe(z.number({ error: message }).min(min, message).max(max, message));
}

/** One row of a contractor directory CSV (scripts/import-contractors.ts); every cell arrives as text. */
export const directoryCsvRowSchema = z.object({
  place_id: z
    .string()
    .trim()
    .max(300, "place_id must be at most 300 characters")
    .optional()
    .transform((value) => value || undefined),
  name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(200, "name must be at most 200 characters"),
  vicinity: z
    .string({ error: "vicinity is required" })
    .trim()
    .min(1, "vicinity is required")
    .max(300, "vicinity must be at most 300 characters"),
  lat: csvNumber("lat", -90, 90),
  lng: csvNumber("lng", -180, 180),
  categories: z
    .string({ error: DIRECTORY_CATEGORY_MESSAGE })
    .transform((value) => [...new Set(value.split(";").map((item) => item.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(z.string().refine(isCategoryId, DIRECTORY_CATEGORY_MESSAGE)).min(1, DIRECTORY_CATEGORY_MESSAGE))
    .transform((value) => value as CategoryId[]),
  rating: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .pipe(z.number({ error: "rating must be a number between 0 and 5" }).min(0, "rating must be a number between 0 and 5").max(5, "rating must be a number between 0 and 5").nullable()),
  user_ratings_total: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : 0))
    .pipe(z.number({ error: "user_ratings_total must be a whole number" }).int("user_ratings_total must be a whole number").min(0, "user_ratings_total must be a whole number").max(100_000_000, "user_ratings_total is too large")),
  phone: z
    .string()
    .trim()
    .max(40, "phone must be at most 40 characters")
    .optional()
    .transform((value) => value || null),
});
export type DirectoryCsvRow = z.output<typeof directoryCsvRowSchema>;
