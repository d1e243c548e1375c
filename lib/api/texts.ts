import { createTranslator } from "use-intl/core";

import { defaultLocale, isAppLocale, toAppLocale, type AppLocale } from "@/i18n/locales";
import { validationText, type ValidationTranslator } from "@/i18n/validation-messages";

import { ApiError } from "./errors";
import api from "@/messages/en/api.json";
import validation from "@/messages/en/validation.json";
import spanishApi from "@/messages/es-US/api.json";
import spanishValidation from "@/messages/es-US/validation.json";

// The texts the API answers with, formatted from the message catalogue. Replies are in English unless the body
// names another language (`locale`, sent by the Spanish pages' forms and chat): clients and tests that send none
// read the English words as before.
const catalogues: Record<AppLocale, typeof api & typeof validation> = {
  "en-US": { ...api, ...validation },
  "es-US": { ...spanishApi, ...spanishValidation },
};

const apiTranslators = {
  "en-US": createTranslator({ locale: "en-US", messages: catalogues["en-US"], namespace: "Api" }),
  "es-US": createTranslator({ locale: "es-US", messages: catalogues["es-US"], namespace: "Api" }),
};
const validationTranslators: Record<AppLocale, ValidationTranslator> = {
  "en-US": createTranslator({ locale: "en-US", messages: catalogues["en-US"], namespace: "Validation" }),
  "es-US": createTranslator({ locale: "es-US", messages: catalogues["es-US"], namespace: "Validation" }),
};

/** The API's own texts (messages/en/api.json). */
export const apiText = apiTranslators[defaultLocale];

/** The API's own texts in a language. */
export const apiTextIn = (locale: AppLocale) => apiTranslators[locale];

type ApiTranslator = (typeof apiTranslators)[AppLocale];
/** A key of messages/<locale>/api.json ("booking.notFound"). */
export type ApiTextKey = Parameters<ApiTranslator>[0];
type ApiTextValues = Record<string, string | number>;

/**
 * The API's one way to refuse with words: an ApiError whose text is written out in the reply's language when
 * withApiErrors answers (the scope's locale, see replyLocale). `field` also puts the text under that field's errors.
 */
export function apiError(status: number, key: ApiTextKey, values?: ApiTextValues, options: { field?: string; headers?: HeadersInit } = {}): ApiError {
  const text = (locale: AppLocale) => (apiTranslators[locale] as (key: ApiTextKey, values?: ApiTextValues) => string)(key, values);
  return new ApiError(status, text, options.field === undefined ? undefined : { field: options.field }, options.headers);
}

/** The same for a schema message key (i18n/validation-messages.ts), as the field error a form shows beside its input. */
export function apiValidationError(status: number, message: string, field: string): ApiError {
  return new ApiError(status, (locale) => apiValidationText(message, locale), { field });
}

/** The language a JSON body asks for in its `locale` field; English when absent or unknown. */
export function bodyLocale(body: unknown): AppLocale {
  const locale = typeof body === "object" && body !== null ? (body as { locale?: unknown }).locale : undefined;
  return isAppLocale(locale) ? locale : defaultLocale;
}

/**
 * The language of an API reply, decided in one place: the booking's stored locale when the request concerns a
 * booking; else the `locale` the page sent, as a JSON body field or a `?locale=` query parameter (multipart
 * uploads send the latter); else English.
 */
export function replyLocale({ booking, body, request }: { booking?: { locale: string } | null; body?: unknown; request?: Request }): AppLocale {
  if (booking) return toAppLocale(booking.locale);
  if (typeof body === "object" && body !== null && isAppLocale((body as { locale?: unknown }).locale)) return bodyLocale(body);
  return request ? toAppLocale(new URL(request.url).searchParams.get("locale")) : defaultLocale;
}

/** A schema's message (a key from i18n/validation-messages.ts) as the text the API answers with. */
export function apiValidationText(message: string, locale: AppLocale = defaultLocale): string {
  return validationText(message, validationTranslators[locale]);
}
