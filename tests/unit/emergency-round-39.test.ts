import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 39 (scored once on the rules and layer of 016432c, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // Water all over a room after a line let go; a pipe that keeps throwing water.
  ["the dishwasher line came off y hay agua en toda la cocina", "flooding"],
  ["el tubo del baño sigue echando agua y no cierra la llave", "flooding"],
  // Putting out a fire is still a fire.
  ["how do I put out a fire in the oven", "fire"],
];

const lookAlikes = [
  // A professional at work now, in more words and places: drying, swapping, pulling; out front; "the plumber's here".
  "the electrician is here right now drying the outlets after the tub overflowed, he turned the breaker off",
  "the tech is here swapping the melted outlet in the kitchen, should I have him check the panel too?",
  "Entergy crew is out front right now fixing the line that fell in the storm, when will the power be back?",
  "plumber's here now fixing the pipe that burst, how long before we can shower?",
  // A fire the firefighters put out, now gone; the fire is out.
  "los bomberos apagaron el fuego de la secadora y ya se fueron, cómo limpio el hollín?",
  "the firefighters left, they said the fire in the chimney was out, how do I clean the soot?",
  // Eggs boiling named as the smell.
  "la casa huele a huevo podrido porque estamos hirviendo huevos para la ensalada jaja",
];

describe("triage after round 39", () => {
  itReadsTheTable(hazards, lookAlikes);
});
