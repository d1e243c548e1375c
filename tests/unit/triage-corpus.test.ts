import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import { HAZARDS } from "@/lib/emergency/hazards";

import { MESSAGE_LANGUAGES, readCorpus, scoreCorpus } from "../triage/score";

// The whole dev corpus (tests/triage/corpus/dev), on every page language: every hazard brings its card and no
// look-alike brings one. The held-out rounds are scored by `npm run eval:triage`, never here.
const corpus = readCorpus("tests/triage/corpus/dev");
const score = scoreCorpus(corpus);
const describeOutcome = ({ message, page, found }: (typeof score.outcomes)[number]) =>
  `${message.id} [${message.lang} on ${page}] expected ${message.kinds.join("+") || "none"}, got ${found.join("+") || "none"}: ${message.text}`;

describe("the dev triage corpus", () => {
  it("has at least 400 hazards and 300 look-alikes, in every kind and message language", () => {
    const hazards = corpus.filter((message) => message.kinds.length > 0);
    expect(hazards.length).toBeGreaterThanOrEqual(400);
    expect(corpus.length - hazards.length).toBeGreaterThanOrEqual(300);
    for (const kind of HAZARDS) {
      for (const lang of MESSAGE_LANGUAGES) {
        expect([kind, lang, hazards.filter((message) => message.kinds.includes(kind) && message.lang === lang).length >= 4]).toEqual([kind, lang, true]);
        expect([kind, lang, corpus.filter((message) => message.resembles === kind && message.lang === lang).length >= 2]).toEqual([kind, lang, true]);
      }
    }
  });

  it.each(locales)("catches every hazard on the %s page", (page) => {
    expect(score.misses.filter((outcome) => outcome.page === page).map(describeOutcome)).toEqual([]);
  });

  it.each(locales)("shows no card for any look-alike on the %s page", (page) => {
    expect(score.falseAlarms.filter((outcome) => outcome.page === page).map(describeOutcome)).toEqual([]);
  });
});
