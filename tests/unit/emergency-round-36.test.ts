import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 36 (scored once on the rules and layer of 495a526, then tuned on), and every scored round read again: the
// round's messages are not copied here; each idea the rules lacked is said another way, and the rules alone must bring
// the card or stay calm.

const hazards: [string, HazardId][] = [
  // A head that spins near a fuel appliance; a headache "mucho" with smoke pushed back inside.
  ["the boiler vent came loose and my head is spinning", "co"],
  ["la chimenea no jala, el humo se mete y a los niños les duele mucho la cabeza", "co"],
  // A toilet sending sewage back ("regresa").
  ["el excusado regresa agua negra y ya llegó al cuarto", "flooding"],
  // Sparks from the top of a pole; a branch touching the lines and flashing; lines down on the block.
  ["theres sparks coming off the top of the power pole out front", "downed-line"],
  ["a branch is touching the wires and making blue flashes", "downed-line"],
  ["the lines are down across our driveway after the storm", "downed-line"],
  // A person who got a shock is shocked, not angry.
  ["my husband got a shock from the dryer door", "sparking"],
  // Water spreading to a storage room.
  ["the washer hose is leaking and the water is spreading to the laundry room", "flooding"],
  // A shock from an electric stove, and a burning smell behind it.
  ["la estufa eléctrica da toques y huele a quemado por detrás", "hot-electrical"],
  // A room flooding and an outlet sparking in the water, then a question.
  ["el cuarto se está inundando y el contacto echa chispas en el agua, nos subimos?", "water-electrical"],
  // Flooding beside water on power, which the retrained layer no longer brought: water coming into a room and reaching
  // the outlets, coming down through a light, covering an outlet; a small room filled with water.
  ["se está metiendo el agua al garaje y ya llega a la regleta", "flooding"],
  ["el agua baja por la lámpara del pasillo", "flooding"],
  ["el agua ya cubrió el contacto de la pared del sótano", "flooding"],
  ["el cuartito de la lavadora se llenó de agua", "flooding"],
];

const lookAlikes = [
  // A professional on site now, fixing what happened.
  "the electrician is here now replacing the outlet that sparked this morning, do I need to stay home",
  "el plomero ya está aquí arreglando el tubo que se reventó anoche, cuánto tarda",
  // An alarm tested with its button, a detector at the end of its life that beeps.
  "I held the test button and the co alarm went off, then it stopped, is that how it works",
  "el detector de monóxido ya está vencido y pita, dónde compro otro",
  // A headache from the night shift, a home with no gas, a CO level of zero.
  "I get headaches but i think its the night shift, anyway how do I clean the dryer vent",
  "the tech checked the furnace and said the co levels are zero",
  // A song on fire; beans; the water alone smelling of eggs.
  "esa canción está fuego jaja, cómo pinto la puerta",
  "my husband ate a whole pot of beans and the bedroom smells like rotten eggs lol",
  "the water from our well smells like rotten eggs, do we need a filter",
  // A drizzle ("está chispeando"); nothing happened today; plugging a fish tank in.
  "está chispeando afuera, ¿pinto la cerca mañana?",
  "es normal una chispita cuando desconecto la plancha? no pasó nada hoy",
  "can I plug the aquarium pump into the power strip",
  // Lines put back up; a flame named in another part; "never again"; when I was little; a player on fire.
  "the utility put the line back up and the power is on, do I reset the breakers",
  "the pilot light is lit and blue, flame looks even, is that normal?",
  "the plug sparked once when I pulled it, never again, is the outlet ok?",
  "cuando era chiquita vi un enchufe echar chispas en la casa de mi abuela, cómo sé si los míos están bien",
  "our point guard was on fire last night, 30 points",
];

describe("triage after round 36", () => {
  itReadsTheTable(hazards, lookAlikes);
});
