// A booking's service named in a page's language through the catalogue overlay: the thank-you page and the booking
// page share it. Kept apart from words.ts so the operator console, the CSV and the webhook (English only) do not
// load the Spanish catalogue.
import { defaultLocale, type AppLocale } from "@/i18n/locales";
import { categoryTitle, problemIdOf, problemTitle } from "@/lib/booking/words";
import { getCategory } from "@/lib/catalog";
import { getLocalizedCategory } from "@/lib/catalog/i18n";

export interface LocalizedServiceWords {
  /** "Plomería"; the stored id when the catalogue no longer knows the category. */
  category: string;
  /** "Grifo que gotea"; free text as the homeowner typed it; null when the booking named no problem. */
  problem: string | null;
  /** True when a catalogue title is shown in English because the overlay lacks it (the page marks it). */
  fallback: boolean;
}

export function localizedServiceWords(categoryId: string, issue: string | null | undefined, locale: AppLocale): LocalizedServiceWords {
  const category = getLocalizedCategory(categoryId, locale);
  const problemId = problemIdOf(categoryId, issue);
  const problem = problemId ? category?.problems.find((entry) => entry.id === problemId) : undefined;
  const english = getCategory(categoryId);
  const englishProblem = english?.problems.find((entry) => entry.id === problemId);
  // The overlay's own `fallback` also covers tool names; here only the titles shown count.
  const translated = locale !== defaultLocale;
  return {
    category: category?.title ?? categoryTitle(categoryId),
    problem: problem?.title ?? problemTitle(categoryId, issue),
    fallback: translated && Boolean((english && category?.title === english.title) || (englishProblem && problem?.title === englishProblem.title)),
  };
}

/** "Grifo que gotea (Plomería)" or "Leaky Faucet (Plumbing)", or just the category: serviceSummary in the page's language. */
export function localizedServiceSummary(categoryId: string, issue: string | null | undefined, locale: AppLocale): string {
  const { category, problem } = localizedServiceWords(categoryId, issue, locale);
  return problem ? `${problem} (${category})` : category;
}
