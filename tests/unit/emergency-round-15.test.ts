import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import type { HazardId } from "@/lib/emergency/hazards";
import { calmableKinds, ruleTriage, triageMessage } from "@/lib/emergency/triage";

// Round 15 (held out, scored once, and it stays held out): five hazards got no card on either page. Their messages are
// not copied here; each idea the rules lacked is said another way, in both languages where it applies, and the rules
// alone must bring the card (the layer never saw round 15, and a rule that works does not lean on it). Each idea has
// harmless twins that stay calm.

// Sewage coming up or out of a tub, a toilet, a shower or a drain: the sewer is backing up into the home. (Any water
// coming *up* through a drain already had its card.)
const sewerBackingUp: [string, HazardId][] = [
  ["the sewer line clogged and sewage is coming out of the shower and the toilet", "flooding"],
  ["poop water is coming out of the basement drain and the shower", "flooding"],
  ["sewage is bubbling up out of the toilet and the bathtub", "flooding"],
  ["se tapó el drenaje principal y están saliendo aguas negras por la tina y el inodoro", "flooding"],
  ["se están regresando las aguas negras por la regadera", "flooding"],
  ["sale agua con popo por la regadera y el toilet", "flooding"],
  ["the main line backed up y hay sewage saliendo por la tina", "flooding"],
];

// Water on a plug-in night light ("nightlight", "night light", "lucecita de noche"): a light in an outlet, wet.
const wetNightLight: [string, HazardId][] = [
  ["water from the upstairs shower is running down the wall over the nightlight", "water-electrical"],
  ["the nightlight in the kids room is soaked from the leak upstairs", "water-electrical"],
  ["el nightlight del cuarto de los niños está goteando agua", "water-electrical"],
  ["la lucecita de noche del baño tiene agua adentro", "water-electrical"],
];

// A wire hanging down at the gutter or the eaves: the line is down at the outside of the house.
const wireAtTheGutter: [string, HazardId][] = [
  ["the wire is hanging down by the gutter", "downed-line"],
  ["a wire is dangling off the eaves since the big boom", "downed-line"],
  ["the line is down by our gutters", "downed-line"],
  ["el cable quedó colgando de la canaleta después del tronido", "downed-line"],
];

// Time passing while a line stays down ("ya pasó una hora", "siguen colgando"): not over. (English says "it's been an
// hour", which never read as over.)
const stillDownAfterAnHour: [string, HazardId][] = [
  ["hay un cable caído en la calle, ya pasó media hora y nadie viene", "downed-line"],
  ["se cayeron los cables del poste en el patio, llamé a la compañía, ya pasó una hora", "downed-line"],
  ["los cables siguen colgando en la calle, ya pasó una hora", "downed-line"],
  ["se cayó un cable en la calle, ya pasó como una hora y nadie ha venido", "downed-line"],
];

// A smell of gas since a technician came or hooked something up, the technician gone since ("el plomero ya se fue",
// "he's gone now"): the smell is here now.
const smellSinceTheVisit: [string, HazardId][] = [
  ["huele a gas en la cocina desde que vino el plomero, y el plomero ya se fue", "gas"],
  ["huele a gas en el cuarto de lavado desde que conectaron la secadora, el instalador ya se fue", "gas"],
  ["gas smell in the laundry room since the installer connected the dryer, he's gone now", "gas"],
  ["I smell gas in the laundry room, the installer hooked up the dryer this morning and he's gone now", "gas"],
  ["gas smell by the stove, the tech put it in an hour ago and he's gone now", "gas"],
];

// Harmless twins: the same words, nothing happening (calm before and after).
const sewerLookAlikes = [
  "we had the sewer line scoped last month, any tips to keep it from backing up?",
  "the tub drains slowly, how do I clear it without chemicals?",
  "brown water came out of the bathtub faucet for a minute after the city flushed the hydrants",
  "¿cómo destapo el drenaje de la tina? el agua se queda estancada",
  "¿cada cuánto hay que limpiar la fosa de aguas negras?",
];
const nightLightAndGutterLookAlikes = [
  "the night light in the hallway burned out, what bulb does it take?",
  "¿qué lamparita de noche me recomiendan para el cuarto del bebé?",
  "the gutter is hanging down after the storm, who fixes gutters?",
  "how far do I need to stay from the power lines when I clean the gutters?",
  "¿cómo limpio la canaleta del techo? está llena de hojas",
];
const visitLookAlikes = [
  "el técnico ya se fue y dejó todo funcionando, ¿le doy propina?",
  "desde que el técnico instaló la estufa nueva cocina muy bien, ¿cómo limpio las hornillas?",
  "since the tech installed the new furnace the house heats faster, is the filter size the same?",
  "the plumber fixed the leak this morning and he's gone now, how long before we can use the shower?",
];

const hazards = [...sewerBackingUp, ...wetNightLight, ...wireAtTheGutter, ...stillDownAfterAnHour, ...smellSinceTheVisit];
const lookAlikes = [...sewerLookAlikes, ...nightLightAndGutterLookAlikes, ...visitLookAlikes];

// A past event checked by a professional is still calmed: the time-passing and technician changes only read "ya pasó
// una hora" and "el técnico ya se fue" as what they say.
const stillPast: [string, HazardId][] = [
  ["ayer olía a gas pero ya se fue el olor, vino el técnico y revisó todo", "gas"],
  ["anoche olía a gas en la cocina pero ya se fue, el técnico revisó todo", "gas"],
  ["el sábado se cayó un cable en la calle por el viento, ya pasó, vino la compañía y lo arregló", "downed-line"],
];

describe("round 15's hazards with no card, said another way", () => {
  it.each(hazards)("the rules alone bring the card: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  describe.each(locales)("on the %s page", (page) => {
    it.each(hazards)("gets its card: %s", (text, kind) => {
      expect(triageMessage(text, page).hazards).toContain(kind);
    });

    it.each(lookAlikes)("stays calm: %s", (text) => {
      expect(triageMessage(text, page).hazards).toEqual([]);
    });
  });

  it.each(smellSinceTheVisit)("a smell since a visit is here now, no calming context takes it: %s", (text, kind) => {
    const { cards } = ruleTriage(text);
    expect(cards).toContain(kind);
    expect(calmableKinds(text, cards)).not.toContain(kind);
  });

  it.each(stillPast)("an event over and checked is still a note: %s", (text, kind) => {
    const { cards, notes } = ruleTriage(text);
    expect(cards).not.toContain(kind);
    expect(notes).toContain(kind);
  });
});
