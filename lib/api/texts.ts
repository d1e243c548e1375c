import { createTranslator } from "use-intl/core";

import { defaultLocale, isAppLocale, type AppLocale } from "@/i18n/locales";
import { validationText, type ValidationTranslator } from "@/lib/validation/messages";
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

/** The language a JSON body asks for in its `locale` field; English when absent or unknown. */
export function bodyLocale(body: unknown): AppLocale {
  const locale = typeof body === "object" && body !== null ? (body as { locale?: unknown }).locale : undefined;
  return isAppLocale(locale) ? locale : defaultLocale;
}

/** A schema's message (a key from lib/validation/messages) as the text the API answers with. */
export function apiValidationText(message: string, locale: AppLocale = defaultLocale): string {
  return validationText(message, validationTranslators[locale]);
}
