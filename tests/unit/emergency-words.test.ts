import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import { HAZARD_WORDS } from "@/lib/emergency/words";
import { CONCEPTS } from "@/lib/emergency/words/types";

// The rule table reads concepts; each registered language must bring words for the ones that name hazards.
const hazardConcepts = CONCEPTS.filter((concept) => !["longAgo", "resolved", "rottenEgg", "co", "smokeAlarm", "powerline", "burntFood"].includes(concept));

describe("emergency triage words", () => {
  it.each(locales)("%s brings its own word lists for every hazard concept", (locale) => {
    const words = (HAZARD_WORDS as Partial<Record<string, (typeof HAZARD_WORDS)[keyof typeof HAZARD_WORDS]>>)[locale];
    expect(words).toBeDefined();
    const missing = hazardConcepts.filter((concept) => (words?.concepts[concept] ?? []).length === 0);
    expect(missing).toEqual([]);
    expect(words?.functionWords.length).toBeGreaterThanOrEqual(20);
  });

  it("has no word lists for a locale the site does not register", () => {
    expect(Object.keys(HAZARD_WORDS).sort()).toEqual([...locales].sort());
  });
});
