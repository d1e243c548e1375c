import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import type { HazardId } from "@/lib/emergency/hazards";
import { calmableKinds, ruleTriage, triageMessage } from "@/lib/emergency/triage";

// Round 14 (scored once, then tuned on): the hazards that got no card at all, each with the general idea the rules
// lacked, said another way in both languages. The rules bring the card without the layer (which has learned round 14's
// own messages since, so only the rules' reading of a paraphrase can show the rule works).

// The round's own messages: each one had no card when scored.
const roundFourteen: [string, HazardId][] = [
  ["the basement is taking on water super fast from the foundation crack, already 6 inches and the furnace and water heater are sitting in it", "flooding"],
  ["el inodoro esta desbordando agua sucia y sale también por la regadera, ya va por toda la casa, creo que es el drenaje de la calle", "flooding"],
  ["my husband dropped a hair dryer into a full bathtub and it's still plugged in, nobody is in the tub, the GFCI did not trip", "water-electrical"],
  ["i keep falling asleep and my head is pounding, my boyfriend too, we've had the gas stove burners on all day for heat bc the furnace is broken", "co"],
  [
    "in the middle of redoing my kitchen backsplash, the tile guy is coming thursday. also the hallway outlet has been crackling and shooting little sparks since lunch, is that related to the tile cutting? anyway what grout color goes with white subway",
    "sparking",
  ],
  [
    "tengo una regleta donde conecto todo, la computadora, la impresora, el calefactor... y ahora está bien caliente y se oye como que crepita",
    "hot-electrical",
  ],
];

// The same ideas, said another way: the rules alone must bring the card.
const paraphrases: [string, HazardId][] = [
  // Water told by its depth, after the water is named.
  ["water is coming in through the basement wall, already about 4 inches", "flooding"],
  ["the garage is taking on water fast, almost 2 feet now", "flooding"],
  ["hay agua en el sótano, ya van como 10 centímetros", "flooding"],
  ["se tapó la coladera del baño y el agua ya casi tiene 5 cm en la cocina", "flooding"],
  // Water going through the home.
  ["el agua sucia del escusado ya va hasta la sala", "flooding"],
  ["el agua ya anda por los cuartos", "flooding"],
  ["the shower drain is backing up and the water is already going into the bedroom", "flooding"],
  // An appliance fallen into a tub, a sink or a pool, still plugged in.
  ["se le cayó la secadora de pelo a mi hija en la tina llena y sigue conectada", "water-electrical"],
  ["the radio fell into the bathtub and it's still plugged in", "water-electrical"],
  ["my curling iron fell in the sink full of water, still plugged in", "water-electrical"],
  // A pounding head, falling asleep: symptoms, with a fuel-burning appliance named.
  ["my head is pounding and we have the gas oven open for heat", "co"],
  ["we keep falling asleep on the couch and the kerosene heater has been on all night", "co"],
  ["me late la cabeza y me estoy quedando dormida, tenemos el horno de gas prendido para calentar la casa", "co"],
  ["nos estamos quedando dormidos todos y el calentador de gas está prendido desde la mañana", "co"],
  // Hot after a list of what is plugged into it.
  ["i have a power strip with everything on it, the computer, the printer, the space heater... and now it's really hot", "hot-electrical"],
  ["en la extensión tengo la tele, el modem, el ventilador, y ahorita está calientísima", "hot-electrical"],
  ["tengo un multicontacto con todo, la tele, el microondas, la cafetera, y ahora está bien caliente", "hot-electrical"],
];

// Going on since a time of today ("since lunch", "desde el mediodía", "lleva toda la mañana"): happening now, so no
// calming context (a question beside it) may take its card.
const goingOnSince: [string, HazardId][] = [
  ["the hallway outlet has been sparking since lunch, is that from the tile saw?", "sparking"],
  ["el contacto de la sala está echando chispas desde el mediodía, ¿será por la lluvia?", "sparking"],
  ["the breaker panel has been buzzing and hot since this morning, is it the heat wave?", "hot-electrical"],
  ["el enchufe de la cocina lleva toda la mañana echando chispitas, ¿será la humedad?", "sparking"],
];

// Look-alikes that must stay calm.
const lookAlikes = [
  "the gas pipe is about 6 inches from the water heater, can I move it?",
  "how many inches of water can a sump pit hold before the pump kicks on?",
  "the hair dryer fell in the empty tub but it was unplugged, is it safe to use?",
  "can I use a radio in the bathroom near the tub?",
  "someone keeps pounding on our door at night, should I get a camera?",
  "el plomero va por la casa mañana a revisar la llave del agua",
  "la llave del agua está como a 10 centímetros del piso, ¿la puedo mover?",
  "el agua del tinaco llega a 2 metros de altura, ¿es normal la presión?",
];

describe("round 14's hazards with no card", () => {
  describe.each(locales)("on the %s page", (page) => {
    it.each(roundFourteen)("gets its card: %s", (text, kind) => {
      expect(triageMessage(text, page).hazards).toContain(kind);
    });

    it.each(lookAlikes)("stays calm: %s", (text) => {
      expect(triageMessage(text, page).hazards).toEqual([]);
    });
  });

  it.each(paraphrases)("said another way, is the card from the rules alone: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  it.each(goingOnSince)("going on since a time of today, is a card no calming context takes: %s", (text, kind) => {
    const { cards } = ruleTriage(text);
    expect(cards).toContain(kind);
    expect(calmableKinds(text, cards)).not.toContain(kind);
  });

  it("still calms a card that only a question brings, with no time of today", () => {
    expect(calmableKinds("if the outlet sparks, what should I do?", ["sparking"])).toEqual(["sparking"]);
    expect(calmableKinds("si el contacto echa chispas, ¿qué hago?", ["sparking"])).toEqual(["sparking"]);
    expect(calmableKinds("it sparked once since we moved in, which outlet brand should I buy?", ["sparking"])).toEqual(["sparking"]);
  });
});

// Round 14's other misses were second kinds: each idea below, said another way, adds the kind its writers labelled.
const secondKinds: [string, HazardId][] = [
  // Sparks from a device with a burnt smell in the message: overheating too.
  ["the plug for the air fryer is sparking, i see it flash every couple seconds, y huele a quemado", "hot-electrical"],
  ["the outlet in the hallway is sparking, there's a burning smell now", "hot-electrical"],
  ["el enchufe del cuarto está echando chispas, huele a quemado", "hot-electrical"],
  // Flames coming out of an outlet: arcing.
  ["flames are coming out of the outlet behind the tv", "sparking"],
  ["está saliendo fuego del contacto de la cocina", "sparking"],
  // Crackling, sizzling or a "zzzt" where water has reached power; an outlet or the panel that bangs.
  ["water is dripping into the outlet and it's sizzling", "sparking"],
  ["le cayó agua al enchufe del baño y está crepitando", "sparking"],
  ["the basement está flooded y el agua ya está tocando el panel, se oye un zzzt", "sparking"],
  ["el enchufe de la sala sigue tronando", "sparking"],
  ["la caja de breakers truena como pop pop", "sparking"],
  // A line down lying in water, a puddle or a creek: the water is live.
  ["a power line is down and lying across the creek behind our house", "water-electrical"],
  ["el cable de la luz se cayó y está tirado en el charco de la entrada", "water-electrical"],
  // Water coming in through a window now, water that keeps coming, a sump pit running over: flooding.
  ["el agua del sótano sigue entrando por la ventana", "flooding"],
  ["water is still coming in through the basement window", "flooding"],
  ["tenemos una fuga en la lavadora, el agua sale y sale", "flooding"],
  ["the sump pit is overflowing and the pump can't keep up", "flooding"],
  // Water that has got into the outlets.
  ["se reventó el tubo del fregadero y el agua sale a presión, ya se metió a los contactos bajos", "water-electrical"],
];

// Look-alikes for the same ideas.
const secondKindLookAlikes = [
  "the floor creaks when I walk past the outlet, is that a loose board?",
  "what should my teen driver do if a power line falls on the car? making a safety list",
  "cuando llueve entra agua por la ventana del sótano, ¿cómo la sello?",
  "la plancha del pelo se queda caliente un rato después de apagarla, ¿la puedo guardar?",
  // The neighbour's bonfire whose smoke comes in at the window is pinned in emergency-classifier.test.ts while the
  // layer does not demote the rules' card (rounds 22 to 24, and since round 26).
];

describe("round 14's second kinds", () => {
  it.each(secondKinds)("said another way, the rules add the kind: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  it("takes 'is it live?' about a wire as a worried question, not a calming one", () => {
    const text = "theres a wire lying in the flood water on our street, is it live?";
    const { cards } = ruleTriage(text);
    expect(cards).toEqual(expect.arrayContaining(["water-electrical", "downed-line"]));
    expect(calmableKinds(text, cards)).toEqual([]);
    expect(calmableKinds("hay un cable caído en el charco de la calle, ¿tiene corriente?", ["downed-line"])).toEqual([]);
  });

  describe.each(locales)("on the %s page", (page) => {
    it.each(secondKindLookAlikes)("stays calm: %s", (text) => {
      expect(triageMessage(text, page).hazards).toEqual([]);
    });
  });
});

// Round 14's false alarms: one spark told once or as over, a CO display reading zero, a detector chirping at its end
// of life, figures of speech. The rules give a calm note at most; the hazard twin beside each keeps its card.
const calmedByTheRules: [string, HazardId][] = [
  ["my phone charger sparked once when I plugged it in at the hotel, is my phone ok? im home now", "sparking"],
  ["the outlet sparked one time when I pulled the vacuum plug, it hasn't happened since. should I replace it?", "sparking"],
  ["el cargador echó chispas una sola vez cuando lo conecté, ya no lo está haciendo. ¿lo tiro?", "sparking"],
  // "Haciendo" was spell-corrected to "saliendo" (water on the move), so "ya no lo está haciendo" was never read.
  ["el cable del cargador echó chispas cuando lo conecté, ahora ya no lo está haciendo. ¿lo tiro?", "sparking"],
  [
    "mi perro mordió el cable de la lámpara y salió una chispa, ya lo desconecté y el perro está bien. se puede reparar el cable o compro otra lámpara?",
    "sparking",
  ],
  ["the fireplace is going nicely and the room is warm, but the CO alarm says 0 — should I have one closer to the fireplace?", "co"],
  ["el detector de monóxido marca 0, ¿lo tengo bien puesto junto al calentador?", "co"],
  ["nuestro Kidde de monoxido se puso en modo end of life, beeps cada 30 segundos, pero no hay nadie con sintomas. just replace it?", "co"],
  ["mi jefe dice que el proyecto está en llamas, jaja. ¿recomiendan calefactor de aceite?", "fire"],
  ["our project is on fire lol, anyway how do I fix a squeaky door hinge", "fire"],
];

const keepTheirCard: [string, HazardId][] = [
  ["the outlet sparked once and now it's sparking again", "sparking"],
  ["the outlet sparked once and now there's smoke coming out of it", "sparking"],
  ["el contacto echó chispas una vez y sigue chispeando", "sparking"],
  ["salio una chispa del enchufe cuando conecte la plancha", "sparking"],
  ["Just now when I unplugged it there was a big arc and a loud snap from the outlet.", "sparking"],
  ["the CO alarm says 0 but my whole family has headaches and the furnace is running", "co"],
  ["el detector de monóxido marca 0 pero mi esposo está mareado y tenemos el calentador de gas prendido", "co"],
  ["the CO alarm keeps beeping every 30 seconds and we all feel dizzy", "co"],
  ["the co alarm is going off and says 85", "co"],
  ["the project office down the hall is on fire", "fire"],
];

describe("round 14's false alarms", () => {
  it.each(calmedByTheRules)("the rules give no card: %s", (text, kind) => {
    expect(ruleTriage(text).cards).not.toContain(kind);
  });

  describe.each(locales)("on the %s page", (page) => {
    it.each(keepTheirCard)("the hazard twin keeps its card: %s", (text, kind) => {
      expect(ruleTriage(text).cards).toContain(kind);
      expect(triageMessage(text, page).hazards).toContain(kind);
    });
  });
});
