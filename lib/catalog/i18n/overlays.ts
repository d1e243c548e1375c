// Each language's catalogue overlay, by its registry code (i18n/locales.ts); English is the data itself. Not
// server-only, unlike ./index.ts: the outbox relay's emails read the words under plain Node (`npm run worker`).
import type { AppLocale } from "@/i18n/locales";

import { spanishCatalogue } from "./es-US";
import type { CatalogueWords } from "./types";

export const catalogueOverlays: Readonly<Record<Exclude<AppLocale, "en-US">, CatalogueWords>> = { "es-US": spanishCatalogue };

/** The overlay of a language, or undefined for English (and anything unknown). */
export function overlayOf(locale: AppLocale): CatalogueWords | undefined {
  return locale === "en-US" ? undefined : catalogueOverlays[locale];
}
