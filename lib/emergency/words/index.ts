// Every registered language's triage words, keyed by locale code. A locale added to i18n/locales.ts without its
// words here fails the type check (and tests/unit/emergency-words.test.ts).
import type { AppLocale } from "@/i18n/locales";

import { englishHazardWords } from "./en-US";
import { spanishHazardWords } from "./es-US";
import type { HazardWords } from "./types";

export const HAZARD_WORDS: Readonly<Record<AppLocale, HazardWords>> = {
  "en-US": englishHazardWords,
  "es-US": spanishHazardWords,
};

export type { Concept, HazardWords } from "./types";
