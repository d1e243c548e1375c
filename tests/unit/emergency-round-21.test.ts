import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { locales } from "@/i18n/locales";
import { triageMessage } from "@/lib/emergency/triage";

import { itReadsTheTable } from "../triage/rules-table";

// Round 21 (scored once on the rules and layer of 4f8277a, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way. Hazards must get their card from the rules alone; look-alikes of
// the new phrases stay calm.

const hazards: [string, HazardId][] = [
  // An electric range's burner is a heating coil: its sparks are not an igniter's.
  ["the coil burner on my electric stove is sparking where it plugs in", "sparking"],
  // Water that keeps coming out of a wall or a ceiling.
  ["the rug is soaked and water keeps coming out of the wall", "flooding"],
  ["la alfombra está empapada y el agua sigue saliendo del techo", "flooding"],
  // Rain falling into the panel, in Spanish words.
  ["la lluvia está entrando en el panel de breakers", "water-electrical"],
  // A receptacle is an outlet.
  ["water from the washer hose is spraying onto the receptacle", "water-electrical"],
];

const lookAlikes = [
  "what if a pipe bursts while we're away for christmas, should we shut the main",
  "what if someone leaves a space heater on overnight, does it shut off by itself",
  "which plug-in fire tv stick works without an outlet nearby",
  "can a chevy spark fit next to a truck in a two car garage",
  "our dog sparky dug up the sprinkler line, how do i patch it",
  "we want to fire our roofer, how do we find another one mid-job",
  "la fiesta de anoche estuvo en candela, ¿cómo saco cera del piso?",
  "ese tipo tiene chispa jaja, bueno, ¿cómo cambio un enchufe?",
  "¿qué tapa necesita el enchufe de afuera para la lluvia?",
];

// "What if" a hazard happens some day: a hypothetical, which the layer (scoring it low) may make a calm note.
const whatIf = [
  "what if a pipe bursts while we're on vacation, is a smart shutoff valve worth buying",
  "what if a grease fire starts, is baking soda or a lid better",
];

describe("triage after round 21", () => {
  it.each(whatIf)("a 'what if' gets no card on either page: %s", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  itReadsTheTable(hazards, lookAlikes);
});
