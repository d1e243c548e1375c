import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The mechanisms added after held-out round 8 (docs/safety-triage.md), each tried on phrasings that are not in any
// corpus, so the tests check the generalisation rather than the round's own sentences.

// An event told in the past and checked since by a professional or the utility, asking something else now: calm.
const overAndChecked: string[] = [
  "the smoke alarm went off friday night, the fire department checked the attic and found nothing. which brand lasts longer?",
  "a branch took the service line down during the storm, the utility crew reconnected it, what does a new mast cost?",
  "our dryer had a small fire last night, firefighters cleared it, how do I get the smell out of the laundry room?",
  "el domingo se mojó el panel por una gotera, el electricista lo revisó y todo funciona, ¿cuánto cuesta un panel nuevo?",
  "anoche saltaron chispas del contacto, vino el electricista y lo cambió, ¿qué marca de contactos es mejor?",
  "el jueves se reventó el tubo del calentador, el plomero instaló uno nuevo, ¿cada cuánto se le da mantenimiento?",
  "yesterday the co alarm went off, the gas company metered the house, zero everywhere. should we move the alarm?",
  "after the hurricane los cables estaban en el suelo, pero LUMA ya reconectó todo, ¿quién paga la cerca?",
  "we had a kitchen fire in 2021, do I need to disclose it to buyers?",
  "el martes olía a gas en la cocina, vino la compañía de gas, ajustó la llave y todo bien ahora. ¿debo comprar un detector?",
];

// The same kind of message with the hazard here now: the card stays, whoever came before.
const backNow: [string, HazardId][] = [
  ["the electrician came yesterday and replaced the outlet, but now it's sparking again", "sparking"],
  ["the gas company fixed the meter on monday, but today I smell gas again by the stove", "gas"],
  ["el plomero arregló el tubo ayer pero ahora otra vez sale agua a chorros", "flooding"],
  ["vino el electricista el sábado, cambió el breaker, pero ahora el panel está caliente y huele a quemado otra vez", "hot-electrical"],
  ["the fire department cleared us last night, but there's smoke coming out of the wall again now", "fire"],
  ["the hvac tech replaced the heat exchanger tuesday and now the co alarm is going off and we have headaches", "co"],
  // In the check's own clause, after the check.
  ["plumber fixed the pipe last week and water is pouring out of it", "flooding"],
  ["the hvac tech fixed the furnace saturday and the co alarm is going off", "co"],
];

// Hazards told by their signs, without their usual word.
const signs: [string, HazardId][] = [
  // Sparks described.
  ["the panel cover is lighting up inside every time the dryer kicks on", "sparking"],
  ["tiny orange specks dropping out of the bathroom fan light", "sparking"],
  ["a blue light jumped from the plug to the wall when I pushed it in", "sparking"],
  ["se vio una lucecita en el enchufe del cuarto y tronó", "sparking"],
  ["la regleta tiró un chispero cuando conecté la plancha", "sparking"],
  ["el contacto echó candela cuando enchufé el cargador", "sparking"],
  // Gas by its signs.
  ["the tractor hit something buried and dirt is blowing up out of the ground with a roar", "gas"],
  ["I put soapy water on the tank connection and it's foaming with bubbles", "gas"],
  ["hay un jedor a gas en el cuarto de lavado", "gas"],
  ["el tanque de 20 libras del asador tiene un chiflido y huele feo", "gas"],
  // Heat by its traces.
  ["the charger plug looks partly fused to the outlet in the hallway", "hot-electrical"],
  ["la tapa del contacto huele a goma y está amarilla", "hot-electrical"],
  ["el flipón de la cocina está muy caliente", "hot-electrical"],
  // Flooding by its extent.
  ["the dishwasher hose popped off and there's water all over the kitchen floor", "flooding"],
  ["se zafó la manguera de la lavadora y hay agua en toda la sala", "flooding"],
  ["se rompió la llave del baño y esto parece un río", "flooding"],
  ["the hallway carpet squishes more every time I step on it and the meter is spinning", "flooding"],
  ["the line to the hose bib is spraying inside the crawl space", "flooding"],
  // A chimney fire.
  ["the wood stove flue is glowing red and roaring", "fire"],
  ["embers are shooting out the top of the chimney", "fire"],
  ["de la chimenea salen brasas y hace un ruido fuerte", "fire"],
  ["la cortina está prendida en la sala", "fire"],
  // Water meeting power, named as both.
  ["the aquarium cracked and is leaking onto the power strip", "water-electrical"],
  ["se inundó el cuarto de lavado y la secadora sigue conectada", "water-electrical"],
  ["me dio un shock el contacto del baño, está mojado", "water-electrical"],
  ["water is pouring out of the ceiling light in the hallway", "flooding"],
  ["water from the ceiling is dripping on the laptop and it is still on", "water-electrical"],
  // Symptoms and lines.
  ["my dad blacked out and the kerosene heater is running in the den", "co"],
  ["un cable de alta tensión quedó en la carretera frente a la casa", "downed-line"],
];

// Look-alikes that must stay calm.
const calm: string[] = [
  "el chispero del horno no prende, ¿se cambia fácil?",
  "quiero poner una lucecita en el jardín, ¿qué foco compro?",
  "what do I use to check a propane fitting with soapy water?",
  "is it normal for a tank gauge to read half after a month?",
  "how do I mop water off a kitchen floor without streaks?",
  "is a fish tank heater safe to leave on all night?",
  "my carpet squishes a little near the door, is it just the pad?",
  "how do I clean creosote out of a chimney before winter?",
  "el flipón de la sala se bota cuando prendo el micro, ¿qué hago?",
];

describe("triage after held-out round 8", () => {
  it.each(overAndChecked)("over and checked: %s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  it.each(backNow)("back now: %s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(signs)("signs: %s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(calm)("look-alike: %s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });
});
