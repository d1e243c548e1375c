import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import type { HazardId } from "@/lib/emergency/hazards";
import { ruleTriage, triageMessage } from "@/lib/emergency/triage";

// Round 15 (held out, scored once, and it stays held out): five hazards got no card on either page. Their messages are
// not copied here; each idea the rules lacked is said another way, in both languages where it applies, and the rules
// alone must bring the card (the layer never saw round 15, and a rule that works does not lean on it). Each idea has
// harmless twins that stay calm.

// Sewage coming up or out of a tub, a toilet, a shower or a drain: the sewer is backing up into the home. (Any water
// coming *up* through a drain already had its card.)
const sewerBackingUp: [string, HazardId][] = [
  ["the sewer line clogged and sewage is coming out of the shower and the toilet", "flooding"],
  ["poop water is coming out of the basement drain and the shower", "flooding"],
  ["sewage is bubbling up out of the toilet and the bathtub", "flooding"],
  ["se tapó el drenaje principal y están saliendo aguas negras por la tina y el inodoro", "flooding"],
  ["se están regresando las aguas negras por la regadera", "flooding"],
  ["sale agua con popo por la regadera y el toilet", "flooding"],
  ["the main line backed up y hay sewage saliendo por la tina", "flooding"],
];

// Harmless twins: the same words, nothing happening (calm before and after).
const sewerLookAlikes = [
  "we had the sewer line scoped last month, any tips to keep it from backing up?",
  "the tub drains slowly, how do I clear it without chemicals?",
  "brown water came out of the bathtub faucet for a minute after the city flushed the hydrants",
  "¿cómo destapo el drenaje de la tina? el agua se queda estancada",
  "¿cada cuánto hay que limpiar la fosa de aguas negras?",
];

const hazards = [...sewerBackingUp];
const lookAlikes = [...sewerLookAlikes];

describe("round 15's hazards with no card, said another way", () => {
  it.each(hazards)("the rules alone bring the card: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  describe.each(locales)("on the %s page", (page) => {
    it.each(hazards)("gets its card: %s", (text, kind) => {
      expect(triageMessage(text, page).hazards).toContain(kind);
    });

    it.each(lookAlikes)("stays calm: %s", (text) => {
      expect(triageMessage(text, page).hazards).toEqual([]);
    });
  });
});
