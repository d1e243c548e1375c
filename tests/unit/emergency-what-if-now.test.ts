import { describe, expect, it } from "@jest/globals";

import { locales } from "@/i18n/locales";
import { triageMessage } from "@/lib/emergency/triage";

// A "what do I do if..." question gets a calm note, until a later part says it is happening now and points back to it
// (found on 2026-11-27 while calming false alarms: the first of these got only a note).
const comesTrue: [string, string][] = [
  ["what should i do if i smell gas? i smell it right now", "gas"],
  ["que hago si huele a gas? ahorita lo estoy oliendo", "gas"],
  ["what do i do if the outlet sparks? it is doing it now", "sparking"],
];

const staysAQuestion = ["what should i do if i smell gas?", "que hago si huele a gas? es para una tarea de la escuela"];

describe.each(locales)("a 'what if' that comes true, on the %s page", (page) => {
  it.each(comesTrue)("is a card: %s", (text, kind) => {
    expect(triageMessage(text, page).hazards).toContain(kind);
  });

  it.each(staysAQuestion)("is still a note while nothing says now: %s", (text) => {
    const triage = triageMessage(text, page);
    expect(triage.hazards).toEqual([]);
    expect(triage.notes).toContain("gas");
  });
});

// An igniter sparks by design, so it may calm a sparking card; never gas: clicking with a smell of gas is unlit gas
// flowing (round 14: the first form of the demotion calmed this to a note).
describe.each(locales)("an igniter named beside a gas smell, on the %s page", (page) => {
  it.each([
    "i can smell gas really bad in the basement near the furnace and the furnace wont start, the igniter keeps clicking",
    "huele muchísimo a gas en la cocina y el encendedor de la estufa no deja de hacer clic",
  ])("keeps the gas card: %s", (text) => {
    expect(triageMessage(text, page).hazards).toContain("gas");
  });
});

// A question about the power lines may calm the downed-line card alone, never a hazard told beside it.
describe.each(locales)("a question about the lines beside another hazard, on the %s page", (page) => {
  it("keeps the other hazard's card", () => {
    expect(triageMessage("how far should a deck be from the power line? also the outlet by the back door is sparking", page).hazards).toContain("sparking");
  });
});
