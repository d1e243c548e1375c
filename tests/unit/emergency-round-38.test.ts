import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { calmableKinds, ruleTriage } from "@/lib/emergency/triage";

import { itReadsTheTable } from "../triage/rules-table";

// Round 38 (scored once on the rules and layer of 3cd53d8, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way, and the rules alone must bring the card or stay calm.

const hazards: [string, HazardId][] = [
  // An engine left running in a closed garage; the house smelling of exhaust with a headache.
  ["my brother left the truck running in the garage and now grandma is dizzy", "co"],
  ["la casa huele a exhaust y me duele la cabeza", "co"],
  // Wires sparking on the pole; gas blowing out of a line a shovel hit.
  ["the cables up on the pole are throwing sparks and buzzing", "downed-line"],
  ["the landscaper nicked the yellow line and it is blowing gas out", "gas"],
  // A spark that left a black mark; a disconnect box that smells of burning.
  ["el enchufe echó chispa cuando conecté la plancha y quedó una mancha negra", "hot-electrical"],
  ["the AC disconnect box smells like burning plastic", "hot-electrical"],
  // Water spraying onto an outlet; cords floating; sewage rising; someone in the water unplugging a freezer.
  ["the supply line popped and water is spraying everywhere, including on the power strip", "water-electrical"],
  ["las regletas están flotando en el sótano", "flooding"],
  ["there is sewage water in the laundry room and rising", "flooding"],
  ["mi hijo está parado en el agua del garaje tratando de desconectar el congelador", "water-electrical"],
  ["el agua del río está entrando a la sala", "flooding"],
  // A fan's grinding noise is not a grinder.
  ["the porch ceiling fan is sparking and making a grinding noise", "sparking"],
];

const lookAlikes = [
  // A professional on site, told with a comma or after another step; a repair almost done; everything working now.
  "the plumber is here now, he shut the water off and is fixing the pipe that burst, can I flush the toilet?",
  "los de la compañía de luz ya están aquí arreglando el cable que se cayó, cuánto se tardan?",
  "the electrician swapped the melted outlet yesterday and everything works now, should I check the others?",
  "la lineman says its all done and the power is back, do I reset the clocks?",
  // Egg smells with their source named; water poured down a dry trap.
  "my son's soccer cleats smell like rotten eggs, how do I wash them",
  "el gallinero huele a huevo podrido, cómo lo limpio",
  "the plumber said our floor drain's trap dried out, so I pour water down the drain every month, is that enough?",
  // A test with the button; steam from a shower; what only looked like smoke beside steam.
  "I test the smoke alarm with the button every month and it beeps, is that enough?",
  "the smoke alarm goes off every time someone takes a hot shower, can I move it?",
  "is it normal that the heat pump puts out steam in the winter? it looked like smoke from the kitchen",
  // A fireplace's first smoke; the last fire days ago; "if it floods someday"; just asking.
  "the fireplace smells a bit smoky when we first light it, then it's fine, normal?",
  "the chimney sweep comes friday, the last fire was three days ago, do I need to clean the ashes?",
  "if the basement floods someday, do I shut the breakers first? just asking",
  // Figures: a conversation sparked, an inbox flooded; CO's effects in general; a shock of static from a car door.
  "that movie sparked a debate at dinner, anyway how do I fix a squeaky door",
  "my email is flooded with offers from the gas company, how do I stop them",
  "for school, how does carbon monoxide make people sick?",
  "I got shocked by the car door at the gas station, why does that happen in winter?",
  // A charger's spark a week ago, fine since; a laptop cord a little warm.
  "el cargador hizo chispa hace una semana pero desde entonces funciona bien, lo cambio?",
  "the laptop cord gets a little warm when I game, ok?",
  // A burner that clicks before it lights; a past winter's illness, fine now; night shifts and a headache.
  "the stove burner clicks a few times before it lights and then the flame is fine, is that normal?",
  "Last winter we got sick from the space heater in the garage but we're fine now. Where should it go this year?",
  "me duele la cabeza pero es porque trabajo de noche en la planta de pollo",
];

// Every scored round read again after round 38: the families of look-alikes that still brought a rules card, each said
// another way, and the hazards beside them that must keep theirs.
const crossRoundHazards: [string, HazardId][] = [
  // Going on since weeks ago ("hace dos semanas que...", "desde hace un mes") is not weeks ago.
  ["hace dos semanas que huele a gas en la cocina", "gas"],
  ["desde hace un mes el enchufe echa chispas", "sparking"],
  // A brush fire reaching the fence, its smoke in the yard.
  ["the neighbor's burn pile is spreading to our fence and the yard is full of smoke", "fire"],
  // The charger "is fire" is never slang.
  ["the charger is fire!! help", "fire"],
];

const crossRoundLookAlikes = [
  // Weeks, months or years ago; the last storm, the utility by name and what it removed.
  "two months ago the kitchen outlet sparked, the landlord replaced it, can I plug the toaster back in?",
  "hace tres semanas se inundó el garaje, ya está seco, qué pintura uso?",
  "last storm a branch brought the line down on our shed, PG&E removed it, can I fix the roof myself?",
  "ComEd fixed the gas leak yesterday and everything smells fine now, how do I relight the water heater?",
  // A neighbour's bonfire or burning leaves, the smoke drifting in.
  "the neighbor is burning leaves again and the smoke comes in through the kitchen window, is that allowed?",
  // A fireplace's smoke at first, until the flue draws.
  "our wood stove puts a little smoke in the room at first, then it draws fine, is that normal?",
  // Slang: a party, a song, a remodel "fuego"; a dog named Chispa; the saying.
  "la fiesta de anoche estuvo fuego jaja, cómo limpio el piso",
  "mi gato se llama Chispa y tiró la lámpara, cómo pego la base?",
  "where there's smoke there's fire, my dad says about the new landlord lol",
  // A flame's colour asked about; a detector's price.
  "the flame on my water heater is blue, is it supposed to be blue?",
  "cuánto cuesta un detector de monóxido para el cuarto del bebé?",
  // A headache from staying up; everything working now after the electrician.
  "my headache is from staying up with the baby lol, how do I change the furnace filter",
  "el electricista cambió el breaker que se calentaba y ahora todo funciona bien, cuánto se le da de propina?",
];

describe("triage after round 38", () => {
  itReadsTheTable(hazards, lookAlikes);
  itReadsTheTable(crossRoundHazards, crossRoundLookAlikes);

  // A teacher's lesson asked about: the rules still find a hot device ("fuses melt"), but the teacher's word is
  // schoolwork, a calming context the layer may turn into a note; "do houses still have them?" is not "still" going on.
  it("lets the layer calm a teacher's lesson on fuses", () => {
    const text = "the science teacher says fuses melt when there is too much current, do houses still have them?";
    expect(calmableKinds(text, ruleTriage(text).cards)).toEqual(["hot-electrical"]);
  });
});
