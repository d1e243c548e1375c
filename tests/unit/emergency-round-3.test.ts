import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The concepts added after held-out round 3 (docs/safety-triage.md), each tried on phrasings that are not in any
// corpus, so the tests check the generalisation rather than the round's own sentences.
const cards: [string, HazardId][] = [
  // A hiss from a gas appliance or its connector; a gas alarm that started sounding.
  ["pulled the dryer out to clean behind it and the connector is hissing", "gas"],
  ["movimos la estufa y el conector flexible esta chiflando", "gas"],
  ["la alarma de gas se puso a sonar en la cocina", "gas"],
  ["the gas detector started beeping an hour ago", "gas"],
  // A CO detector that began sounding, with a heavy head.
  ["el detector de monoxido comenzo a pitar y tengo la cabeza pesada", "co"],
  // Service lines in Spanish words, lines down in fields and barns, cables hanging low.
  ["el tendido de luz quedo colgando sobre la calle", "downed-line"],
  ["se cayo la acometida y los cables estan en el patio", "downed-line"],
  ["the wire that runs to our well pump is down in the field", "downed-line"],
  ["despues del viento los cables del poste quedaron bajitos sobre el zacate", "downed-line"],
  // Pipes and valves that split or broke, water under pressure, rain indoors.
  ["the copper line behind the washer split and water is everywhere", "flooding"],
  ["the shutoff valve under the sink cracked and it won't stop", "flooding"],
  ["se reventó la llave de paso del baño y sale agua con mucha fuerza", "flooding"],
  ["cae agua del techo del pasillo como si estuviera lloviendo", "flooding"],
  ["the hose bib is blasting water into the basement", "flooding"],
  // Flashes inside an outlet; a device hot with a condition only after it.
  ["hay destellos en el contacto de la cocina", "sparking"],
  ["the bathroom light switch is really hot to the touch when the fan runs", "hot-electrical"],
  // Lighting a burner is calm, catching fire is not.
  ["la estufa prende fuego sola", "fire"],
  ["se prendio fuego la estufa", "fire"],
];

const calm = [
  // Past events, already fixed.
  "hace un ano se quemo un contacto y lo cambiaron, que marca de contactos recomiendan?",
  "the plumber replaced the sparking outlet last week, which cover plates look best?",
  // A new appliance's first use, the season's first heat.
  "is it normal that my brand new dryer smells a little like burning on the first run?",
  "la primera vez que prendimos el horno olio a quemado, es normal?",
  // A burnt-food smoke alarm after the smoke has cleared; a small flame to adjust; an igniter lighting the flame.
  "burnt the french fries and the smoke is gone but the alarm still beeps, how do I silence it",
  "la flama del fireplace se ve muy pequena, como se ajusta?",
  "el chispero hace chispa cuando prendo la estufa, asi enciende el fuego, es normal?",
  // Phone and TV lines, burying the service, trimming branches almost touching lines.
  "the phone line fell off the pole into our yard, it's only phone, can I coil it up?",
  "cuanto cobran por pasar los cables de la luz bajo tierra?",
  "las ramas estan tocando los cables, quien las puede podar?",
  // Questions about places that get wet.
  "can a ceiling fan go on a covered porch or does it have to be wet rated?",
  "el foco del patio tiene que ser especial para lluvia?",
  "our garage is prone to dampness, what kind of outlets should go in there?",
  "how do I paint over a water stain near the light fixture?",
];

describe("triage after held-out round 3", () => {
  it.each(cards)("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(calm)("%s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });
});
