import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 25 (scored once on the rules and layer of 1c81675, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card.

const hazards: [string, HazardId][] = [
  // A grill's tank is a propane tank.
  ["the bbq tank by the back door is hissing and leaking, smells awful", "gas"],
  // A detector that "marque" a number.
  ["el detector del pasillo marcó 60 y está pitando", "co"],
];

const lookAlikes = [
  // A grill tank with nothing wrong.
  "where can I refill my grill tank on a sunday?",
];

describe("triage after round 25", () => {
  itReadsTheTable(hazards, lookAlikes);
});
