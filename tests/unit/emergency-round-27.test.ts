import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 27 (scored once on the rules and layer of 9c572e3, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // The weatherhead torn off: the service is down.
  ["the weatherhead on the trailer got bent over by the wind and wires are hanging out of it", "downed-line"],
  // Water coming in and spreading, named in an earlier sentence; "spreading" is not "streaming".
  ["It's raining hard and the yard filled up with water. Now it's coming in the back door and spreading across the kitchen.", "flooding"],
  // A wire that broke, lying on a roof.
  ["a wire broke off the pole y quedó sobre el techo de la cochera", "downed-line"],
  // An outdoor outlet sparking in the rain, in Spanish.
  ["el tomacorriente del patio saca chispas con el aguacero", "water-electrical"],
  // Water come in from the ceiling, with a small slip of grammar.
  ["Water come in from the ceiling in bedroom very much, bucket full every hour", "flooding"],
  // Water that keeps coming after an overflow.
  ["el lavamanos se desbordó y el agua sigue saliendo aunque cerré la llave", "flooding"],
  // Smoke coming out of a vent now, after a repair last week.
  ["they replaced the dryer motor last month, tonight smoke is coming out of the vent and it smells burnt", "fire"],
  // Kinds the layer brought on its own before retraining on round 27, which the rules now read: "gaas", a basement
  // filling, water all over a room's floor, a pop with a flash.
  ["i smell gaas in the hallway", "gas"],
  ["the basement is filling, the sump pump quit", "flooding"],
  ["the tub overflowed and water is all over the bathroom floor now", "flooding"],
  ["the plug by the microwave made a loud pop with a flash", "sparking"],
];

const lookAlikes = [
  // Sparks everywhere from a grinder or a welder are work; everywhere is not water.
  "mi hermano estaba soldando la reja y salían chispas por todas partes, ya terminó",
  // A smell explained; a typo fix that turned boiled eggs into a boiler.
  "the sulfur smell in the pantry turned out to be a carton of boiled eggs gone bad, tossed it",
  // A figure: a team, a DJ, a bill; a spark of hope; a person with chispa; angry smoke.
  "our quarterback was on fire in the second half",
  "la boda estuvo on fire, el DJ no paró",
  "the electric bill is scorching with the AC running all day",
  "that email gave me a spark of hope",
  "mi sobrina tiene mucha chispa para el baile",
  "ando que echo humo del coraje con el casero",
  // Hair bangs, candles lit on purpose, a flame gone out on an empty tank.
  "the flat iron singed my bangs a little",
  "can we light candles on the balcony or does the hoa say no open flame",
  "the flame went out on the patio heater because the propane tank is empty, where do I exchange it",
  // Smoking meat and roasting coffee on a comal.
  "the smoker is putting out a lot of white smoke, is that ok for the ribs?",
  "estoy tostando café en el comal y huele a quemado rico",
  // A street that floods every time it rains; a relative's home in another country.
  "the road floods every time it rains but never reaches the yard",
  "la calle se inunda siempre que llueve pero no pasa de la banqueta",
  "my aunt in Guatemala says her wires get hot, what does an electrician cost back home?",
  // A dizzy spell and a pill: "pastilla" is not "parrilla" (a grill, which burns fuel).
  "me dio un mareo y ya me tomé la pastilla de la presión",
];

describe("triage after round 27", () => {
  itReadsTheTable(hazards, lookAlikes);
});
