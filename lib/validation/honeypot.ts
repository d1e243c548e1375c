import { z } from "zod";

import { HONEYPOT_FIELD } from "./honeypot-field";
import { messageKey } from "@/i18n/validation-messages";

export { HONEYPOT_FIELD, HONEYPOT_INPUT_PROPS } from "./honeypot-field";

/**
 * What a submission with the trap filled in gets: a plain 400, not a fake success. It is honest with the
 * rare person whose assistive tool or autofill reached the field (they can clear it and resend), costs us
 * no invented appointment ids, and a bot learns nothing it could not learn from any 400.
 */
export const HONEYPOT_MESSAGE = messageKey("request.honeypotFilled");

/** True when a request body carries anything but nothing (absent, null or blank) in the trap field. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

/**
 * Wraps a request schema: a filled trap fails with HONEYPOT_MESSAGE (so parseOrThrow answers 400) before
 * any other validation runs, and the trap field never reaches the parsed data or the database.
 */
export function withHoneypot<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((body, context) => {
    if (isHoneypotFilled(body)) {
      context.addIssue({ code: "custom", message: HONEYPOT_MESSAGE, path: [HONEYPOT_FIELD], input: body });
      return z.NEVER;
    }
    if (typeof body !== "object" || body === null || Array.isArray(body) || !(HONEYPOT_FIELD in body)) return body;
    const { [HONEYPOT_FIELD]: _trap, ...rest } = body as Record<string, unknown>;
    return rest;
  }, schema);
}
