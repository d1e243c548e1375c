import { describe } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";

import { itReadsTheTable } from "../triage/rules-table";

// Round 26 (scored once on the rules and layer of d5e8344's parent, then tuned on): the round's messages are not
// copied here; each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // Andean Spanish: "botando" is leaking or pouring out.
  ["el tanque de propano está botando desde anoche", "gas"],
  ["el calentador está botando agua en el pasillo", "flooding"],
  // Water risen to the outlets or a room, now.
  ["se fue la luz y el agua ya llegó a los enchufes del sótano", "flooding"],
  ["there's water up to the outlets in the basement and it keeps rising", "flooding"],
  // The service mast, and a branch lying on the lines.
  ["se dobló el tubo por donde llegan los cables y están colgando sobre el patio", "downed-line"],
  ["un palo enorme quedó encima de los cables en la calle", "downed-line"],
  // A bright flash from an outlet; "flashes" in Spanglish.
  ["the outlet gave a bright flash when i plugged in the vacuum and now it smells", "sparking"],
  ["hay flashes en el breaker box del garage", "sparking"],
  // A melty outlet.
  ["the outlet behind the tv is all melty and brown", "hot-electrical"],
  // Water all over a floor, in Spanglish.
  ["hay agua en todo el downstairs y sigue saliendo", "flooding"],
  // A real word the typo fix turned into another: "standing water", "tipped over", "slurring".
  ["standing water in the basement is up to the furnace and still coming in", "flooding"],
  // A hiss from the gas tank named in another part.
  ["the wind knocked our propane tank over, now there's a hiss near the valve", "gas"],
  // An engine or coals indoors with symptoms.
  ["my dad ran the tractor in the closed barn and now he's dizzy with a headache", "co"],
  ["grandpa keeps a bucket of coals in his room for heat and he's confused and sleepy", "co"],
  // A bulb with water running off it.
  ["rain is running down the chain and dripping off the bulb", "water-electrical"],
  // Appliances plugged into the wall and sitting in a puddle.
  ["water everywhere and the space heater is plugged into the wall sitting in it", "water-electrical"],
  // Sewage pushed up by a tank.
  ["the rv black tank is backing up sewage into the shower right now", "flooding"],
  // Water on the move, then touching a plug; a wall gone black around an outlet (two kinds the layer had brought on
  // its own, and lost when retrained on round 26).
  ["the water heater burst and water is running across the floor, now it's touching the dryer plug", "water-electrical"],
  ["a little flame came out of the outlet by the bed and the wall is black around it", "hot-electrical"],
  // A line down in a dry wash.
  ["a line is down in the wash behind the house", "downed-line"],
];

const lookAlikes = [
  // Figures and ordinary words that name no hazard.
  "this fundraiser is burning a hole in my pocket",
  "that new Bad Bunny is fire",
  "estoy flooded con el trabajo esta semana",
  "I think I flooded the engine on the chainsaw",
  "sparks flew on their first date",
  "the gas station on 5th smells like gasoline, is that normal",
];

describe("triage after round 26", () => {
  itReadsTheTable(hazards, lookAlikes);
});
