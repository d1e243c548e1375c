import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The concepts added after held-out round 2 (docs/safety-triage.md), each tried on phrasings that are not in any
// corpus, so the tests check the generalisation rather than the round's own sentences.
const cards: [string, HazardId][] = [
  // A detector's number, high or climbing.
  ["our carbon monoxide monitor shows 95", "co"],
  ["the CO level keeps rising even with the door open", "co"],
  ["el detector de monoxido esta en 70 y sigue subiendo", "co"],
  ["the co thing is going nuts in the hallway", "co"],
  // An engine left running in a closed space.
  ["my son left the car running in the garage and the alarm downstairs won't stop", "co"],
  ["dejaron la camioneta prendida en la cochera y suena la alarma", "co"],
  // Symptoms in one part, CO in another.
  ["do I need a co detector? my husband is dizzy", "co"],
  // Flames out of place, smoke alarm going off with real smoke and nobody cooking.
  ["flames spilling out from under the furnace door", "fire"],
  ["la flama del calentador sale por debajo, mas grande de lo normal", "fire"],
  ["the smoke alarm is going off and we're not cooking anything, the upstairs looks hazy", "fire"],
  // Water through the ceiling, or bringing it down.
  ["water is pouring through the bedroom ceiling", "flooding"],
  ["se esta cayendo agua del plafon del bano", "flooding"],
  ["the kitchen ceiling is sagging and water is coming through it", "flooding"],
  ["se rompio el calentador y se esta saliendo toda el agua", "flooding"],
  // Lines touching things, Spanglish included.
  ["the power line is touching our fence", "downed-line"],
  ["el cable de la luz esta tocando el carro", "downed-line"],
  ["hay un downed wire en la yarda", "downed-line"],
  ["a line is lying in the backyard grass", "downed-line"],
  // "car on" is not an engine running: the car stays where the wire lies.
  ["a wire fell down on the car on our block", "downed-line"],
  // Regional words and intensifiers.
  ["el refri me dio un toque cuando lo toque", "sparking"],
  ["me esta dando toques la estufa electrica", "sparking"],
  ["el contacto del cuarto esta calientisimo", "hot-electrical"],
  ["the dimmer is hot and buzzing", "hot-electrical"],
  ["el tanque estacionario esta siseando", "gas"],
  ["smells like a skunk by the stove and the burners are off", "gas"],
  ["the basement smells like bad eggs", "gas"],
  // A smell in one sentence, traced to a device in another.
  ["there's a burning plastic smell upstairs. we traced it to the outlet in the office", "hot-electrical"],
  ["flashes of light behind the switch plate when I turn it on", "sparking"],
];

const calm: string[] = [
  "how do I light a fire in a wood stove without smoke coming back in?",
  "do we need a spark arrestor on the chimney?",
  "the combo smoke/CO detector shows End, what does that mean",
  "does a fireplace need a separate CO alarm in the same room",
  "es necesario un detector de humo en cada recamara?",
  "what cover do I need on the porch outlet so water doesn't get in",
  "can I plant a hedge under the power lines along the street?",
  "la flama del stove sale azul con puntas naranjas, is that ok?",
  "como protejo las tuberias del hielo este fin de semana",
  "la puerta del carro me da toques cuando me bajo",
  "there is a small water stain on the ceiling from last winter",
  // "The garden hose burst" moved to the accepted false alarms (emergency-classifier.test.ts): alarmed on with 13a and
  // 13b, calm from round 12, alarmed on again from round 15.
  "the thermostat shows 72 degrees",
];

describe("triage after held-out round 2", () => {
  it.each(cards)("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(calm)("%s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });
});
