import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import type { HazardId } from "@/lib/emergency/hazards";
import { ruleTriage, triageMessage } from "@/lib/emergency/triage";

// A hazard word used as a figure of speech (round 13's new family of false alarms): said of a team, a song, a budget,
// a win or an angry boss, or of what fills a phone or a room. The rules give a calm note, not the card.
const figures: [string, HazardId][] = [
  ["my phone is literally on fire with messages from the HOA about the fence lol", "fire"],
  ["my phone has been on fire all morning with notifications", "fire"],
  ["my kid's team is on fire this season lol, anyway how do I install a basketball hoop?", "fire"],
  ["mi jefe está que echa humo porque no terminé el reporte, jajaja", "fire"],
  ["mi hijo dice que su cuarto es una inundación de juguetes jaja", "flooding"],
  ["my son dice que su gaming PC está on fire porque ganó todas las partidas jaja", "fire"],
];

// Slang praise of a song or a dish ("is fire"): no hazard named, so no card and no note.
const praised: string[] = ["mi hija dice que su nueva canción is fire jaja", "this new album is straight fire, anyway how do I wire a three-way switch"];

// A device or a place literally burning is a fire, whatever else the message says.
const literal: [string, HazardId][] = [
  ["the phone is on fire", "fire"],
  ["my phone is on fire", "fire"],
  ["mi celular está echando humo", "fire"],
  ["the charger is on fire", "fire"],
  ["the team room is on fire", "fire"],
  ["my kid's toys are on fire", "fire"],
  ["el enchufe está que echa humo", "fire"],
  ["my phone is on fire with messages and the charger is smoking", "fire"],
  ["el cuarto se inundó de juguetes y agua", "flooding"],
];

describe("a hazard word used as a figure of speech", () => {
  it.each(figures)("is a calm note from the rules: %s", (text, kind) => {
    const ruled = ruleTriage(text);
    expect(ruled.cards).toEqual([]);
    expect(ruled.notes).toContain(kind);
  });

  it.each(praised)("slang praise is no hazard: %s", (text) => {
    expect(ruleTriage(text)).toEqual({ cards: [], notes: [] });
  });

  describe.each(locales)("on the %s page", (page) => {
    it.each(figures)("brings no card: %s", (text) => {
      expect(triageMessage(text, page).hazards).toEqual([]);
    });

    it.each(literal)("keeps the card when it is literal: %s", (text, kind) => {
      expect(triageMessage(text, page).hazards).toContain(kind);
    });
  });

  it("keeps the contractor a person, not an outlet: 'burned through my budget ... the contractor says'", () => {
    expect(ruleTriage("Burned through my budget on this kitchen reno and now the contractor says the fire-rated drywall costs extra").cards).toEqual([]);
  });
});
