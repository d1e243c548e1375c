import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { ruleTriage } from "@/lib/emergency/triage";

// Round 16 (held out, scored once, and it stays held out): six hazards got no card on either page, and eight
// transformers failing got no line-down card. Their messages are
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

// Water coming into a room, told the English way ("coming into the basement", "taking on water"), as Spanish already was.
const waterComingIn: [string, HazardId][] = [
  ["the sump pump quit and water is pouring into the basement", "flooding"],
  ["our garage is taking on water from the storm", "flooding"],
  ["water keeps seeping into the crawlspace and it's getting deeper", "flooding"],
];

// The utility's transformer blown, burning, smoking or sparking: the line-down card (stay back, call the utility).
const transformerFailing: [string, HazardId][] = [
  ["the transformer up on the pole by the alley just blew and there are sparks", "downed-line"],
  ["smoke is pouring out of the transformer box in our front yard", "downed-line"],
  ["se quemó el transformador de la calle y está echando fuego", "downed-line"],
  ["el transformer de la esquina exploded y está sparking", "downed-line"],
];

const lookAlikes = [
  "which sump pump keeps water from getting into the basement best",
  "water gets into the garage when it rains hard, should i regrade",
  "the doorbell transformer is humming, do i need a new one",
  "my kid's science project is about how transformers work",
  "el transformador hace un zumbido leve todo el día, ¿es normal?",
  "el techo liqueaba el invierno pasado y ya lo arreglaron, cuanto cuesta revisarlo",
  "what pitcher filter removes the most lead",
  "cuanto cuesta una jarra electrica para hervir agua",
  "the sewer line got clogged two years ago, how often should we have it snaked",
  "se tapó el drenaje de la cocina, qué destapador compro",
];

describe("triage after round 16's hazards with no card", () => {
  it.each([...spanglishLeak, ...pitcherSpilled, ...sewerClogged, ...waterComingIn, ...transformerFailing])("brings the card: %s -> %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  it.each(lookAlikes)("stays calm: %s", (text) => {
    expect(ruleTriage(text).cards).toEqual([]);
  });
});
