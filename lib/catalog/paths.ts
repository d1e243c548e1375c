// Route addresses of the catalogue, free of the catalogue data so client components can import them cheaply.
import { defaultLocale, localePrefixes, type AppLocale } from "@/i18n/locales";

export const diagnosticPath = (categoryId: string) => `/diagnostic/${categoryId}`;
export const problemPath = (categoryId: string, problemId: string) => `/${categoryId}/${problemId}`;
export const guidePath = (categoryId: string, problemId: string) => `/${categoryId}/${problemId}/DIY-Repair-Guide`;
export const upgradePath = (categoryId: string) => `/upgrade/${categoryId}`;
/**
 * The 1200×630 link-preview image of a category or a problem, drawn at build time under app/og plus the locale's URL
 * prefix (English app/og, Spanish app/og/es).
 */
export const ogImagePath = (categoryId: string, problemId?: string, locale: AppLocale = defaultLocale) => {
  const base = `/og${localePrefixes[locale]}`;
  return problemId ? `${base}/${categoryId}/${problemId}` : `${base}/${categoryId}`;
};
