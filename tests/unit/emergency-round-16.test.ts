import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { ruleTriage } from "@/lib/emergency/triage";

// Round 16 (held out, scored once, and it stays held out): six hazards got no card on either page. Their messages are
// not copied here; each idea the rules lacked is said another way, and the rules alone must bring the card (the layer
// never saw round 16). Each idea has harmless twins that stay calm. The rules read a message the same on every page.

// "Liquear" (Spanglish, to leak) is water: a roof leaking over an outlet is water on a device.
const spanglishLeak: [string, HazardId][] = [
  ["el techo del cuarto esta liqueando encima del enchufe", "water-electrical"],
  ["está liqueando agua por la lampara del pasillo", "water-electrical"],
];

// A pitcher or a jug of water spilled onto something plugged in.
const pitcherSpilled: [string, HazardId][] = [
  ["my toddler dumped a pitcher onto the power strip and everything is still plugged in", "water-electrical"],
  ["se le cayó la jarra encima del calentador y sigue enchufado", "water-electrical"],
];

// The sewer or the main line clogged and something coming up through a tub, a shower or a toilet, the water unnamed.
const sewerClogged: [string, HazardId][] = [
  ["the sewer line is clogged and now it's backing up into the bathtub", "flooding"],
  ["main drain got clogged and stuff is coming up out of the shower", "flooding"],
  ["se atoró el drenaje y está subiendo por el inodoro", "flooding"],
  ["la cloaca está tapada y está saliendo por la ducha", "flooding"],
  ["el sewer está clogged y está coming up en la tina", "flooding"],
];

const lookAlikes = [
  "el techo liqueaba el invierno pasado y ya lo arreglaron, cuanto cuesta revisarlo",
  "what pitcher filter removes the most lead",
  "cuanto cuesta una jarra electrica para hervir agua",
  "the sewer line got clogged two years ago, how often should we have it snaked",
  "se tapó el drenaje de la cocina, qué destapador compro",
];

describe("triage after round 16's hazards with no card", () => {
  it.each([...spanglishLeak, ...pitcherSpilled, ...sewerClogged])("brings the card: %s -> %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  it.each(lookAlikes)("stays calm: %s", (text) => {
    expect(ruleTriage(text).cards).toEqual([]);
  });
});
