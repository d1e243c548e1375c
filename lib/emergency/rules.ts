// The one rule table of emergency triage: for each hazard, what in a clause makes it an emergency now, and what
// makes it only an equipment question or a past event (a calm note, not the card). Rules read concepts, never words:
// each language brings its words in lib/emergency/words/<locale>.ts, and every message is read with all of them.
import { denialTest, hasAny, indexesOf, is, type Clause } from "./clauses";
import { HAZARDS, type HazardId } from "./hazards";
import type { Concept } from "./words/types";

/** A clause's verdict for one hazard: the card, a calm note, or nothing. */
export type Verdict = "card" | "note" | undefined;

export interface RuleReading {
  clause: Clause;
  /** Every clause of the message, for rules that join two parts ("headache... the furnace is on"). */
  all: Clause[];
}

/** The tests a rule makes on a clause, given which words may sit between a negation and what it denies. */
export function clauseTests(denialGap: ReadonlySet<string>) {
  const isDenied = denialTest(denialGap);

  /** A word of the concept, not denied (and not one `exclude` rules out). */
  const single = (clause: Clause, concept: Concept, exclude: (index: number) => boolean = () => false): boolean =>
    indexesOf(clause, concept).some((index) => !exclude(index) && !isDenied(clause, index, index));

  /**
   * Two concepts in the same clause, in either order, not denied. With `tight`, only filler words may sit between
   * them ("panel is very hot", not "breaker trips when it's hot").
   */
  function near(clause: Clause, a: Concept, b: Concept, tight = false): boolean {
    for (const i of indexesOf(clause, a)) {
      for (const j of indexesOf(clause, b)) {
        if (i === j) continue;
        const [start, end] = i < j ? [i, j] : [j, i];
        if (tight && clause.words.slice(start + 1, end).some((_, offset) => !is(clause, start + 1 + offset, "filler"))) continue;
        if (!isDenied(clause, start, end)) return true;
      }
    }
    return false;
  }

  return { single, near };
}

type Tests = ReturnType<typeof clauseTests>;

/** An equipment question (buying, installing, testing, batteries, placement, "is this normal?") with no alarm sounding. */
const askingAboutEquipment = (c: Clause) => hasAny(c, "equipment") && !hasAny(c, "sounding");

/** A flame that has left its appliance ("flames coming out of the furnace"), never an "is this normal?" question. */
const flameOutOfPlace = (c: Clause) => hasAny(c, "smoke") || hasAny(c, "gush") || hasAny(c, "outdoors") || !(hasAny(c, "fuel") || hasAny(c, "flameLook"));

/** Cooking gone wrong: the burnt smell of dinner, not of wiring. */
const cooking = (all: Clause[]) => all.some((clause) => hasAny(clause, "burntFood"));

export function hazardRules({ single, near }: Tests): Record<HazardId, (reading: RuleReading) => Verdict> {
  return {
    gas: ({ clause: c }) => (near(c, "gas", "smell") || near(c, "gas", "leak") || single(c, "rottenEgg") || near(c, "sulfur", "smell") ? "card" : undefined),

    co: ({ clause: c, all }) => {
      if (near(c, "co", "symptom") || near(c, "co", "leak") || near(c, "generator", "indoors")) return "card";
      // Symptoms anywhere in the message with a fuel-burning appliance anywhere in it.
      if (single(c, "symptom") && all.some((clause) => hasAny(clause, "fuel"))) return "card";
      if (near(c, "co", "sounding") || (near(c, "co", "alarm") && hasAny(c, "sounding"))) return "card";
      if (near(c, "co", "alarm")) return askingAboutEquipment(c) ? "note" : "card";
      if (single(c, "co") && askingAboutEquipment(c)) return "note";
      return undefined;
    },

    fire: ({ clause: c, all }) => {
      if (single(c, "smoke")) return near(c, "smoke", "smell") && cooking(all) ? "note" : "card";
      if (single(c, "fire")) return askingAboutEquipment(c) && !flameOutOfPlace(c) ? "note" : "card";
      if (near(c, "burn", "burnable")) return "card";
      if (near(c, "burn", "smell")) return cooking(all) ? "note" : "card";
      if (single(c, "smokeAlarm")) {
        if (hasAny(c, "sounding") && !hasAny(c, "negation")) return cooking(all) ? "note" : "card";
        return "note";
      }
      return undefined;
    },

    "water-electrical": ({ clause: c, all }) => {
      if (near(c, "water", "device") || near(c, "water", "panel") || near(c, "water", "light")) return "card";
      // A flooded room with the power (or anything electrical) on, in any part of the message.
      if (single(c, "flood") && all.some((clause) => single(clause, "power") || single(clause, "device"))) return "card";
      return undefined;
    },

    "downed-line": ({ clause: c }) =>
      near(c, "powerline", "downed") ||
      // A power line in the yard or on the car is down, unless the question is about trimming trees near it.
      (near(c, "powerline", "outdoors") && !hasAny(c, "prevention")) ||
      (near(c, "wire", "downed") && hasAny(c, "outdoors") && !hasAny(c, "pipe"))
        ? "card"
        : undefined,

    // A stove or grill igniter sparks by design; an outlet or cord beside it does not.
    sparking: ({ clause: c, all }) => (single(c, "spark") && !(all.some((clause) => hasAny(clause, "igniter")) && !hasAny(c, "device")) ? "card" : undefined),

    "hot-electrical": ({ clause: c }) =>
      near(c, "hot", "device", true) ||
      near(c, "warm", "warmDevice", true) ||
      near(c, "burn", "burnDevice", true) ||
      near(c, "oddSmell", "device") ||
      (near(c, "power", "smell") && hasAny(c, "device"))
        ? "card"
        : undefined,

    flooding: ({ clause: c }) => {
      if (near(c, "pipe", "burst") || single(c, "flood") || near(c, "water", "gush")) return "card";
      // Pipes frozen now; a question about keeping them from freezing is a note.
      if (near(c, "pipe", "frozen")) return hasAny(c, "prevention") ? "note" : "card";
      return undefined;
    },
  };
}

/** A clause about an earlier season or a hazard already fixed, with nothing saying it is back now. */
export const isPast = (c: Clause) => (hasAny(c, "longAgo") || hasAny(c, "resolved")) && !hasAny(c, "present");

export interface RuleResult {
  /** Hazards for the card, most urgent first. */
  cards: HazardId[];
  /** Hazards mentioned only as an equipment question or a past event: a calm one-line note each. */
  notes: HazardId[];
}

/** Apply the table to a message's clauses. */
export function applyRules(rules: Record<HazardId, (reading: RuleReading) => Verdict>, clauses: Clause[]): RuleResult {
  const cards: HazardId[] = [];
  const notes: HazardId[] = [];
  for (const hazard of HAZARDS) {
    let verdict: Verdict;
    for (const clause of clauses) {
      const found = rules[hazard]({ clause, all: clauses });
      const calmed = found === "card" && isPast(clause) ? "note" : found;
      if (calmed === "card") {
        verdict = "card";
        break;
      }
      verdict ??= calmed;
    }
    if (verdict === "card") cards.push(hazard);
    else if (verdict === "note") notes.push(hazard);
  }
  return { cards, notes };
}
