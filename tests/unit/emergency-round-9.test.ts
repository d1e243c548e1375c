import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The guards added after held-out round 9 (docs/safety-triage.md), each tried on phrasings that are not in any
// corpus, so the tests check the generalisation rather than the round's own sentences.

// A harmless cause named for the sign, with nothing else going on now: calm.
const harmlessCause: string[] = [
  "the hallway smells burnt, it's just the popcorn my son left in the microwave, how do I air it out?",
  "smells like something burning, oh it was the toast again, any tips for the smell in the curtains?",
  "olía a quemado en toda la casa pero eran las tortillas del comal, ¿cómo saco el olor?",
  "my husband has had a headache since monday but I think it's just allergies, what filter should I buy for the furnace?",
  "a mi suegra le duele la cabeza pero es la presión, ya fue al doctor. ¿cada cuánto se cambia el filtro del calentador?",
  "the gas company tech checked the basement and said there was no leak. the floor drain smells like eggs, how do I clean it?",
  "this place smells like a gas leak lol jk, it's the onions. what range hood vents outside?",
  "the whole street flooded last night but our home stayed dry, do we need a sump pump anyway?",
];

// Planning ahead, or asking whether something would be safe to do, with nothing happening now: calm.
const planning: string[] = [
  "is it ok to use a generator in the carport with the sides open? just planning for winter storms",
  "¿se puede poner la planta de luz en la cochera si dejo la puerta abierta? es para cuando se vaya la luz en el huracán",
  "hurricane next week, how should we prepare if the wires on our street come down?",
  "¿qué limpio en la secadora para que no haya un incendio?",
];

// The rest of round 9's look-alikes, said another way: calm.
const calm: string[] = [
  "my fleece jacket gives off tiny sparks when I pull it over my head at night, is the house wiring bad?",
  "the extension cord behind the tv is warm, not hot, is that ok?",
  "the cooktop igniter clicks and sparks but won't light the flame, what part do I order?",
  "el encendedor de la estufa truena pero no prende la flama, ¿qué refacción compro?",
  "looking for a smoke and co detector combo for the hallway, which brand?",
  "there's a brown water stain around the ceiling fan from an old leak the previous owner fixed, what primer covers it?",
  "el calentón de leña echa tantito humo cuando abro la puerta para echarle leña, ¿es normal?",
];

// Hazards happening now beside such a cause or plan: the card stays.
const stillNow: [string, HazardId][] = [
  ["it's not the toast, the wall behind the stove is smoking", "fire"],
  ["the generator is running in the garage and the kids are dizzy", "co"],
  ["la planta de luz está prendida dentro de la cochera y a mi hijo le duele la cabeza", "co"],
  ["I burned the toast but now there are flames coming out of the toaster", "fire"],
  ["the tortillas burned and now the smoke alarm won't stop and the kitchen is filling with smoke", "fire"],
  ["she says it's her blood pressure but the co alarm is going off right now", "co"],
  ["the gas company said no leak last week but now the whole kitchen smells like gas", "gas"],
  ["burnt toast smell and the floor is hot under my feet", "fire"],
  ["the cord was warm, now it's too hot to touch and smells like plastic", "hot-electrical"],
  // The round's misses, said another way.
  ["la válvula del tanque del asador está chiflando y huele feo", "gas"],
  ["el cargador del coche sigue conectado y el piso del garaje está lleno de agua", "water-electrical"],
  ["a limb tore the service drop off the house and the wires are hanging by the porch", "downed-line"],
  ["the bathroom switch throws little lightning bolts when I flip it", "sparking"],
];

describe("triage after held-out round 9", () => {
  it.each(harmlessCause)("harmless cause named: %s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  it.each(planning)("planning: %s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  it.each(calm)("look-alike: %s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  it.each(stillNow)("still now: %s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });
});

// After round 10 was scored: the harmless-cause guard calmed a whole message, so a second person's symptoms went
// unheard. Several people ill at once is CO's own sign, whatever cause is named for one of them.
describe("a cause named for one person's symptoms does not calm another's", () => {
  it.each([
    "my mom is dizzy but it's her blood pressure, and my husband is dizzy too, the furnace is on",
    "mi mamá está mareada pero es la presión, y mi esposo también está mareado y con dolor de cabeza, el calentador está prendido",
  ])("%s -> CO card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain("co");
  });

  it("one person's symptoms with their cause named stay a note", () => {
    for (const page of locales)
      expect(triageMessage("mi abuela se siente mareada pero es la presion, el doctor ya la vio. el CO detector va en el techo?", page).hazards).toEqual([]);
  });
});
