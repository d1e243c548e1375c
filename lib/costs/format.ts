import type { AppLocale } from "@/i18n/locales";

import type { CostRange } from "./schema";

// Formatting shared by the server sections and the ZIP island (no server-only imports here).

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$125–$450", or "$0–$150". */
export function formatRange(range: CostRange): string {
  return range.low === range.high ? usd.format(range.low) : `${usd.format(range.low)}–${usd.format(range.high)}`;
}

/** "November 2026" for "2026-11"; "noviembre de 2026" in es-US (the page's language, English by default). */
export function formatMonth(checked: string, locale: AppLocale = "en-US"): string {
  const [year, month] = checked.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "Mar 2022" for "2022-03" ("mar 2022" in es-US); a year alone ("2016", a page that prints only a year) as it is. */
export function formatShortMonth(month: string, locale: AppLocale = "en-US"): string {
  if (/^\d{4}$/.test(month)) return month;
  const [year, number] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, number - 1, 1))).replace(".", "");
}

/** A labour factor to one decimal, as the block prints it: 1.246 → "1.2". */
export function formatFactor(factor: number, locale: AppLocale = "en-US"): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(factor);
}
