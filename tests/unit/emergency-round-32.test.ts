import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { calmableKinds, ruleTriage } from "@/lib/emergency/triage";

import { itReadsTheTable } from "../triage/rules-table";

// Round 32 (scored once on the rules and layer of 485b018, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // The Southern Cone's words for the home: a "garrafa" (a propane bottle) or a "termotanque" that "pierde", "una
  // pérdida de gas"; "olemos gas".
  ["la garrafa de la parrilla está perdiendo, se siente el olor en todo el patio", "gas"],
  ["hay una pérdida de gas en el termotanque del baño", "gas"],
  ["olemos gas fuerte en el pasillo del edificio", "gas"],
  // A gas line torn loose, and gas burning at a valve, a hose or a regulator: a leak as well as a fire.
  ["the tornado ripped the propane line loose under the trailer", "gas"],
  ["the propane hose caught fire right at the regulator", "gas"],
  ["la garrafa se prendió fuego en la válvula", "gas"],
  // Furniture alight ("se prendió la cómoda"), soot alight in a stove's pipe, grass lit by a fallen line.
  ["se prendió la cómoda del cuarto por una vela", "fire"],
  ["el caño de la salamandra está al rojo y se prendió el hollín", "fire"],
  ["se cayó el cable de la luz y prendió el pasto del fondo", "fire"],
  // "La zapatilla" beside an electrical sign is a power strip; "la térmica" and "el breca" are breakers.
  ["la zapatilla de la tele se derritió y sale humo", "hot-electrical"],
  ["la térmica saltó y tiró chispas, ahora huele a quemado", "hot-electrical"],
  ["se botó el breca, echó chispas and now it smells like burning", "hot-electrical"],
  // A salamandra (a room heater) pushing smoke in, and someone dizzy.
  ["la salamandra de mi abuela está tirando humo para adentro y ella está mareada", "co"],
  // A line down: a wire that ripped the meter off the house, a tree or a limb lying on the lines, lines coming down, a
  // wire fallen on the car.
  ["the line from the pole yanked our meter clean off the house", "downed-line"],
  ["una rama está sobre los cables de la luz", "downed-line"],
  ["a wire fell onto the gas tank by the shed", "downed-line"],
  // A sink's or a toilet's water line is a pipe; water that "sigue subiendo" is rising.
  ["the fridge line se rompió, can't shut it off", "flooding"],
  ["el agua ya tapó el enchufe de la lavadora y sigue subiendo", "flooding"],
  // A pop and a flash from an outlet; punctuation said to voice dictation.
  ["the outlet made a popping sound and a flash", "sparking"],
  ["the switch made a popping noise and a flash period what should I do", "sparking"],
  // A breaker sparking by the panel, asked "is that normal?".
  ["el breaker está soltando chispas cada vez que prende el aire, se ve por la tapa del panel, es normal?", "sparking"],
];

const lookAlikes = [
  // A phone or a chat flooded with messages; a person who "anda que echa lumbre".
  "my daughter flooded the group chat with birthday pics lol",
  "mi suegra anda que echa lumbre porque llegamos tarde",
  // Food burnt again: how often, not a fire now.
  "burnt the rice again, the kitchen smells smoky, how do I get it out of the curtains",
  // A whiff of gas as the burner lights, asked "is it normal?".
  "is it normal to smell a tiny whiff of gas right as the oven lights?",
  "es normal que huela poquito a gas cuando prendo el horno y luego se quita?",
  // Food burnt, a smell left in the curtains, a fire in the stove working as it should, a smoke alarm set off by the
  // shower's steam or the grill, a fire in a country far away on the news.
  "my mom burned the galletas y la cocina huele a quemado, how do I get the smell out",
  "la chimenea anda bien, hay un fuego rico, pero queda olor a humo en las cortinas",
  "we have a fire in the wood stove and it's working great, why does the glass turn black",
  "el detector de humo suena cada vez que me baño por el vapor, qué hago",
  "the smoke alarm goes off every time we grill on the patio, can I move it",
  "en la tele pasan los incendios en australia, cómo hago un plan de escape",
  // Guards, calm before this round too: shoes are not a power strip, a water jug is not a propane bottle, "a punto de" is not a dictated full stop.
  "las zapatillas de mi hijo se mojaron con la lluvia, cómo las seco?",
  "la garrafa de agua del dispenser gotea un poquito",
  "estamos a punto de cambiar el calentador, cuál me recomiendan",
  // A price that gives a shock, at the panel (a guard for the breaker above).
  "the electrician's price for a new panel gave me a shock haha, is that normal for a 200 amp upgrade?",
];

describe("triage after round 32", () => {
  itReadsTheTable(hazards, lookAlikes);

  // A controlled or prescribed burn is a fire made on purpose far away: a context that lets the layer calm the card
  // when it finds no support (triage.ts, calmableKinds).
  it.each(["they're doing a prescribed burn on the ridge and there's smoke in the sky", "el vecino hace una quema controlada y se ve el humo desde la casa"])(
    "a card the layer may calm, or a note (the rules' own since round 38): %s",
    (text) => {
      const { cards, notes } = ruleTriage(text);
      expect([...cards, ...notes]).toContain("fire");
      expect(calmableKinds(text, cards)).toEqual(cards);
    },
  );
});
