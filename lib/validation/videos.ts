import { z } from "zod";

import { messageKey } from "@/i18n/validation-messages";

export const VIDEO_QUERY_MAX_CHARS = 200;
export const DEFAULT_REGION_CODE = "US";

/** GET /api/youtube-videos?q=&regionCode= */
export const videoQuerySchema = z.object({
  q: z
    .string({ error: messageKey("search.videoQueryRequired") })
    .trim()
    .min(1, messageKey("search.videoQueryRequired"))
    .max(VIDEO_QUERY_MAX_CHARS, messageKey("search.videoQueryTooLong", { max: VIDEO_QUERY_MAX_CHARS })),
  regionCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, messageKey("search.regionCodeInvalid"))
    .transform((code) => code.toUpperCase())
    .default(DEFAULT_REGION_CODE),
});
