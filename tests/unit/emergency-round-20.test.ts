import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 20 (scored once on the rules and layer of 3e8e58e, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card. Look-alikes of the new
// phrases stay calm.

const hazards: [string, HazardId][] = [
  // "Not the smoke one, the other one": the CO detector.
  ["the alarm by the boiler is going off, not the smoke one, the other one", "co"],
  // The Christmas tree that "se prendió".
  ["se prendió el árbol de navidad en la sala", "fire"],
  // Water running down the stairs; a room's floor inches deep; water entering from the street; "full of agua".
  ["water is pouring down the stairs from the upstairs bathroom", "flooding"],
  ["the laundry room floor is two inches deep", "flooding"],
  ["the water enter into my house from the street", "flooding"],
  ["the basement is full of agua", "flooding"],
  // The toilet overflowing, in Spanish words, while it goes on.
  ["el inodoro se está desbordando y ya llegó al pasillo", "flooding"],
  // "La cosa gris del poste" that exploded; a cracked pole leaning.
  ["la cosa gris del poste explotó y ahora gotea aceite", "downed-line"],
  ["el poste de la esquina está rajado y se está inclinando hacia la casa", "downed-line"],
  // Water on the "llave de luz" (Peru's light switch) or into a fluorescent light.
  ["cae agua del techo sobre la llave de luz del pasillo", "water-electrical"],
  ["está cayendo agua dentro del fluorescente del baño", "water-electrical"],
  // A hiss told as "a tire losing air" from the gas pipe, with a stink.
  ["it sounds like a tire losing air at the gas pipe behind the dryer and it stinks", "gas"],
];

const lookAlikes = [
  "como destapo el inodoro que casi se desborda",
  "my inbox got a flood of spam, what caulk do i need for a tub",
  "the sky looked like it was on fire at sunset, how do i fix a sticky window",
  "my son's video game has a level where the kitchen floods, he wants a sump pump for real lol",
  "kidde or first alert co detector, which one is better",
  "tengo la cabeza inundada de pendientes, cómo destapo la coladera",
  "tengo la boca en llamas por el ají jaja, necesito un gasfitero",
  "la chispa entre mi esposo y yo sigue viva jaja, ¿cómo cambio un foco?",
];

describe("triage after round 20", () => {
  itReadsTheTable(hazards, lookAlikes);
});
