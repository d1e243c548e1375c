import { z } from "zod";

export const VIDEO_QUERY_MAX_CHARS = 200;
export const DEFAULT_REGION_CODE = "US";

/** GET /api/youtube-videos?q=&regionCode= */
export const videoQuerySchema = z.object({
  q: z
    .string({ error: "A search query (q) is required" })
    .trim()
    .min(1, "A search query (q) is required")
    .max(VIDEO_QUERY_MAX_CHARS, `The search query must be at most ${VIDEO_QUERY_MAX_CHARS} characters`),
  regionCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "regionCode must be a two-letter country code")
    .transform((code) => code.toUpperCase())
    .default(DEFAULT_REGION_CODE),
});
