import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 30 (scored once on the rules and layer of e75a79e, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // A purchase already made ("el calentón que le compramos") is not a question about what to buy.
  ["el calentador que le compramos a mi abuela se volteó y se prendió la alfombra", "fire"],
  // Water coming in through a door or a window now, and rising.
  ["está entrando agua de la calle por la puerta del patio y sube", "flooding"],
  // Outlets the water is covering, after it came in.
  ["está entrando agua por la puerta corrediza y sube, los contactos de abajo están casi cubiertos y hay luz", "water-electrical"],
  ["water is running down the wall and across the floor, now it's covering the power strip behind the tv", "water-electrical"],
  // The sewer coming up out of a drain.
  ["the sewer is bubbling up out of the tub drain and the bathroom floor is getting wet", "flooding"],
  // Kinds the layer brought on its own before retraining on round 30, which the rules now read: a doorbell transformer
  // hot with a burning smell; black marks left on an outlet's cover; a flash and a loud crack from a plug, asked "is it
  // safe?".
  ["the doorbell transformer in the closet is really hot and smells like burning", "hot-electrical"],
  ["the outlet sparked again when I plugged the heater in and there are black marks on the cover plate", "hot-electrical"],
  ["When I pulled the plug on the fan it gave a bright flash and a loud crack. Is it safe to leave it like that?", "sparking"],
];

const lookAlikes = [
  // A whiff of gas for a second as a burner or a grill lights, then gone.
  "the grill smells like gas for like one second when I push the igniter, then it lights and nothing, normal?",
  "la estufa huele un segundito a gas cuando la prendo y luego ya no, es normal?",
  // Over and fixed, with the time said as people say it ("hace dos semanas", "last week's storm", "last February") and
  // a fix by whoever came ("the utility came and fixed it"): the next question is not the hazard (after round 31 was
  // scored, from the earlier rounds' look-alikes).
  "hace dos semanas el enchufe de la sala se derritió pero ya lo cambiaron, ahora cuánto espero para conectar el calentador otra vez",
  "last week's storm brought a line down in our yard, the utility came and fixed it that night. now who pays for the fence?",
  "we had a pipe burst last february, the plumber fixed it. what should I do before this freeze?",
  // The cable company or its guy is a business, not a wire (the coax line left in the yard).
  "the cable guy left a coax line lying in the yard after he hooked up the internet, can I bury it?",
  // Gas ruled out after a check.
  "huele a huevo podrido en el baño pero ya vino el plomero y no es gas, es el drenaje seco",
];

describe("triage after round 30", () => {
  itReadsTheTable(hazards, lookAlikes);
});
