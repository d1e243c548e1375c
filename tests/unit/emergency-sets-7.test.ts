import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";
import { locales } from "@/i18n/locales";

// The concepts generalised after tuning sets 7a and 7b (docs/safety-triage.md), each tried on phrasings that are not
// in any corpus, so the tests check the generalisation rather than the sets' own sentences.
const cards: [string, HazardId][] = [
  // Gas by its signs: bubbles over the line, a smell of farts or a struck match, a burner on with no flame, a meter
  // hissing or blowing.
  ["there are bubbles coming up through the mud right where the gas line runs in the side yard", "gas"],
  ["burbujas en el charco encima de la tuberia del gas en el jardin", "gas"],
  ["the laundry room smells like farts, it's strong near the dryer hookup", "gas"],
  ["huele a cerillo cerca del boiler", "gas"],
  ["the stove knob was left on but no flame, whole kitchen stinks", "gas"],
  ["la perilla de la estufa quedo prendida sin flama y apesta", "gas"],
  ["the meter by the side of the house is hissing loudly", "gas"],
  ["el medidor del gas esta soplando fuerte", "gas"],
  // CO by description: an alarm talking in one sentence and CO in another, a child who won't wake, beeps with a
  // symptom, an unnamed alarm with a fuel-burning heater.
  ["the detector is talking now. it says emergency. carbon monoxide in the bedroom.", "co"],
  ["mi hija no se quiere despertar y la estufa de gas estuvo prendida toda la noche", "co"],
  ["can't wake my husband up, the furnace has been running all night", "co"],
  ["the thing on the wall is doing four beeps again and again and I'm dizzy", "co"],
  ["we put a propane heater in the garage and now the alarm in the hall won't stop", "co"],
  // Fire without the word: bedding or curtains burning, "lumbre", "se prendieron las cortinas".
  ["the space heater tipped against the curtains and they're burning", "fire"],
  ["se le prendio la cobija al calenton y ya esta agarrando el sillon", "fire"],
  ["la chimenea esta echando lumbre por el techo", "fire"],
  ["se prendieron las cortinas de la sala", "fire"],
  // Water on electrics: a hardwired alarm, water that has reached a device, a TV that is on, a ceiling light.
  ["water is dripping out of the hardwired smoke alarm in the hallway", "water-electrical"],
  ["the puddle from the dishwasher is huge, and it has reached the power strip on the floor", "water-electrical"],
  ["cae agua del techo sobre el televisor y esta prendido", "water-electrical"],
  ["hay un charco enorme, y ya esta alcanzando el enchufe del piso", "water-electrical"],
  ["la luz de la cocina esta llena de agua", "water-electrical"],
  // Lines down by what happened to them or their pole, or a wire in the grass that fell from the pole.
  ["the storm knocked the pole over and took the wires with it", "downed-line"],
  ["el poste se partio y los cables quedaron recargados en la cerca", "downed-line"],
  ["hay un cable en la grama que zumba, se cayo del poste anoche", "downed-line"],
  ["my neighbor wants to push the wire that fell with a broom", "downed-line"],
  // Sparks by comparison.
  ["the switch plate does little fireworks every time I flip it", "sparking"],
  ["vi como un relampaguito dentro del contacto", "sparking"],
  ["the outdoor AC box went bang and a flash", "sparking"],
  ["el apagador hace un flash cuando lo prendo", "sparking"],
  // Heat: "chucho" is a switch; hot said after an aside; a burnt smell in the wall; smoke from a light; discoloured.
  ["el chucho del cuarto esta bien caliente", "hot-electrical"],
  ["the switch is a bit warm, well, actually hot", "hot-electrical"],
  ["smells like burnt plastic inside the wall behind the tv", "hot-electrical"],
  ["there's smoke coming out of the ceiling light in the bathroom", "hot-electrical"],
  ["the outlet turned black around the prongs", "hot-electrical"],
  // Flooding by verbs: a tank dumping or emptying, a hose that snapped, water rising, raining inside, water like crazy.
  ["the water heater is dumping water into the laundry room", "flooding"],
  ["el calentador de agua se esta vaciando por abajo", "flooding"],
  ["the washer hose snapped off behind the machine", "flooding"],
  ["se esta subiendo el agua en la sala", "flooding"],
  ["esta lloviendo en el pasillo porque se desbordo la tina de arriba", "flooding"],
  ["sale agua a lo loco de la llave del patio", "flooding"],
  ["hay un chingo de agua saliendo del calentador", "flooding"],
];

// Past and settled events, symptoms with another cause, cooking that sets the alarm off, a low battery, the first fire
// of the season, planning questions, sparks made on purpose, TV lines and lines that are up, questions about lines,
// a replacement with the power off: no card.
const calm = [
  "my neighbor had a gas leak last week, the gas company came and tightened a valve, should we get a detector?",
  "smelled gas yesterday but it turned out to be the garbage disposal, it's gone now",
  "olia a huevo podrido pero resulta que era la basura y ya se quito",
  "headache from staring at my laptop all day, anyway where should a co detector go?",
  "me duele la cabeza por el estres del trabajo, que detector de monoxido compro?",
  "the smoke detector goes off whenever I fry bacon, how do I fix that",
  "la alarma de humo suena cada vez que cocino tortillas",
  "the hallway smoke alarm is chirping because the battery is low",
  "la alarma de humo pita porque tiene la pila gastada",
  "the gas fireplace smells a bit smoky the first time we light it in the fall, normal?",
  "can i put the generator in the garage with the door open during the next outage?",
  "does a gas fireplace need a carbon monoxide alarm nearby?",
  "tenemos un calentador de gas, necesitamos detector de CO o basta con el de humo?",
  "how often should the chimney be swept if we burn two cords a year",
  "we're welding a trailer in the driveway and sparks fly everywhere, any tips?",
  "estoy usando el esmeril y salen muchas chispas, necesito lentes?",
  "my brother's taser makes a blue spark, is that legal?",
  "la perilla de la puerta me da toques en invierno",
  "how high off the floor should basement outlets be if it floods every spring",
  "what cover keeps rain out of the porch outlet",
  "a que altura deben ir los contactos por si se inunda el sotano",
  "el cable de spectrum se cayo en el patio",
  "strong wind tonight, the power lines are swaying but all still up",
  "las ramas ya tocan los cables de la luz, a quien le hablo?",
  "how high do power lines have to be over a driveway",
  "there's a pair of sneakers hanging from the power line on our street, who do i call",
  "puedo poner un columpio debajo del cable de luz?",
  "how do I replace a burnt outlet? I already turned off the breaker",
  "mi sobrino toco el enchufe y le dio un toque chiquito pero ya esta bien, que tapas le pongo?",
  "ya testeamos el detector de CO y sono normal",
  // Look-alikes of the new concepts: bubbles in a pot, eggs that smell off, fireworks, lightning, a camera's flash, a
  // security alarm.
  "the pot of water is bubbling on the gas stove",
  // "the eggs smell weird, are they bad?" is pinned, as the layer moves it, in emergency-classifier.test.ts (round 21).
  "the kids are doing fireworks in the street",
  "lightning in the storm knocked out power, when will it come back?",
  "la camara del celular hace un flash muy fuerte",
  "the kettle is whistling on the gas stove, how do I descale it",
  // (The phone beeping with a headache, calm from the second model to round 26's and alarmed on by round 27's, is
  // pinned with the layer's other once-accepted false alarms: tests/unit/emergency-classifier.test.ts.)
  // Alarmed on by the layer trained with round 13 (the campfire from the first model on), calm with round 14, alarmed on
  // with round 15, calm again since it also learned from round 16. (The cable TV wire, calm with round 16, moved to
  // the accepted false alarms when the layer learned round 17.)
  "can we have a campfire in the backyard this weekend?",
];

describe("triage after tuning sets 7a and 7b", () => {
  it.each(cards)("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });

  it.each(calm)("%s -> no card", (text) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toEqual([]);
  });

  // Safety first: a hazard back now, or still going after the breaker, stays the card.
  it.each([
    ["the gas company fixed the leak last week but I smell gas again now", "gas"],
    ["it turned out to be the outlet, it's smoking", "fire"],
    ["I turned off the breaker but the outlet is still smoking", "fire"],
    ["the power lines are down in the street, all still sparking", "downed-line"],
    ["I smell gas, it's gone now but came back", "gas"],
    ["the outlet is sparking, turned out my son stuck a fork in it", "sparking"],
    ["huele a quemado pero era el enchufe", "hot-electrical"],
    ["theres a whistling sound coming from the gas valve behind the stove", "gas"],
    ["mi casa huele como a zorrillo desde que prendi la calefaccion", "gas"],
    ["the basement has a foot of water and it's rising", "flooding"],
    ["smoke is coming from the wall outlet", "hot-electrical"],
    ["my kid got zapped by the outlet but he's fine now, the outlet still sparks when I plug things in", "sparking"],
  ] as [string, HazardId][])("%s -> card for %s", (text, hazard) => {
    for (const page of locales) expect(triageMessage(text, page).hazards).toContain(hazard);
  });
});
