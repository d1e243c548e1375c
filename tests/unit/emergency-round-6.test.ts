import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The concepts generalised after held-out round 6 (docs/safety-triage.md), each tried on phrasings that are not in
// any corpus, so the tests check the generalisation rather than the round's own sentences.
const cards: [string, HazardId][] = [
  // A gas or CO alarm that just went off, will not stop, or sounds loud.
  ["se acaba de activar la alarma de gas en el cuarto de lavado", "gas"],
  ["el sensor de monoxido acaba de pitar tres veces seguidas", "co"],
  ["el detector de gas del sotano ya no para, lleva media hora", "gas"],
  ["the gas alarm by the water heater won't stop", "gas"],
  ["mi detector de monóxido suena bien fuerte desde hace rato", "co"],
  ["la alarma de monoxido no se apaga aunque la desconecte", "co"],
  // Smoke that is not dinner's: the cooking denied, real smoke, or smoke pouring out of a fan or a vent.
  ["smoke is pouring out of the attic fan and the alarm is going off, we had just fried some eggs", "fire"],
  ["la alarma de humo esta sonando y no es por cocinar, hay humo de verdad en el pasillo", "fire"],
  ["the detector is screaming, it's not caused by cooking, there's actual smoke upstairs", "fire"],
  // A wire lying on the ground and sparking is a line down, whatever it is called.
  ["vi un alambre en el suelo que suelta chispas", "downed-line"],
  ["hay un cable en el suelo del callejon tirando chispazos", "downed-line"],
  // Water getting in through the ceiling, said in two parts.
  ["se esta metiendo el agua por el techo de la sala, cae a chorros", "flooding"],
  ["entra el agua por el techo del garage, sale como manguera", "flooding"],
  // A shock said by how it felt.
  ["al agarrar la llave del fregadero me dio un calambre de corriente", "sparking"],
  ["siento hormigueo cuando toco la lavadora", "sparking"],
  ["la corriente me pico al desconectar la plancha", "sparking"],
  ["I get a tingle whenever I touch the metal on the dryer", "sparking"],
  ["the bathroom outlet bit me when I plugged in the hair dryer", "sparking"],
  ["toque el microondas y me dejo el brazo entumido", "sparking"],
  ["my fingers went numb when I grabbed the lamp's metal pole", "sparking"],
  // A room overflowing, water rising.
  ["se desbordo el agua en el garaje y ya llega a las llantas", "flooding"],
  ["el agua sigue subiendo en el cuarto de abajo", "flooding"],
  ["water keeps rising in the basement and the sump pump died", "flooding"],
];

// A chirp once a minute or so (a battery), an alarm that never sounded, maintenance, keeping a cord from heating up,
// branches growing near a line, the odorant in gas, whether a detector detects another gas: questions, no card.
const calm = [
  "el detector de monoxido esta pitando cada minuto, que pila lleva?",
  "smoke detector beeping every 45 seconds, which battery do i buy",
  "la alarma de humo hace un pitido a cada ratito",
  "nuestra alarma de CO jamas ha sonado, como sé si funciona?",
  "what maintenance does a carbon monoxide alarm need?",
  "le tengo que dar mantenimiento al detector de monoxido?",
  "what gauge cord do I need for the heater, I dont want the cord to get hot",
  "que extension uso con el calenton sin que se caliente",
  "branches overgrown around the power lines over our yard, who cuts them",
  "las ramas estan creciendo encima de los cables de luz del patio, a quien llamo",
  "why do they put that stinky smell in propane?",
  "es cierto que al gas le ponen olor para detectar fugas?",
  "un detector de monoxido puede detectar tambien el gas propano?",
  "can a CO alarm detect a propane leak too or do I need another one",
];

describe("triage after held-out round 6", () => {
  it.each(cards)("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(calm)("%s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  // Safety first: an alarm going off every few minutes, or a chirp with a symptom, stays the card.
  it.each([
    ["the CO alarm keeps going off every few minutes", "co"],
    ["el detector de monoxido pita cada rato y a mi hijo le duele la cabeza", "co"],
    ["smoke alarm chirping every minute and I smell smoke in the hallway", "fire"],
  ] as [string, HazardId][])("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });
});
