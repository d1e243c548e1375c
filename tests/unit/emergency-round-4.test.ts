import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The concepts added after held-out round 4 (docs/safety-triage.md), each tried on phrasings that are not in any
// corpus, so the tests check the generalisation rather than the round's own sentences.
const cards: [string, HazardId][] = [
  // Gas coming out of its tank, cylinder or hose, or heard leaving.
  ["el tanque de propano del asador se esta saliendo", "gas"],
  ["se oye el propano saliendo por la manguera del boiler", "gas"],
  ["I can hear the gas coming out of the stove hose", "gas"],
  ["gas is coming out of the line behind the dryer", "gas"],
  ["huele a gas cerca del tanque estacionario", "gas"],
  // A smart alarm's own words, with CO named in another clause; a reading that keeps climbing.
  ["our first alert keeps saying warning carbon monoxide, we are in the bedroom", "co"],
  ["the detector is yelling evacuate and there's carbon monoxide upstairs", "co"],
  ["el detector dice peligro, hay monoxido en el cuarto", "co"],
  ["el detector de monoxido marca 120 y sigue subiendo", "co"],
  ["the co monitor reads 85 and keeps going up", "co"],
  ["la planta de luz esta prendida en la cochera y mi esposo esta mareado", "co"],
  // Rain getting in through the roof onto something plugged in; water from the ceiling or a fixture.
  ["se mete la lluvia por el techo y cae sobre la lavadora que esta conectada", "water-electrical"],
  ["rain is coming through the ceiling onto the plugged in tv", "water-electrical"],
  ["sale agua del plafon y esta cayendo sobre el foco", "water-electrical"],
  ["water is pouring through the ceiling in the hallway", "flooding"],
  ["cae agua del plafon de la recamara a chorros", "flooding"],
  // Water shooting out of a pipe, "como si fuera una manguera".
  ["el agua salia disparada del cano del lavabo", "flooding"],
  ["sale agua del tubo como si fuera una manguera abierta", "flooding"],
  // Regional device words.
  ["el contacto de la cocina echa chispas", "sparking"],
  ["el apagador del baño esta muy caliente", "hot-electrical"],
  ["el zoclo esta caliente donde esta el enchufe y huele a quemado", "hot-electrical"],
  // A charger's cord that is hot or burning is still the card.
  ["the phone charging cable is hot and melting", "hot-electrical"],
  ["the phone charger cable smells burnt", "hot-electrical"],
];

// Equipment questions: a calm note about the hazard, never the card.
const notes: [string, HazardId][] = [
  ["how long does a carbon monoxide alarm last before I replace it", "co"],
  ["cuanto tiempo duran los detectores de monoxido?", "co"],
  ["cuantas alarmas de co pide el codigo para una casa de dos pisos", "co"],
  ["how many smoke and co alarms does code require for a 3 bedroom house", "co"],
  ["is a CO detector required in a rental in texas?", "co"],
  ["es obligatorio tener detector de monoxido en el departamento?", "co"],
  ["how long will the co detector battery last", "co"],
];

const calm = [
  // A charger's cord running lukewarm.
  "el cargador del laptop esta tibio, es normal?",
  "the laptop charger cord is a little warm",
  "el cable del cargador del phone esta tibiecito",
  // Spark arrestors and lighting a fire where it belongs.
  "where should the spark arrestor go on the chimney",
  "do I need a spark arrestor on my wood stove pipe?",
  "how do I start a fire in the fireplace without smoke coming in",
  "como prendo la lumbre en la chimenea?",
  // Gas appliances and rain, nothing escaping or getting in.
  "mi estufa de gas, que olor a comida tan rico",
  "mi boiler de gas hace ruido cuando prende, es normal?",
  "se escucha la lluvia en el techo, es normal en casas de lamina?",
  "el tanque de gas ya casi no tiene, como se cuanto le queda?",
];

describe("triage after held-out round 4", () => {
  it.each(cards)("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(notes)("%s -> a note for %s, no card", (text, hazard) => {
    for (const page of locales) {
      const triage = triageMessage(text, page);
      expect(triage.hazards).toEqual([]);
      expect(triage.notes).toContain(hazard);
    }
  });

  it.each(calm)("%s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });
});
