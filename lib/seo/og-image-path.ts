// Where a page's link-preview image lives. Its own module (no next-intl) so tests can check it against app/og.
import { localePrefixes, type AppLocale } from "@/i18n/locales";

/**
 * The 1200×630 link-preview image of a category or a problem, drawn at build time under app/og plus the locale's URL
 * prefix (English app/og, Spanish app/og/es).
 */
export function ogImagePath(categoryId: string, problemId: string | undefined, locale: AppLocale): string {
  const base = `/og${localePrefixes[locale]}`;
  return problemId ? `${base}/${categoryId}/${problemId}` : `${base}/${categoryId}`;
}
