import "server-only";

import { locale as rootLocale } from "next/root-params";
import { setRequestLocale } from "next-intl/server";

import { toAppLocale, type AppLocale } from "./locales";

/**
 * The locale for a not-found boundary (not-found.tsx), which gets no params. Next.js renders a nested boundary
 * into the page's payload beside the page, possibly before any setRequestLocale of the layout or page has run;
 * next-intl would then read the request headers and turn the whole route dynamic. The root param is known at
 * build time, so the page stays static.
 */
export async function boundaryLocale(): Promise<AppLocale> {
  const appLocale = toAppLocale(await rootLocale());
  setRequestLocale(appLocale);
  return appLocale;
}
