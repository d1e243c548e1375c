import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 17 (held out, scored once, and it stays held out): thirteen hazards got no card on either page. Their messages
// are not copied here; each idea the rules lacked is said another way, and the rules alone must bring the card (the
// layer never saw round 17). Each idea has harmless twins that stay calm. The rules read a message the same on every
// page.

const hazards: [string, HazardId][] = [
  // A room of the home full of water, told as a state.
  ["came home and the whole basement is under water", "flooding"],
  ["the laundry room floor is covered in water and it keeps coming", "flooding"],
  ["la cocina está toda llena de agua, no sé de dónde sale", "flooding"],
  ["revisé el sótano y ya está cubierto de agua", "flooding"],
  // Chile's "rebalsa" and "el wc", water that reaches another room ("llega al pasillo").
  ["el wc se tapó, rebalsa y el agua ya llega al pasillo", "flooding"],
  // Dirty water coming out of a floor drain or a grate: the sewer backing up.
  ["está saliendo agua negra por la coladera del baño", "flooding"],
  ["se atoró el drenaje y está saliendo todo por la rejilla del patio", "flooding"],
  // A utility pole leaning: the power line's.
  ["the power pole out front is leaning over our driveway", "downed-line"],
  // A wire hanging by the back door: outside.
  ["the wire from the pole ripped off the house and is hanging by the back door", "downed-line"],
  ["se arrancó el cable y está colgando cerca de la puerta de enfrente", "downed-line"],
  // The detector named by what it does.
  ["the thingy that detects carbon monoxide is going off in the hallway", "co"],
  ["está pitando el aparatito que detecta el monóxido en la sala", "co"],
  // A calefón (the Southern Cone's gas water heater) with dizziness.
  ["cada vez que prendo el calefón me mareo y me duele la cabeza", "co"],
];

const lookAlikes = [
  "the tub is full of water and the drain is slow, what snake should i buy",
  "la tina está llena de agua para bañar al perro",
  "how tall are the power poles on our street",
  "the power pole in the alley has a bird nest on it, who do i call",
  "what's the little thingy that detects motion on the porch light called",
  "cuánto cuesta cambiar el calefón por uno eléctrico",
  "llego a la casa y hay un charquito en la cocina del perro",
];

describe("triage after round 17's hazards with no card", () => {
  itReadsTheTable(hazards, lookAlikes);
});
