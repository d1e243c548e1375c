import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 23 (scored once on the rules and layer of f327278, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card.

const hazards: [string, HazardId][] = [
  // Water coming in at a door.
  ["water from the street is up to the porch steps and it's starting to come in the front door", "flooding"],
  ["el agua de la calle ya llegó al porche, se está metiendo por la puerta de enfrente", "flooding"],
  // Water measured in inches or centimetres.
  ["se apagó la bomba y ya tenemos agua como de ocho centímetros en el sótano", "flooding"],
  // A drink spilled on something still plugged in.
  ["my daughter knocked over her juice onto the surge protector and it's all still plugged in", "water-electrical"],
  ["se le cayó el refresco al enchufe de la computadora y todo sigue conectado", "water-electrical"],
  // Sparkles told of an outlet or a plug.
  ["the outlet in the kitchen sparkled when I plugged the kettle in, it's black now", "sparking"],
  ["I saw sparkles coming out of the plug of the dryer just now", "sparking"],
  // Dry is over only for water that was wiped up: still wet, wet again or sparking now keeps the card, and grass
  // dried out over a gas line is a sign of the leak.
  ["the outlet got wet yesterday, I dried it but now it's sparking", "sparking"],
  ["el pasto encima del tubo del gas se secó en una raya y huele a huevo podrido", "gas"],
  // "Has" for gas after "huele a".
  ["huele a has en la cocina y no se de donde viene", "gas"],
  // A rag that caught and reached the cabinet.
  ["el trapo se prendió y ya agarró la alacena", "fire"],
];

const lookAlikes = [
  // A spill told without anything still on stays as it was: a past question.
  "spilled coffee on the power strip yesterday, unplugged it and dried it, can I use it again?",
  // Water that was wiped up and is dry now, in either language.
  "yesterday the dog tipped his water bowl by the power strip, I unplugged it and dried everything, can I plug it in?",
  "ayer se mojó el contacto del baño con la regadera, ya se secó y el GFCI funciona bien, le pongo tapa?",
  "the basement flooded last spring, a company dried it all out, how do I check for mold?",
  // Glitter sparkles; a wide puddle is no depth.
  "my daughter's slime has sparkles in it and it got on the carpet",
];

describe("triage after round 23", () => {
  itReadsTheTable(hazards, lookAlikes);
});
