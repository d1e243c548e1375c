import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 24 (scored once on the rules and layer of c60f2a6, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card.

const hazards: [string, HazardId][] = [
  // A detector showing a number: a CO reading.
  ["the detector in the hall is beeping and shows 85 on the screen", "co"],
  ["la alarma marca 120 y no para de sonar", "co"],
  // A chimney that caught inside.
  ["la chimenea suena como un tren, se prendió por dentro", "fire"],
  // A light or a fan flashing and crackling.
  ["the light over the sink keeps flashing and buzzing where it meets the ceiling", "sparking"],
  // Rain falling inside a room.
  ["the toilet upstairs overflowed and now it's raining in our living room", "flooding"],
  ["se tapó el inodoro del vecino de arriba y está lloviendo en mi baño", "flooding"],
  // "Water's" coming in at a door.
  ["the river came up overnight and water's coming in the back door now", "flooding"],
];

const lookAlikes = [
  // A number that is no reading; rain outside.
  "the detector says 10 years on the back, when do I replace it?",
  "it's raining in my city all week, how do I keep the gutters clear?",
];

describe("triage after round 24", () => {
  itReadsTheTable(hazards, lookAlikes);
});
