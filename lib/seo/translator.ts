import { getLocale, getTranslations } from "next-intl/server";

import type { AppLocale } from "@/i18n/locales";

import type { Translate } from "./text";

/** The request's catalogue, for the SEO builders; tests pass their own translator to the pure builders instead. */
export async function getSeoTranslator(): Promise<Translate> {
  return await getTranslations();
}

/** The request's language (set by pageLocale on pages under app/[locale]). */
export async function getSeoLocale(): Promise<AppLocale> {
  return await getLocale();
}
