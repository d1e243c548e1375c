import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 22 (scored once on the rules and layer of c0225f2, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card.

const hazards: [string, HazardId][] = [
  // A hedge, bushes or mulch "is burning".
  ["the bushes by the garage are burning", "fire"],
  // The transformer "haciendo boom".
  ["el transformer de la calle está haciendo boom y se fue la luz", "downed-line"],
  // A bonfire that jumped to the grass or is spreading toward the house.
  ["la fogata saltó al zacate y se está extendiendo hacia la casa", "fire"],
  // Water coming out from under the door.
  ["mi hijo dice que está saliendo agua por debajo de la puerta del baño", "flooding"],
  // A voltage regulator (a power strip) with water on it.
  ["se derramó el agua sobre el regulador de voltaje del televisor", "water-electrical"],
  // Water that keeps going up.
  ["the sump pump died and the water keeps going up", "flooding"],
];

// "Que va a la casa" (the line to the house) is no fire going toward it.
const lookAlikes = ["cuánto cuesta mover el cable que va a la casa"];

describe("triage after round 22", () => {
  itReadsTheTable(hazards, lookAlikes);
});
