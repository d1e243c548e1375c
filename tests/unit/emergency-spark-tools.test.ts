import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import { ruleTriage, triageMessage } from "@/lib/emergency/triage";

// Tools and gadgets that throw sparks by design (a bug zapper, an electric fence, a Tesla coil, a grinder in either
// language) get a calm note from the rules; a device beside them that sparks keeps the card.
const sparksByDesign = [
  "la cerca electrica del rancho echa chispas cuando la toca el pasto",
  "my kid's tesla coil makes purple sparks, is it safe on the desk?",
  "el mata mosquitos del patio echa chispitas toda la noche",
  "la esmeriladora saca muchas chispas cuando corto fierro",
];

const sparkingDevices = ["the outlet next to the bug zapper is sparking", "sale chispas del enchufe donde conecto la pulidora"];

describe("sparks made by a tool or gadget", () => {
  it.each(sparksByDesign)("the rules give no card: %s", (text) => {
    expect(ruleTriage(text).cards).toEqual([]);
  });

  describe.each(locales)("on the %s page", (page) => {
    it.each(sparkingDevices)("a device sparking beside one keeps the card: %s", (text) => {
      expect(triageMessage(text, page).hazards).toContain("sparking");
    });
  });
});
