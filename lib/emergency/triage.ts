// Emergency triage: every message is read with every registered language's words, whatever page it was typed on,
// so "huele a gas en la cocina" on the English page and "smell a gas en el basement" anywhere bring the card. The
// card comes in the language the homeowner wrote in, or the page's when that is unclear.
import "server-only";

import { defaultLocale, locales, type AppLocale } from "@/i18n/locales";

import { foldText, messageReader } from "./clauses";
import type { HazardId } from "./hazards";
import { applyRules, clauseTests, hazardRules } from "./rules";
import { HAZARD_WORDS } from "./words";

const languages = locales.map((locale) => HAZARD_WORDS[locale]);
const readMessage = messageReader(languages);
const rules = hazardRules(clauseTests(new Set(languages.flatMap((language) => language.denialGap))));
const functionWords = locales.map((locale) => [locale, new Set(HAZARD_WORDS[locale].functionWords)] as const);

export interface Triage {
  /** Hazards for the emergency card, most urgent first (see HAZARDS). */
  hazards: HazardId[];
  /** Hazards named only in an equipment question or a past event: each gets a calm one-line safety note. */
  notes: HazardId[];
  /** The language the message is written in: the one with the most of its own common words, else the page's. */
  language: AppLocale;
}

/** The language a message is written in; the page's language on a tie ("gas leak!!" on /es stays Spanish). */
export function messageLanguage(text: string, page: AppLocale = defaultLocale): AppLocale {
  const words = foldText(text).split(/[^a-z]+/);
  const fallback = page;
  let best: [AppLocale, number] = [fallback, 0];
  for (const [locale, own] of functionWords) {
    const count = words.filter((word) => own.has(word)).length;
    if (count > best[1] || (count === best[1] && locale === fallback)) best = [locale, count];
  }
  const tied = functionWords.filter(([, own]) => words.filter((word) => own.has(word)).length === best[1]).length > 1;
  return tied ? fallback : best[0];
}

export function triageMessage(text: string, page?: AppLocale): Triage {
  const { cards, notes } = applyRules(rules, readMessage(text));
  return { hazards: cards, notes, language: messageLanguage(text, page) };
}

/** Every hazard the message describes, most urgent first. The page no longer changes what is found. */
export function detectEmergencies(text: string, page?: AppLocale): HazardId[] {
  return triageMessage(text, page).hazards;
}

/** The most urgent hazard the message describes, if any. */
export function detectEmergency(text: string, page?: AppLocale): HazardId | undefined {
  return detectEmergencies(text, page)[0];
}
