import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 34 (scored once on the rules and layer of c5c8faf, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // Gas "still pouring out" once the flame blew out; a "bombona" (a gas cylinder) that "se está saliendo".
  ["the pilot went out and gas is still pouring out of the oven", "gas"],
  ["la bombona del calentador se está saliendo en el cuarto", "gas"],
  // The utility's line sparking at the pole.
  ["el cable del poste hace chispas y truena", "downed-line"],
  // Snow melt is water (a guard: this spelling already read as water; "the snow melt is coming through the ceiling" did not).
  ["snow melt is leaking through the ceiling onto the fuse box", "water-electrical"],
  // A smell of rotten eggs with someone ill: CO as well as gas.
  ["it smells like rotten eggs in the house and my husband is dizzy", "co"],
  // An appliance smoking with a smell of burnt plastic.
  ["the freezer in the basement is smoking and smells like burnt plastic", "hot-electrical"],
];

const lookAlikes = [
  // A child's temper, debts or tears told as sparks or a flood; a fire drill.
  "mi nena echa chispas cuando le quitan el celular jaja",
  "estoy con una inundación de deudas este mes",
  "se me inundaron los ojos en la graduación de mi hijo",
  "hoy hubo simulacro de incendio en el trabajo, qué hago con los niños si pasa de verdad",
  // A smoke alarm set off by someone's shower; a detector beeping "because of the battery"; toast burnt with "nothing's
  // on fire".
  "the smoke alarm goes off whenever somebody takes a shower, can I move it",
  "the co detector beeps because of the battery, nobody is sick",
  "my son burnt the toast, the smoke alarm went off but nothing's on fire",
];

describe("triage after round 34", () => {
  itReadsTheTable(hazards, lookAlikes);
});
