import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 33 (scored once on the rules and layer of a79de3a, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // Water "bajando por la pared" or "por el techo": coming down through the house.
  ["el agua del baño de arriba está bajando por la pared de la cocina", "flooding"],
];

const lookAlikes = [
  // "No one feels sick", "nobody feels sick": the symptom denied.
  "nobody feels sick, but the co detector chirps once every minute, battery?",
  // A chirp for a battery that "ya está baja", with no smoke.
  "la alarma de humo está chillando, creo que la pila ya está baja, no hay humo ni nada",
  // A brief whiff of gas as the stove clicks and lights, or "un ratito" that goes away.
  "is it normal to smell a little whiff of gas when the stove clicks and lights?",
  "la estufa huele a gas un ratito cuando la prendo y después se quita, es normal?",
  // Smoke going up the chimney as it should.
  "el humo sale bien por la chimenea, cada cuánto la limpio?",
];

describe("triage after round 33", () => {
  itReadsTheTable(hazards, lookAlikes);
});
