import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The concepts generalised after held-out round 7 (docs/safety-triage.md), each tried on phrasings that are not in
// any corpus, so the tests check the generalisation rather than the round's own sentences.
const cards: [string, HazardId][] = [
  // CO known by its signs: a detector's peak memory, an alarm going off wherever it is moved, someone who cannot be
  // woken near a fuel appliance, a household ill at home and better away from it.
  ["the kidde detector showed peak 142 when I checked it this morning", "co"],
  ["el detector marca pico de 95 aunque ya no suena", "co"],
  ["we moved the detector to the hallway and it went off in there too", "co"],
  ["la alarma suena en todos los cuartos donde la pongo", "co"],
  ["we cannot even wake my sister, the furnace was making a weird noise", "co"],
  ["all of us have been flu-ish for a week, the furnace is old", "co"],
  ["we always feel better when we leave the house, and the water heater is in the hallway", "co"],
  ["me siento mejor cuando salgo de la casa y el calentador huele raro", "co"],
  // Fire without the word: an appliance that "se prendió" (caught), a glow or crackling inside a wall.
  ["se me prendió la tostadora, hay humo", "fire"],
  ["se nos prendió la freidora de aire, sale humo negro", "fire"],
  ["there is an orange glow behind the wall next to the chimney", "fire"],
  ["crackling inside the wall and a burning smell in the hallway", "fire"],
  // Downed lines by their pieces: a pole snapped, split or leaning; a wire in the yard after the wind or with half the
  // power out; a wire in the street with sparks.
  ["the utility pole snapped in half and the lines are across the driveway", "downed-line"],
  ["the power pole is leaning toward the garage", "downed-line"],
  ["el poste de la calle esta ladeado y los cables muy bajos", "downed-line"],
  ["the light pole split during the night, wires all over the backyard", "downed-line"],
  ["there's a wire in the backyard since the storm and half the house has no power", "downed-line"],
  ["hay un cable en el patio desde la tormenta y se fue la luz en media casa", "downed-line"],
  ["cable on the street sparking", "downed-line"],
  // Flooding by its extent: a room filling, an inch of water, water under a door, a ceiling coming down, a pipe
  // spraying "a presión".
  ["se está llenando de agua el cuarto de lavado", "flooding"],
  ["la cochera ya se está llenando, el boiler se rompió", "flooding"],
  ["there's about an inch of water across the whole laundry room", "flooding"],
  ["water is coming under the bathroom door into the hallway", "flooding"],
  ["sale agua por debajo de la puerta del baño y no para", "flooding"],
  ["el plafón de la cocina está goteando y se está abombando", "flooding"],
  ["el agua sale a presión del tubo de la cocina", "flooding"],
  // Gas named by its odorant; sparks by "pops and flashes"; an outlet hot to the touch.
  // Found by probing after the first pass: an alarm wherever it is put, "hard to rouse", symptoms that lift outside,
  // a glow through drywall, a wire over the mailbox after the wind, a ceiling bowing, "cielo raso", a laundry-room door.
  ["the alarm keeps going off no matter which room we put it in", "co"],
  ["dad is really hard to rouse this morning and the gas heater ran all night", "co"],
  ["everyone here has had headaches for days but they go away when we're out of the house", "co"],
  ["a todos nos duele la cabeza en la casa y se nos quita en el trabajo", "co"],
  ["i see orange light through the crack in the drywall by the fireplace and hear crackling", "fire"],
  ["after the wind there's a wire draped over the mailbox", "downed-line"],
  ["my bedroom ceiling is bowing down and dripping a lot", "flooding"],
  ["el cielo raso se está hundiendo y gotea mucho", "flooding"],
  ["there's water flowing out from under the laundry room door", "flooding"],
  ["a strong mercaptan odor in the utility room since this morning", "gas"],
  ["the porch light switch crackles and flashes when it rains", "sparking"],
  ["the switch plate feels hot when I touch it", "hot-electrical"],
  ["cuando le pongo la mano al apagador está calientísimo", "hot-electrical"],
];

// Look-alikes: events already over and checked by a professional, planning around a line, the water (not the air)
// smelling of eggs, an oven's self-clean, lighting a fireplace, equipment made for the wet, steam, tobacco smoke.
const calm: string[] = [
  "the co monitor shows peak 0, is that fine?",
  "my phone went off in there too lol",
  "i feel better after working out, how do i fix a squeaky door",
  "I feel better when I'm home, how do I bleed a radiator",
  "se prendió el microondas solo a las 3am, es normal?",
  "glow in the dark switch plates, where to buy?",
  "I hear popping in the walls at night when it gets cold, is that the pipes?",
  "when it rains water comes in under the back door, how do I seal it?",
  "la olla a presion hace mucho ruido es normal",
  "la presión del gas está bajando en la estufa",
  "there's a garden hose in the yard since the storm",
  "the clothesline fell in the yard in the wind",
  "the internet cable is lying on the lawn since the storm",
  "the christmas lights wire in the yard, is it safe after the wind?",
  "the arborist comes monday, some limbs are touching the service line, should we call the utility company first?",
  // "el señor de los árboles viene mañana, unas ramas tocan el cable de la luz": an accepted false alarm of the layer
  // since round 23 (tests/unit/emergency-classifier.test.ts).
  "our well water smells like rotten eggs, what filter?",
  "el agua caliente nomas huele a huevo podrido, es el anodo?",
  "the oven smelled like burning plastic during self clean, the booklet says that's normal?",
  "como se prende la chimenea para que no eche humo adentro",
  "is it safe to run an outdoor rated extension cord in the snow for the inflatables",
  "can I use a wet dry vac to suck up water from the mop bucket",
  "the bathroom fan grille drips a little condensation after hot showers, normal?",
  "the co alarm went off on sunday, the fire department checked and said levels were zero, which new one should I buy?",
  "los bomberos revisaron y dijeron que todo estaba en cero, compro otro detector?",
  "the gas company came out and tightened the connector, today there's no smell at all, is it ok to cook again?",
  "la compañía de gas vino y arregló la fuga ayer, ya no huele, puedo cocinar?",
  "we had a dryer fire in the building last month and now the landlord wants more deposit",
  "the pipe under the sink burst in February. Plumber fixed it, now the cabinet floor is warped",
  "me duele la cabeza del calor, como limpio el filtro del aire",
  "my headache goes away when I leave work, lol",
  "the fire marshal said the smoke detectors are fine, do I need more?",
  "the kids got water under the door playing with the hose outside, can it damage the floor?",
  "a bit of water seeping through the ceiling by the vent",
  "my neighbor's flag pole snapped in the storm",
  // Alarmed on by the layer trained with round 13, calm since it also learned from round 14.
  "la tina se está llenando de agua, cuanto tarda?",
  // Alarmed on again by the layer trained with round 16, calm once it learned round 17, alarmed on again with round 18
  // and calm with round 19: "how do I get cigarette smoke smell out of the curtains" is pinned, as it moves, in
  // emergency-classifier.test.ts.
  "before the storm, should I unplug the wire to the shed in the yard?",
  "I feel better when I'm at work honestly, my job is great",
  "se prendió el microondas y se apagó solo, que tiene?",
  "se encendió el microondas y no para de girar",
  "se encendió la luz del pasillo sola, es un fantasma?",
  "the fence pole is broken, how to replace?",
  "lights glow through the wall cracks from the neighbor's unit, weird",
];

describe("triage after held-out round 7", () => {
  it.each(cards)("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(calm)("%s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  // Safety first: the hazard back now, or with a symptom, or a line already down, stays the card.
  it.each([
    ["the gas company came out yesterday and said everything was fine, but today I smell gas again", "gas"],
    ["the fire department said levels were zero but the co alarm is going off again now", "co"],
    ["the co alarm went off last night and my kids have headaches, the fire dept said levels were zero", "co"],
    ["los bomberos vinieron pero la alarma de monoxido sigue sonando y me duele la cabeza", "co"],
    ["plumber said it was fine but water is pouring from the ceiling", "flooding"],
    ["the oven is on fire during the self clean cycle", "fire"],
    ["there's smoke coming out of the outlet, it smells like cigarette smoke", "hot-electrical"],
    ["the outdoor rated extension cord is in a puddle and sparking", "sparking"],
    ["huele a huevo podrido en la cocina y el agua caliente también", "gas"],
    ["the water heater closet smells like rotten eggs", "gas"],
    ["tree service is coming to cut branches touching the line, but one line is already down in the yard", "downed-line"],
    ["una rama tumbó el cable de la luz y está en el patio, el de los arboles viene mañana", "downed-line"],
    ["el técnico revisó el calentador y dijo que estaba bien, pero sigo con dolor de cabeza", "co"],
    ["the technician checked the furnace and said it was fine but we all have headaches", "co"],
  ] as [string, HazardId][])("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });
});
