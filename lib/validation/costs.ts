import { z } from "zod";

import { messageKey } from "@/i18n/validation-messages";

const ZIP = /^\d{5}(?:-\d{4})?$/;

/** GET /api/costs?categoryId=&problemId=[&zip=] : which problem, and optionally where (a US ZIP or ZIP+4). */
export const costQuerySchema = z.object({
  categoryId: z
    .string({ error: messageKey("costs.categoryRequired") })
    .trim()
    .min(1, messageKey("costs.categoryRequired"))
    .max(100),
  problemId: z
    .string({ error: messageKey("costs.problemRequired") })
    .trim()
    .min(1, messageKey("costs.problemRequired"))
    .max(100),
  zip: z
    .string()
    .trim()
    .max(10, messageKey("costs.zipInvalid"))
    .regex(ZIP, messageKey("costs.zipInvalid"))
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type CostQuery = z.output<typeof costQuerySchema>;

/** Reads the query string into the shape the schema expects (absent parameters stay undefined). */
export function costQueryFromSearchParams(params: URLSearchParams): Record<string, string | undefined> {
  return {
    categoryId: params.get("categoryId") ?? undefined,
    problemId: params.get("problemId") ?? undefined,
    zip: params.get("zip") ?? undefined,
  };
}
