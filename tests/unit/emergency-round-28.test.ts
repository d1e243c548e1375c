import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 28 (scored once on the rules and layer of b3c44bf, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // "Ay no" is an exclamation, not a denial.
  ["AY NO HUELE A GAS EN LA COCINA", "gas"],
  // A fire sprinkler is a water pipe: burst, it floods (not a fire).
  ["el fire sprinkler del pasillo se rompió y está echando agua", "flooding"],
  // A tank "soltando gas".
  ["el tanque de propano de la parrilla está soltando gas por la válvula", "gas"],
  // A calentón standing in water and on.
  ["el calentón está parado en el agua del piso y está prendido", "water-electrical"],
  // An outlet that "let out a flash", in a clause that also says when.
  ["the outlet let out a flash and a pop when I plugged in the toaster", "sparking"],
  // Kinds the layer brought on its own before retraining on round 28, which the rules now read: smoke coming into my
  // apartment (a place, so not a neighbour's temper), four beeps (the CO alarm's pattern, whatever the batteries), a
  // basement that keeps filling.
  ["la vecina del lado tiene humo saliendo por la puerta y ya se mete a mi apartamento", "fire"],
  ["el detector de monóxido pita cuatro veces y para, y vuelve, ya le cambié las pilas", "co"],
  ["el sótano sigue llenándose de agua y la bomba no prende", "flooding"],
];

const lookAlikes = [
  // A downed line that crews fixed, with the power back ("volvió la luz" is not "again").
  "PG&E fixed the downed line on our road this morning, do I need to reset the breakers?",
  "ya arreglaron los cables caídos de la calle y volvió la luz, ¿reseteo algo?",
  // Sparks between two people; burnt corn and concón are cooking.
  "hubo chispas entre los protagonistas de la novela jaja",
  "se me pegó el concón y olía a quemao, ya lo boté",
  "se me quemó el elote en el grill y huele a quemado, ya lo quité",
];

describe("triage after round 28", () => {
  itReadsTheTable(hazards, lookAlikes);
});
