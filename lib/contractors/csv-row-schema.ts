import { z } from "zod";
import { isCategoryId, type CategoryId } from "@/lib/catalog";

// The operator's import format, not a visitor's request: its messages go to the terminal of whoever runs
// scripts/import-contractors.ts, like the environment checks in lib/env, so they are written here rather than in
// the visitors' message catalogue (messages/).

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
  vicinity: z.string({ error: "vicinity is required" }).trim().min(1, "vicinity is required").max(300, "vicinity must be at most 300 characters"),
  lat: csvNumber("lat", -90, 90),
  lng: csvNumber("lng", -180, 180),
  categories: z
    .string({ error: DIRECTORY_CATEGORY_MESSAGE })
    .transform((value) => [
      ...new Set(
        value
          .split(";")
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().refine(isCategoryId, DIRECTORY_CATEGORY_MESSAGE)).min(1, DIRECTORY_CATEGORY_MESSAGE))
    .transform((value) => value as CategoryId[]),
  rating: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .pipe(
      z
        .number({ error: "rating must be a number between 0 and 5" })
        .min(0, "rating must be a number between 0 and 5")
        .max(5, "rating must be a number between 0 and 5")
        .nullable(),
    ),
  user_ratings_total: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : 0))
    .pipe(
      z
        .number({ error: "user_ratings_total must be a whole number" })
        .int("user_ratings_total must be a whole number")
        .min(0, "user_ratings_total must be a whole number")
        .max(100_000_000, "user_ratings_total is too large"),
    ),
  phone: z
    .string()
    .trim()
    .max(40, "phone must be at most 40 characters")
    .optional()
    .transform((value) => value || null),
});
export type DirectoryCsvRow = z.output<typeof directoryCsvRowSchema>;
