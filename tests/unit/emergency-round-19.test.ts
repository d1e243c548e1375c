import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 19 (scored once on the rules of 26900c1, then tuned on): fourteen hazards missed a kind, twelve of them every
// card. The round's messages are not copied here; each idea the rules lacked is said another way, and the rules alone
// must bring the card. Look-alikes of the new phrases stay calm.

const hazards: [string, HazardId][] = [
  // A structure or a thing "is burning", keeps "flaring up", or "caught".
  ["the fence is burning near the gate and the wind is pushing it", "fire"],
  ["el porch esta burning, ya llamamos", "fire"],
  ["a candle fell and the curtains caught, we're throwing water but it keeps flaring up", "fire"],
  ["se prendió la palapa del patio y se está pasando a la casa", "fire"],
  // Fire behind or under an appliance, with gas smelled.
  ["there's fire behind the stove where the gas hose connects", "fire"],
  // The utility's transformer booming, leaking oil or buzzing loudly.
  ["the transformer on the pole went boom and now it is humming really loud", "downed-line"],
  ["el transformador está goteando aceite y hace un ruido horrible", "downed-line"],
  ["el transformer de la esquina está zumbando bien fuerte y las luces parpadean", "downed-line"],
  // Arcing compared to a welder's light.
  ["the meter outside is arcing, looks like a welding torch", "sparking"],
  // A hot electrical smell; the dial that dims the lights too hot to touch.
  ["there is a hot electrical smell from the bedroom outlet", "hot-electrical"],
  ["the knob on the wall that dims the lights is burning hot", "hot-electrical"],
  // A water heater that smells gassy.
  ["the water heater closet smells really gassy", "gas"],
  // Water in the whole ground floor, still coming; sewage water out of the shower.
  ["la planta baja tiene como tres dedos de agua y sigue saliendo del boiler", "flooding"],
  ["está saliendo agua de la cloaca por la regadera", "flooding"],
];

const lookAlikes = [
  "my son is welding a gate in the driveway and sparks are flying onto the concrete, normal right?",
  "the transformer for my doorbell hums a little, is that normal",
  "my boss fired me today, and now the sink is clogged too",
  "this salsa is fire, what's a good blender for it",
  "we're getting flooded with packages before the holidays lol, where do i put a shelf in the garage",
  "my job is on fire lately, so we're finally redoing the bathroom",
  "what's a good gas fireplace? haven't bought one yet, just researching",
  "en la tele vi un incendio en otra ciudad, qué extintor me conviene",
];

describe("triage after round 19", () => {
  itReadsTheTable(hazards, lookAlikes);
});
