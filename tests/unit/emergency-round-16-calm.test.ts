import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { calmableKinds, ruleTriage } from "@/lib/emergency/triage";

// Round 16's false alarms, tuned on after it was scored: news from somewhere else, people said to spark or smoke,
// tears and memories that flood, and schoolwork or a price asked. Their messages are not copied here; each idea is
// said another way, and the rules alone must read it. The rules read a message the same on every page.

// Seen in the news or a show, somewhere else: a calm note.
const newsElsewhere: [string, HazardId][] = [
  ["saw on the news a house blew up from a gas leak in ohio, so scary", "gas"],
  ["the news showed power lines down all over louisiana after the storm", "downed-line"],
  ["vi en el noticiero que hubo un incendio en una bodega de Miami", "fire"],
  ["dijeron en las noticias que hay inundaciones en Guatemala, que tristeza", "flooding"],
];

// The news about our own street, or a hazard here now beside the news, keeps the card.
const newsHere: [string, HazardId][] = [
  ["the news says there's a gas leak on our street and police are knocking on doors", "gas"],
  ["saw on the news a storm was coming and now a power line is down in our yard", "downed-line"],
  ["we were watching the news when the outlet behind the tv started sparking", "sparking"],
  ["salió en las noticias un incendio en mi cuadra y ya huele a humo en la casa", "fire"],
];

// A person said to spark or smoke (angry, lively), tears or memories that flood: a figure.
const peopleFigures: [string, HazardId][] = [
  ["my husband was sparking off at the referee all game", "sparking"],
  ["mi patrona anda echando chispas porque llegamos tarde", "sparking"],
  ["my boss is smoking mad about the report", "fire"],
  ["memories flooding in when we cleaned out grandma's attic", "flooding"],
];

// A person seen near a real sign, or a person on fire, keeps the card.
const peopleHazards: [string, HazardId][] = [
  ["my husband saw sparks shooting out of the panel", "sparking"],
  ["mi esposa vio chispas en el enchufe de la cocina", "sparking"],
  ["my son is on fire, his shirt caught on the stove", "fire"],
  ["mi hijo vio humo saliendo del garaje", "fire"],
];

// Schoolwork or a price asked: a context that may calm the card (the layer must agree).
const schoolAndPrice: [string, HazardId][] = [
  ["my son's homework asks why a gas leak smells like eggs", "gas"],
  ["cuánto cobran por cambiar un tubo reventado debajo del lavabo", "flooding"],
  ["how much does it cost to fix a burst pipe under the sink", "flooding"],
];

// No card; since round 27 no note either ("tiene mucha chispa" is a person's liveliness, not a spark).
const noLongerNoted: [string, HazardId][] = [["esa muchacha tiene mucha chispa para vender", "sparking"]];

describe("triage after round 16's false alarms", () => {
  it.each(noLongerNoted)("no card: %s", (text, kind) => {
    expect(ruleTriage(text).cards).not.toContain(kind);
  });

  it.each([...newsElsewhere, ...peopleFigures])("a calm note, no card: %s", (text, kind) => {
    const { cards, notes } = ruleTriage(text);
    expect(cards).not.toContain(kind);
    expect(notes).toContain(kind);
  });

  it.each([...newsHere, ...peopleHazards])("keeps the card: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  it.each(schoolAndPrice)("a calming context: %s", (text, kind) => {
    const { cards } = ruleTriage(text);
    expect(calmableKinds(text, cards)).toContain(kind);
  });

  it("a price asked about water pouring now is not calmed", () => {
    const text = "how much does a plumber charge? water is pouring out of the wall right now";
    const { cards } = ruleTriage(text);
    expect(cards).toContain("flooding");
    expect(calmableKinds(text, cards)).toEqual([]);
  });
});
