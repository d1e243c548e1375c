import "server-only";

import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";

import { isAppLocale, type AppLocale } from "./locales";

/**
 * A page's route params under app/[locale], plus its other segments (`LocaleParams<{ token: string }>`). The locale
 * stays a plain string here: it is the raw URL segment as Next.js hands it over, and `pageLocale` narrows it.
 */
export type LocaleParams<Segments extends Record<string, string> = Record<never, never>> = {
  params: Promise<{ locale: string } & Segments>;
};

/**
 * The locale of a page under app/[locale], registered for this render so next-intl reads it without the request
 * headers and the page stays static. Call it first in every layout, page and generateMetadata there.
 */
export async function pageLocale(params: LocaleParams["params"]): Promise<AppLocale> {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
