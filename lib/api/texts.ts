import { defaultLocale, isAppLocale, toAppLocale, type AppLocale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator";
import { validationText, type ValidationTranslator } from "@/i18n/validation-messages";

import { ApiError } from "./errors";

// The texts the API answers with, formatted from the message catalogue by the one server translator. Replies are in
// English unless the route knows another language (replyLocale): clients and tests that send none read English.
const apiTranslators = (locale: AppLocale) => translatorFor(locale, "Api");
const validationTranslators = (locale: AppLocale): ValidationTranslator => translatorFor(locale, "Validation");

/** The API's own texts (messages/en-US/api.json). */
export const apiText = apiTranslators(defaultLocale);

/** The API's own texts in a language. */
export const apiTextIn = (locale: AppLocale) => apiTranslators(locale);

type ApiTranslator = ReturnType<typeof apiTranslators>;
/** A key of messages/<locale>/api.json ("booking.notFound"). */
export type ApiTextKey = Parameters<ApiTranslator>[0];
type ApiTextValues = Record<string, string | number>;

/**
 * The API's one way to refuse with words: an ApiError whose text is written out in the reply's language when
 * withApiErrors answers (the scope's locale, see replyLocale). `field` also puts the text under that field's errors.
 */
export function apiError(status: number, key: ApiTextKey, values?: ApiTextValues, options: { field?: string; headers?: HeadersInit } = {}): ApiError {
  const text = (locale: AppLocale) => (apiTranslators(locale) as (key: ApiTextKey, values?: ApiTextValues) => string)(key, values);
  return new ApiError(status, text, options.field === undefined ? undefined : { field: options.field }, options.headers);
}

/** The same for a schema message key (i18n/validation-messages.ts), as the field error a form shows beside its input. */
export function apiValidationError(status: number, message: string, field: string): ApiError {
  return new ApiError(status, (locale) => apiValidationText(message, locale), { field });
}

/** The language a JSON body asks for in its `locale` field; English when absent or unknown. */
export function bodyLocale(body: unknown): AppLocale {
  return toAppLocale(typeof body === "object" && body !== null ? (body as { locale?: unknown }).locale : undefined);
}

/**
 * The language of an API reply, decided in one place: the booking's stored locale when the request concerns a
 * booking; else the `locale` the page sent, as a JSON body field or a `?locale=` query parameter (multipart
 * uploads send the latter); else English. The booking is a stored row: its locale column is a plain string, narrowed
 * here.
 */
export function replyLocale({ booking, body, request }: { booking?: { locale: string } | null; body?: unknown; request?: Request }): AppLocale {
  if (booking) return toAppLocale(booking.locale);
  if (typeof body === "object" && body !== null && isAppLocale((body as { locale?: unknown }).locale)) return bodyLocale(body);
  return request ? toAppLocale(new URL(request.url).searchParams.get("locale")) : defaultLocale;
}

/** A schema's message (a key from i18n/validation-messages.ts) as the text the API answers with. */
export function apiValidationText(message: string, locale: AppLocale = defaultLocale): string {
  return validationText(message, validationTranslators(locale));
}
