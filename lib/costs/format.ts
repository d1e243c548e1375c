import type { CostRange } from "./schema";

// Formatting shared by the server sections and the ZIP island (no server-only imports here).

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$125–$450", or "$0–$150". */
export function formatRange(range: CostRange): string {
  return range.low === range.high ? usd.format(range.low) : `${usd.format(range.low)}–${usd.format(range.high)}`;
}

/** "November 2026" for "2026-11"; "noviembre de 2026" in es-US (the page's language, English by default). */
export function formatMonth(checked: string, locale = "en-US"): string {
  const [year, month] = checked.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 1)));
}
