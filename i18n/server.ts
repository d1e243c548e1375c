import "server-only";

import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";

import { isAppLocale, type AppLocale } from "./locales";

export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The locale of a page under app/[locale], registered for this render so next-intl reads it without the request
 * headers and the page stays static. Call it first in every layout, page and generateMetadata there.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
