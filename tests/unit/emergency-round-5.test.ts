import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The concepts added after held-out round 5 (docs/safety-triage.md), each tried on phrasings that are not in any
// corpus, so the tests check the generalisation rather than the round's own sentences.
const cards: [string, HazardId][] = [
  // Smouldering is burning now.
  ["the carpet under the lamp is smouldering", "fire"],
  ["my couch cushion is smoldering where the candle fell", "fire"],
  // Flames, in Spanish, in the plural.
  ["salen llamas del microondas", "fire"],
  ["hay llamas en el asador y no puedo apagarlas", "fire"],
  ["las llamas ya llegan al techo de la cocina", "fire"],
  ["veo llamas por la ventana del vecino, le llamas al 911?", "fire"],
  // Water reaching an appliance's electronics.
  ["water is dripping on the boiler circuit board", "water-electrical"],
  ["le cae agua a la tarjeta de control del calentador", "water-electrical"],
  // A wire or line lying on the ground, or low and rubbing a tree, said across two parts of the sentence.
  ["a cable is lying across the ground by the fence and buzzing", "downed-line"],
  ["the line is hanging low, almost touching the grass in the yard", "downed-line"],
  ["el alambre de la luz esta colgando, casi tocando el suelo del patio", "downed-line"],
];

// Fires in general named after a word of prevention, sparks made on purpose, a trimming question, dinner burnt
// and the alarm already silenced: nothing happening now, so no card.
const calm = [
  "what should I do to prevent chimney fires?",
  "que hago para prevenir incendios de la secadora?",
  // Alarmed on by the layer trained with round 12, calm since it also learned from round 13 (and again with round 24,
  // calm since round 25).
  "are fireworks sparks dangerous near the deck?",
  "los cohetes echan chispas, los puedo prender en el patio?",
  "la compañia de luz poda los arboles cerca de los cables?",
  "queme la cena y sono la alarma de humo, ya la apague",
  // "Llamas" as a call, not flames.
  "me llamas cuando llegue el electricista?",
];

describe("triage after held-out round 5", () => {
  it.each(cards)("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(calm)("%s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  // Safety first: a fire happening now, even said with a word of prevention, stays the card.
  it.each(["how do I prevent the fire from spreading to the garage", "como evito que el fuego se pase a la casa, ya hay humo"])("%s -> fire card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain("fire");
  });
});
