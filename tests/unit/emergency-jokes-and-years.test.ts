import { describe, expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { ruleTriage } from "@/lib/emergency/triage";

// Round 15's false alarms, tuned on after it was scored: two families the rules read as hazards. Their messages are
// not copied here; each idea is said another way, in both languages, and the rules alone must read it (the layer
// learns round 15 itself, so a test through it would only show what it memorised). The rules read a message the same on
// every page.

// A hazard word said of a song, a job or a neighbour, laughed at and left for another subject: a figure of speech.
const jokedAside: [string, HazardId][] = [
  ["this semester has been a dumpster fire hahaha. ok real question, what furnace filter size do i need", "fire"],
  ["mi suegra anda echando chispas por la boda jajaja. ya en serio, cada cuanto se cambia el filtro del aire", "sparking"],
  ["ese reggaeton esta en fuego mi pana jaja. oye, cuanto cuesta cambiar un breaker", "fire"],
  ["el trafico de hoy fue un incendio jeje. pregunta seria: como purgo los radiadores", "fire"],
];

// Slang praise ("is fire", "straight fire"; round 18 folds it to one harmless word): no hazard at all, not even a note.
const praised: string[] = [
  "my nephew says my new haircut is fire lol. anyway how do i reset a gfci",
  "my sister's wedding playlist was straight fire lmao. on another note, how often should i flush the water heater",
];

// The same signs with nothing but a laugh and a new subject: a real hazard keeps its card.
const stillHazards: [string, HazardId][] = [
  ["the garage is on fire lol anyway what do i do", "fire"],
  ["there are sparks coming from the plug lol anyway what do i do", "sparking"],
  ["look at those sparks lol anyway", "sparking"],
  ["omg sparks lol. anyway is that bad", "sparking"],
  ["mira esas chispas jaja. oye que hago", "sparking"],
  ["la cocina esta en fuego jaja oye que hago", "fire"],
  ["salen chispas jaja, se oye como zzz", "sparking"],
  // A laugh with no change of subject is nerves, not a joke.
  ["my band is on fire lol", "fire"],
];

// A flood or a wet panel in a year gone by or a named hurricane: told as the past.
const pastByNameOrYear: [string, HazardId][] = [
  ["our crawlspace flooded back in 2017 and we put in a sump pump, how often should it be serviced", "flooding"],
  ["the basement took on two feet of water during hurricane katrina, we sold that house. how do i check this one for flood risk", "flooding"],
  ["we had water in the outlets in 2020 and the electrician replaced them, do i need to tell the buyer", "water-electrical"],
  ["se nos inundo la sala con el huracan maria, ya la arreglamos, que seguro nos conviene ahora", "flooding"],
  ["en el 2018 se metio agua al panel y el electricista lo cambio, tengo que declararlo al vender", "water-electrical"],
  ["con irma se inundo el garaje, ahora queremos subir la lavadora, a que altura", "flooding"],
];

// A year does not make a hazard told now the past: "again", "since" and "now" still win.
const presentDespiteYear: [string, HazardId][] = [
  ["the basement is flooding again like it did in 2019", "flooding"],
  ["water is pouring in right now, worse than during harvey", "flooding"],
  ["since 2021 that outlet sparks every time and now it sparked again", "sparking"],
  ["se esta inundando otra vez el sotano como en el 2017", "flooding"],
];

// A flood as a risk, a zone, a policy or a warning names no flood now; water told beside it still does.
const floodAsRisk: string[] = [
  "the county map puts our lot in a flood zone, do we have to buy flood insurance",
  "there's a flood watch for tonight, should i move stuff off the basement floor",
  "el seguro dice que estamos en zona de inundacion, cuanto cuesta la poliza",
  "hay aviso de inundacion para mañana, subo las cosas del garaje?",
];
const floodWarningAndWater: [string, HazardId][] = [
  ["flood warning on my phone and now water is coming in under the garage door", "flooding"],
  ["hay alerta de inundacion y el agua ya se esta metiendo por la puerta de la cocina", "flooding"],
];

describe("triage after round 15's false alarms: jokes and years", () => {
  it.each(jokedAside)("a joke left for another subject is a figure: %s", (text, kind) => {
    const { cards, notes } = ruleTriage(text);
    expect(cards).toEqual([]);
    expect(notes).toContain(kind);
  });

  it.each(praised)("slang praise names no hazard: %s", (text) => {
    expect(ruleTriage(text)).toEqual({ cards: [], notes: [] });
  });

  it.each(stillHazards)("keeps the card: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  it.each(pastByNameOrYear)("a year gone by or a named hurricane is the past: %s", (text, kind) => {
    const { cards, notes } = ruleTriage(text);
    expect(cards).not.toContain(kind);
    expect(notes).toContain(kind);
  });

  it.each(presentDespiteYear)("now wins over a year: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });

  it.each(floodAsRisk)("a flood risk is no flood: %s", (text) => {
    expect(ruleTriage(text).cards).not.toContain("flooding");
  });

  it.each(floodWarningAndWater)("water beside a flood warning keeps its card: %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });
});
