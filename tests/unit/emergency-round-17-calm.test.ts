import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { calmableKinds, ruleTriage } from "@/lib/emergency/triage";

// Round 17's false alarms, tuned on after it was scored. Their messages are not copied here; each idea is said another
// way. The rules read a message the same on every page.

// Contexts the layer must agree with (calmableKinds): a dream told, insurance or an inspection report.
const calmingContexts: [string, HazardId][] = [
  ["i had a nightmare that the kitchen was on fire, how often should i test the smoke alarms", "fire"],
  ["soñé que se inundaba el sótano, ¿conviene poner una bomba?", "flooding"],
  ["the home inspection report says there were signs of arcing at the panel, the seller fixed it, do i need anything else", "sparking"],
  ["my insurance claim for the burst pipe got approved, which contractor should i hire", "flooding"],
  ["¿mi aseguranza cubre si se incendia la cocina?", "fire"],
];

// Told as a story or a video about a hazard, somewhere else: a calm note from the rules.
const storiesElsewhere: [string, HazardId][] = [
  ["saw a youtube video about gas leaks, so scary", "gas"],
  ["estamos viendo una película de incendios con los niños", "fire"],
  ["mi mamá vio en el noticiero que se inundaron unas casas en Texas", "flooding"],
];

// "The other day", "la otra vez": past.
const otherDay: [string, HazardId][] = [["the outlet in the laundry got wet the other day, the electrician swapped it, all good now", "water-electrical"]];

// Still cards: a dream or a video beside something here now, insurance beside water pouring, "es seguro" (is it safe).
const stillHazards: [string, HazardId][] = [
  ["i had a dream about a fire and now i actually smell smoke in the hallway", "fire"],
  ["a video on my phone shows sparks coming out of our outlet right now", "sparking"],
  ["my insurance agent is here and water is pouring through the ceiling", "flooding"],
  ["huele a gas en la cocina, ¿es seguro quedarnos?", "gas"],
  ["the other day the outlet sparked and now it's sparking again", "sparking"],
];

describe("triage after round 17's false alarms", () => {
  it.each(calmingContexts)("a calming context: %s", (text, kind) => {
    expect(calmableKinds(text, [kind])).toContain(kind);
  });

  it.each([...storiesElsewhere, ...otherDay])("a calm note, no card: %s", (text, kind) => {
    const { cards, notes } = ruleTriage(text);
    expect(cards).not.toContain(kind);
    expect(notes).toContain(kind);
  });

  it.each(stillHazards)("keeps the card: %s", (text, kind) => {
    const { cards } = ruleTriage(text);
    expect(cards).toContain(kind);
    expect(calmableKinds(text, cards)).not.toContain(kind);
  });
});
