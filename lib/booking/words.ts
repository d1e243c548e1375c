// What a person reads about a booking: the catalogue's titles instead of ids, the visit window as a time with
// its zone, and the chat as a transcript. One home for the booking page, the operator console, the emails,
// the calendar invite and the CSV; the webhook and the CSV keep the ids (and ISO times) as their own fields.
import { dateStyles, type AppLocale } from "@/i18n/locales";
import { getCategory, getProblem } from "@/lib/catalog";
import { dateFormat } from "./date-formats";
import { timeZoneName } from "./time-words";

export { instantText, timeZoneName } from "./time-words";

/** "plumbing" -> "Plumbing"; an id the catalogue no longer knows is shown as stored rather than hidden. */
export function categoryTitle(categoryId: string): string {
  return getCategory(categoryId)?.title ?? categoryId;
}

/**
 * The catalogue problem a booking's `issue` names: /schedule sends the problem's title (the spec's wire format),
 * API clients may send its id; both resolve.
 */
function problemOf(categoryId: string, issue: string | null | undefined) {
  if (!issue) return undefined;
  return getProblem(categoryId, issue) ?? getCategory(categoryId)?.problems.find((problem) => problem.title.toLowerCase() === issue.trim().toLowerCase());
}

/** "leaky-faucet" or "Leaky Faucet" -> "Leaky Faucet"; free text is shown as typed; null when the booking named no problem. */
export function problemTitle(categoryId: string, issue: string | null | undefined): string | null {
  if (!issue) return null;
  return problemOf(categoryId, issue)?.title ?? issue;
}

/** The catalogue id of the booking's problem, for the webhook and the CSV; null for free text or none. */
export function problemIdOf(categoryId: string, issue: string | null | undefined): string | null {
  return problemOf(categoryId, issue)?.id ?? null;
}

/** "Leaky Faucet (Plumbing)", or just "Plumbing": the one-line name of what the visit is about. */
export function serviceSummary(categoryId: string, issue: string | null | undefined): string {
  const problem = problemTitle(categoryId, issue);
  return problem ? `${problem} (${categoryTitle(categoryId)})` : categoryTitle(categoryId);
}

const WINDOW_HOURS: Record<string, [number, number]> = { "8-12": [8, 12], "12-4": [12, 16] };

/**
 * The visit as a person reads it: "Tue, Dec 1 · 8:00 AM–12:00 PM (Central)". `day` is the calendar day the
 * homeowner picked (YYYY-MM-DD in their zone), the window is wall-clock hours in that zone.
 */
export function visitWindowText(day: string, timeFrame: string, timeZone: string | null | undefined, locale: AppLocale = "en-US"): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const hours = WINDOW_HOURS[timeFrame];
  const dayFormat = dateFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
  const style = dateStyles[locale];
  const when = hours ? `${clockTime(hours[0], locale)}${style.rangeSeparator}${clockTime(hours[1], locale)}` : timeFrame;
  return `${dayFormat.format(noon)} · ${when} (${timeZoneName(timeZone, noon, locale)})`;
}

/** "8:00 AM", "8:00 a. m.": an hour on the clock in the language's own style (dateStyles in i18n/locales.ts). */
function clockTime(hour: number, locale: AppLocale): string {
  const format = dateFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const at = Date.UTC(2000, 0, 1, hour);
  const text = format.format(at);
  const dayPeriods = dateStyles[locale].dayPeriods;
  const intlPeriod = dayPeriods && format.formatToParts(at).find((part) => part.type === "dayPeriod")?.value;
  return intlPeriod ? text.replace(intlPeriod, dayPeriods[hour < 12 ? "am" : "pm"]) : text;
}

export interface TranscriptLine {
  speaker: "homeowner" | "assistant";
  text: string;
}

/** The stored diagnostic history as a transcript; anything malformed is left out rather than shown raw. */
export function transcriptOf(history: unknown): TranscriptLine[] {
  if (!Array.isArray(history)) return [];
  return history.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { type, content } = entry as { type?: unknown; content?: unknown };
    if ((type !== "ai" && type !== "user") || typeof content !== "string" || !content.trim()) return [];
    return [{ speaker: type === "user" ? "homeowner" : "assistant", text: content.trim() } as const];
  });
}
