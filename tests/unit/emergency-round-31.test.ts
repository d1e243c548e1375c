import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import type { HazardId } from "@/lib/emergency/hazards";
import { messageReader } from "@/lib/emergency/clauses";
import { calmableKinds, ruleTriage, triageMessage } from "@/lib/emergency/triage";
import { HAZARD_WORDS } from "@/lib/emergency/words";

import { itReadsTheTable } from "../triage/rules-table";

// Round 31 (scored once on the rules and layer of 8c73997, then tuned on): the round's messages are not copied here;
// each idea the rules lacked is said another way.

// Guards, passing before this round too: the new readings must not cost a hazard said beside them.
const hazards: [string, HazardId][] = [
  // An alarm "going offf", typed with one f too many.
  ["the carbon monoxide alarm is going offff in the hallway and wont stop", "co"],
  // Sparks flying out of a thing are sparks, not two people falling for each other.
  ["sparks flying out of the wall plug when I turned the heater on", "sparking"],
  // Real words kept as typed do not hide a hazard said beside them.
  ["we were turning off the lights and the outlet by the bed started smoking and smells like burning plastic", "hot-electrical"],
  ["llamamos al 911, la cocina se está quemando y hay mucho humo", "fire"],
];

// Real words the typo fix once read as hazard words ("llamamos" as "llamas", flames): with nothing else named, no card.
const lookAlikes = ["llamamos al técnico del aire ayer, cuándo vuelve a revisar el filtro"];

// Real words kept as typed: each was corrected to a hazard word ("turning" to "burning", "wildfire" to "wallfire", "the
// farmer" to "warmer", smoke "drifting" to "dripping", "doliendo" to "oliendo", "las calles" to "cables").
const keptAsTyped = ["turning", "wildfire", "farmer", "drifting", "doliendo", "llamamos", "calles", "pidiendo", "clientes"];

// Schoolwork and fires far away: contexts that let the statistical layer turn the rules' card into a note when it finds
// no support for it (triage.ts, calmableKinds; whether it does moves with each retraining, so only the context is
// pinned here): a science fair, a book report, a 4-H poster; a fire in the foothills, the ditch banks a farmer burns,
// "el incendio de las montañas".
const calmingContexts = [
  "my daughter's science fair is about why squirrels get shocked on power lines, how do I explain it",
  "his book report is about a family whose house caught fire, what does the word embers mean",
  "for the 4-H poster she needs to know how far to stay from a downed power line",
  "the fire in the foothills is all over the tv, here it's only haze, do we need to do anything to the house",
  "the neighbour is burning the ditch banks and the smoke drifts across our yard",
  "se ve el humo del incendio de las montañas desde aquí, pero está lejísimos",
];

describe("triage after round 31", () => {
  itReadsTheTable(hazards, lookAlikes);

  const read = messageReader(Object.values(HAZARD_WORDS));
  it.each(keptAsTyped)("reads %s as typed", (word) => {
    expect(read(`so ${word} today`)[0].words).toContain(word);
  });

  // A headache told with "me está doliendo" is a symptom, not a smell: no gas card from the rules (the CO card is the
  // statistical layer's).
  it("reads me está doliendo as pain, not a smell of gas", () => {
    expect(ruleTriage("me está doliendo la cabeza desde que prendimos el calentador de gas").cards).not.toContain("gas");
  });

  // Since round 38 the rules make the smoke of a fire made on purpose outdoors a note themselves (openFireSmoke): read,
  // as a card the layer may calm or as a note.
  it.each(calmingContexts)("a card the layer may calm, or a note: %s", (text) => {
    const { cards, notes } = ruleTriage(text);
    expect([...cards, ...notes]).not.toEqual([]);
    expect(calmableKinds(text, cards)).toEqual(cards);
  });

  // A fire far away that reaches the home is a fire: the calming context never overrules one said to be here now.
  it.each(locales)("on the %s page, a wildfire at the back fence still brings the card", (page) => {
    expect(triageMessage("the wildfire is here, our back fence is on fire and smoke is coming in the house", page).hazards).toContain("fire");
  });
});
