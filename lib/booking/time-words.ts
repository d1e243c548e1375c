// Times as a person reads them, in the booking's zone. Kept apart from words.ts, which loads the catalogue, so the
// console's live thread (a client island) writes its entries' times exactly as the server writes the others.
import { TZDate } from "@date-fns/tz";

import type { AppLocale } from "@/i18n/locales";

import { dateFormat } from "./date-formats";

/**
 * The zone as people say it: "America/Chicago" -> "Central", "Europe/London" -> "United Kingdom" (the
 * generic name without "Time"), UTC as "UTC". Generic names stay right across daylight saving.
 */
export function timeZoneName(timeZone: string | null | undefined, at: Date = new Date(), locale: AppLocale = "en-US"): string {
  if (!timeZone || timeZone === "UTC" || timeZone === "Etc/UTC") return "UTC";
  try {
    const part = dateFormat(locale, { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(at)
      .find((item) => item.type === "timeZoneName");
    return part ? part.value.replace(/ Time$/, "") : timeZone;
  } catch {
    return timeZone;
  }
}

/** An instant (received, updated, next attempt) in the booking's zone: "Tue, Dec 1, 7:02 AM (Central)". */
export function instantText(at: Date, timeZone: string | null | undefined): string {
  const zone = timeZone ?? "UTC";
  let formatted: string;
  try {
    formatted = dateFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: zone }).format(at);
  } catch {
    return instantText(at, "UTC");
  }
  // Another year than now: say which (an old booking at 7 AM must not read as this week's).
  const year = new TZDate(at.getTime(), zone).getFullYear();
  const withYear = year !== new TZDate(Date.now(), zone).getFullYear() ? `${formatted}, ${year}` : formatted;
  return `${withYear} (${timeZoneName(zone, at)})`;
}
