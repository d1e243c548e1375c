import { z } from "zod";
import { ApiError, type FieldErrors } from "./errors";

/** Validates with a zod schema; failures become 400 `{ message: <first error>, errors: { field: [messages] } }`. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, result.error.issues[0]?.message ?? "Invalid request", fieldErrors(result.error));
}

/** Messages grouped by top-level field; problems with the body as a whole go under "_body". */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_body";
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
