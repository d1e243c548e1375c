import type { AppLocale } from "@/i18n/locales";
import apiMessages from "@/messages/en-US/api.json";

/** Field name to its messages, as returned in `{ message, errors }`. */
export type FieldErrors = Record<string, string[]>;

/** A text in the language a reply is in. */
export type LocalizedText = (locale: AppLocale) => string;

/**
 * A client-facing failure: the status and `{ message, errors? }` body a route handler answers with. Its text is
 * either fixed or a LocalizedText, written out in the reply's language when withApiErrors answers (lib/api/texts.ts
 * apiError); `message` keeps the English for logs. A localized text may also be the message of one field.
 */
export class ApiError extends Error {
  readonly errors?: FieldErrors;
  private readonly localized?: { text: LocalizedText; field?: string };

  constructor(
    readonly status: number,
    message: string | LocalizedText,
    errors?: FieldErrors | { field: string },
    readonly headers?: HeadersInit,
  ) {
    super(typeof message === "string" ? message : message("en-US"));
    this.name = "ApiError";
    const field = errors && "field" in errors && typeof errors.field === "string" ? errors.field : undefined;
    if (typeof message !== "string") this.localized = { text: message, field };
    this.errors = field !== undefined ? { [field]: [this.message] } : (errors as FieldErrors | undefined);
  }

  /** The reply's `{ message, errors? }` in a language. */
  inLocale(locale: AppLocale): { message: string; errors?: FieldErrors } {
    if (!this.localized) return { message: this.message, errors: this.errors };
    const message = this.localized.text(locale);
    return { message, errors: this.localized.field !== undefined ? { [this.localized.field]: [message] } : undefined };
  }
}

// Shown to the homeowner (the forms put the server's message in their error toast): from messages/en-US/api.json.
export const DATABASE_UNAVAILABLE_MESSAGE = apiMessages.Api.databaseUnavailable;
export const UNEXPECTED_ERROR_MESSAGE = apiMessages.Api.unexpected;

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit): Response {
  return Response.json(errors ? { message, errors } : { message }, {
    status,
    headers: { "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) },
  });
}
