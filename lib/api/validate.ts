import { z } from "zod";
import { ApiError, type FieldErrors } from "./errors";
import type { AppLocale } from "@/i18n/locales";

import { apiTextIn, apiValidationText, bodyLocale } from "./texts";

/**
 * Validates with a zod schema; failures become 400 `{ message: <first error>, errors: { field: [messages] } }`,
 * the schemas' message keys written out as text, in the language the body names (`locale`), else English.
 */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown, locale: AppLocale = bodyLocale(input)): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ApiError(400, first ? apiValidationText(first.message, locale) : apiTextIn(locale)("invalidRequest"), fieldErrors(result.error, locale));
}

/** Messages grouped by top-level field; problems with the body as a whole go under "_body". */
export function fieldErrors(error: z.ZodError, locale?: AppLocale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_body";
    const messages = (errors[field] ??= []);
    const text = apiValidationText(issue.message, locale);
    if (!messages.includes(text)) messages.push(text);
  }
  return errors;
}
