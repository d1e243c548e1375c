import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { ruleTriage } from "@/lib/emergency/triage";

import { itReadsTheTable } from "../triage/rules-table";

// Round 18 (scored once on the rules of fde1242, then tuned on): eleven hazards missed a kind, and families of
// look-alikes brought a card. The round's messages are not copied here; each idea the rules lacked is said another
// way. Hazards must get their card from the rules alone; each family of look-alikes has twins that keep their card.

const hazards: [string, HazardId][] = [
  // The utility's transformer exploding, or named by its look ("the can on the pole").
  ["se oyó una explosión en el transformador y ahora la luz parpadea", "downed-line"],
  ["the metal can thing up on the pole is throwing sparks and popping", "downed-line"],
  ["el bote gris del poste está echando chispas", "downed-line"],
  // A room filling with water, in the present.
  ["el garaje se llena de agua cada minuto más", "flooding"],
  // Sewage backing up into a tub or a shower, in either language's words.
  ["the sewer keeps backing up in the bathtub", "flooding"],
  ["la regadera está devolviendo agua negra y ya está llegando al borde", "flooding"],
  // Water coming in under or through an outside door.
  ["water is coming in under the back door and the yard is a lake", "flooding"],
  ["water is coming in under the garage door and it keeps coming", "flooding"],
  ["está entrando agua por la puerta de atrás y el patio parece una piscina", "flooding"],
  // Water reaching a panel named the Spanish way (el cuadro de luz, el tablero), or lights that are on.
  ["cae agua del techo justo encima del cuadro de luz", "water-electrical"],
  ["el agua sale a chorros encima del tablero eléctrico", "water-electrical"],
  ["está saliendo agua de las luces del techo y están prendidas", "water-electrical"],
  // Burnt plastic near the panel, named the Spanish way.
  ["huele a plástico quemado al lado del cuadro eléctrico", "hot-electrical"],
  // A flame jetting out of a propane hose or valve: gas leaking and burning.
  ["the propane line to the grill caught fire and flames are shooting out of the valve", "gas"],
  // "That egg smell" in the kitchen with a burner that will not light.
  ["the stove keeps clicking and won't light and there's that egg smell all over", "gas"],
];

const lookAlikes = [
  // A flood light is a light; underwater pool lights are lights.
  "the flood light by the driveway burned out, what bulb fits",
  "la flood light del patio no prende",
  "quiero poner luces bajo el agua en la piscina, cuáles son buenas",
  // Work that floods in; memories flooding back.
  "swamped with work this week, can someone come look at the toilet on friday",
  "ando inundado de trabajo, pueden venir el lunes por la llave",
  "it all came flooding back when i walked into grandma's kitchen, anyway what stain for oak cabinets",
  // A color, a song, a dish that "is fire"; a mouth on fire from chili; "me hicieron fire" is being fired.
  "we want the garage door painted fire engine red",
  "quiero la puerta rojo fuego, qué pintura aguanta el sol",
  "her new playlist is fire, anyway how do i hang shelves",
  "my tongue is on fire from these wings, anyway which range hood is quietest",
  "me dieron fire del trabajo y ahora tengo que arreglar la llave yo",
  // Glitter, a debate sparked, money burned through.
  "the sparkly tiles in the bathroom are cracking, how do i replace one",
  "the paint color sparked a huge argument, what neutral should we pick",
  "we're burning through so much money on heating, should we add insulation",
  // A headache with its cause; people screaming, not an alarm; dizzy from prices.
  "got a headache from studying all night, can someone fix the dryer tomorrow",
  "the kids were screaming all afternoon, anyway how do i fix a squeaky door",
  "ya estoy mareada de tantos precios de calentadores, cuál me recomiendan",
  // A cover that keeps water out of an outlet.
  "dónde compro una tapa a prueba de agua para el enchufe del patio",
  // A dehumidifier that fills with water is the dehumidifier's tank.
  "el deshumidificador del sótano se llena de agua muy rápido",
];

// The same words, literally: still hazards.
const twins: [string, HazardId][] = [
  ["the curtain is fire help", "fire"],
  ["the garage is fire lol what do i do", "fire"],
  ["there is fire in the kitchen", "fire"],
  ["the basement is flooded with water and rising", "flooding"],
  ["the outlet is sparking and the wallpaper around it is black", "sparking"],
];

describe("triage after round 18", () => {
  itReadsTheTable(hazards, lookAlikes);

  it.each(twins)("keeps the card when it is literal: %s -> %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });
});
