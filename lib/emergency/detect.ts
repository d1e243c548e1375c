// Spots emergencies in what the homeowner typed. Explicit patterns, not search ranking: an emergency must be
// recognised however it is phrased, and a denial ("no gas smell", "I don't smell gas") must not alarm.
// Hand-written because no library knows home-repair hazards; typo tolerance comes from MiniSearch's
// fuzzy SearchableMap, and the text passes through three small steps:
//   1. words are spell-corrected against the hazard vocabulary ("monoxcide" -> "monoxide");
//   2. phrases fold into one word ("fuse box" -> "panel", "carbon monoxide" -> "co", "water heater" -> "waterheater");
//   3. each clause is read as a list of concepts and matched against each hazard's rules.
import "server-only";

import SearchableMap from "minisearch/SearchableMap";

import { allProblems } from "@/lib/catalog";

import { HAZARDS, type HazardId } from "./hazards";

type Concept =
  | "gas"
  | "smell"
  | "leak"
  | "rottenEgg"
  | "sulfur"
  | "co"
  | "alarm"
  | "sounding"
  | "symptom"
  | "fuel"
  | "generator"
  | "indoors"
  | "smoke"
  | "fire"
  | "burn"
  | "burnable"
  | "spark"
  | "hot"
  | "warm"
  | "device"
  | "light"
  | "power"
  | "water"
  | "flood"
  | "pipe"
  | "burst"
  | "frozen"
  | "downed"
  | "powerline"
  | "wire"
  | "outdoors"
  | "negation"
  | "filler"
  | "purchase"
  | "gush"
  | "warmDevice"
  | "oddSmell";

const conceptPatterns: [Concept, RegExp][] = [
  ["gas", /^(gas|gass|gaz|propa\w*|lp|lpg|methane)$/],
  ["smell", /^(smell\w*|smel|smels|odou?rs?|stinks?|stinky|stinking|stench|whiffs?|fumes?|reek\w*)$/],
  ["leak", /^(leak\w*|hiss\w*)$/],
  ["rottenEgg", /^rottenegg$/],
  ["sulfur", /^(sulfur|sulphur)\w*$/],
  ["co", /^co$/],
  ["alarm", /^(alarms?|detectors?|sensors?|monitors?|beep\w*|chirp\w*|sounding|ppm|readings?|poison\w*|exposure|levels?)$/],
  ["sounding", /^sounding$/],
  ["symptom", /^(headaches?|dizz\w*|lightheaded|nause\w*|vomit\w*|drowsy|sleepy|confused|faint\w*|sick)$/],
  ["fuel", /^(furnaces?|boilers?|heaters?|waterheaters?|stoves?|ovens?|range|fireplaces?|generators?|cars?|gas|propane|chimney|flue|dryers?|grill|kerosene)$/],
  ["generator", /^generators?$/],
  ["indoors", /^(garage|basement|inside|indoors|porch|kitchen|crawlspace|living|bedroom|shed)$/],
  ["smoke", /^(smoke|smoking|smoky|smokey)$/],
  ["fire", /^(fires?|flames?|flaming|ablaze|blaze)$/],
  ["burn", /^(burn|burning|burnt|burned|scorch\w*|charred)$/],
  ["burnable", /^(plastic|rubber|wires?|wiring|insulation|electrical)$/],
  ["spark", /^(sparks?|sparking|sparked|sparky|arc|arcs|arcing|arced|zap\w*|shock|shocks|shocked|shocking|electrocut\w*|jolt\w*)$/],
  ["hot", /^(hot|overheat\w*|buzz|buzzing|buzzes|buzzed|humm?ing|crackl\w*|sizzl\w*|scorch\w*|charred|discolou?r\w*|melt\w*|blackened|smoking)$/],
  ["warm", /^(warm|warmer)$/],
  // Overheating wire insulation and outlets often smell fishy, like urine, or "electrical" (ESFI).
  ["oddSmell", /^(fishy|fish|urine|pee|ozone)$/],
  ["warmDevice", /^(panel|breakers?|fuses?|outlets?|sockets?|receptacles?|plugs?|cords?|meter|gfci)$/],
  ["device", /^(panel|breakers?|fuses?|outlets?|sockets?|receptacles?|plugs?|switch|switches|cords?|wiring|wires?|meter|gfci|gfi|jbox)$/],
  ["light", /^(fixtures?|lights?|lamps?|chandelier)$/],
  ["power", /^(power|electricity|electrical|electric|electronics|appliances?)$/],
  ["water", /^(water|wet|leak\w*|drip\w*|flood\w*|rain\w*|damp|soaked|soaking|submerged|underwater|puddles?|moisture|pouring|spray\w*|gushing)$/],
  ["flood", /^flood\w*$/],
  ["gush", /^(gushing|pouring|spraying|spurting|everywhere)$/],
  ["pipe", /^(pipes?|piping|plumbing)$/],
  ["burst", /^(burst\w*|bust|busted|broke|broken|split|cracked|exploded|ruptured)$/],
  ["frozen", /^(frozen|froze|freez\w*)$/],
  ["downed", /^(down|downed|fallen|fell|falling|hanging|snapped|sagging|dangling|lying|ripped|pulled|torn)$/],
  ["powerline", /^powerlines?$/],
  ["wire", /^(lines?|wires?|cables?)$/],
  ["outdoors", /^(yard|street|road|driveway|tree|trees|storm|pole|poles|sidewalk|lawn|roof|outside|ground|car)$/],
  [
    "negation",
    /^(no|not|dont|doesnt|didnt|isnt|arent|wasnt|werent|wont|wouldnt|shouldnt|hasnt|havent|aint|never|without|cant|cannot|couldnt|nothing|neither|nor|none|zero)$/,
  ],
  [
    "filler",
    /^(any|a|an|the|real|really|strong|more|longer|of|is|are|was|were|feels?|felt|gets?|got|getting|running|seems?|very|too|so|to|touch|its|it|my|from|sound|sounds|noise|noises|coming|out|and|in|on|behind|at|keeps|making|makes|extremely|quite|bit|little|slightly|marks?|cover|covers|plate|around|near|all|also|now|suddenly|started|starting)$/,
  ],
  ["purchase", /^(install\w*|buy\w*|recommend\w*|choose|choosing|best|placement|mount\w*)$/],
];

/** Words the spell-corrector may correct to (long enough that a single typo can't turn one into another). */
const vocabulary = [
  "smell",
  "smelling",
  "propane",
  "monoxide",
  "carbon",
  "detector",
  "detectors",
  "alarm",
  "beeping",
  "chirping",
  "headache",
  "dizzy",
  "dizziness",
  "nausea",
  "nauseous",
  "furnace",
  "boiler",
  "heater",
  "generator",
  "garage",
  "basement",
  "smoke",
  "smoking",
  "flames",
  "burning",
  "scorched",
  "plastic",
  "rubber",
  "sparks",
  "sparking",
  "arcing",
  "shocked",
  "electrocuted",
  "overheating",
  "buzzing",
  "crackling",
  "sizzling",
  "melted",
  "melting",
  "panel",
  "breaker",
  "breakers",
  "outlet",
  "outlets",
  "socket",
  "receptacle",
  "switch",
  "wiring",
  "fixture",
  "ceiling",
  "electrical",
  "electric",
  "electricity",
  "water",
  "leaking",
  "dripping",
  "flooded",
  "flooding",
  "soaked",
  "submerged",
  "underwater",
  "puddle",
  "burst",
  "frozen",
  "downed",
  "fallen",
  "power",
  "sulfur",
  "rotten",
  "burnt",
  "burned",
];

/** Real words one or two typos away from a hazard word, which must stay themselves: the catalogue's own words and a few more. */
const keepAsTyped = new Set([
  ...allProblems().flatMap(
    ({ problem }) =>
      [problem.title, ...problem.causes, ...problem.diySteps, problem.professionalAdvice]
        .join(" ")
        .toLowerCase()
        .match(/[a-z]+/g) ?? [],
  ),
  ...[
    "later",
    "spare",
    "spared",
    "blame",
    "shore",
    "wafer",
    "cater",
    "hater",
    "eater",
    "powder",
    "tower",
    "lower",
    "mower",
    "trips",
    "tripped",
    "tripping",
    "flipping",
    "ripping",
    "shopping",
    "stopping",
    "dropping",
    "sweeping",
    "sleeping",
    "beeping",
  ],
]);

const fuzzyVocabulary = new SearchableMap<string>();
for (const word of vocabulary) fuzzyVocabulary.set(word, word);

/** The closest hazard word for a typo; words under five letters are left alone (too many real words sit one edit apart). */
function correct(word: string): string {
  if (word.length < 5 || keepAsTyped.has(word) || fuzzyVocabulary.has(word)) return word;
  const candidates = fuzzyVocabulary.fuzzyGet(word, word.length >= 8 ? 2 : 1);
  let best: [string, number] | undefined;
  for (const [, [target, distance]] of candidates) if (!best || distance < best[1]) best = [target, distance];
  return best?.[0] ?? word;
}

/** Phrases folded into one word, applied after spell correction. */
const phrases: [RegExp, string][] = [
  [/\brotten eggs?\b/g, " rottenegg "],
  [/\b(?:carbon monoxide|carbon dioxide|monoxide|co2|c o)\b/g, " co "],
  [/\bcarbon\b(?= (?:alarm|detector|sensor|monitor|poison))/g, " co "],
  [/\barc[ -]?fault\w*|\bafci\b/g, " afci "],
  [/\bspark ?plugs?\b/g, " sparkplug "],
  [/\bstatic (?:shock|electricity)\b/g, " static "],
  [/\b(?:hot )?water heaters?\b/g, " waterheater "],
  [/\bhot water\b/g, " hotwater "],
  [/\bhot (tub|plate|wire|wires|pepper)\b/g, " hot$1 "],
  [/\b(?:breaker|fuse|circuit|electrical|electric|service|main|power) (?:box|panel|board)\b|\bbreakerbox\b|\bfusebox\b|\bload center\b/g, " panel "],
  [/\b(?:junction|electrical|electric) box\b/g, " jbox "],
  [/\b(?:power|electric|electrical|utility|overhead|service) (?:lines?|wires?|cables?)\b|\bservice drop\b|\bpower ?lines?\b/g, " powerline "],
  [/\bgas (?:line|lines|pipe|pipes)\b/g, " gas pipe "],
  [/\b(?:water|supply|drain|sewer|main) (?:line|lines)\b/g, " pipe "],
  [/\b(?:keeps |keep )?(?:going|went|goes|go|gone) off\b|\bblaring\b|\bringing\b|\bwont stop (?:beeping|going)\b|\bsounding\b/g, " sounding "],
  [/\b(?:light fixtures?|ceiling lights?|ceiling fans?|recessed lights?|can lights?)\b/g, " fixture "],
  [/\b(?:extension cords?|power strips?|surge protectors?)\b/g, " cord "],
  [/\bthrowing up\b|\bthrew up\b/g, " vomit "],
  [/\bsick (?:of|and tired)\b/g, " fedup "],
  [/\b(?:do|did|does) not\b/g, " dont "],
  [/\bis not\b/g, " isnt "],
  [/\bcan not\b/g, " cant "],
];

/** Lower case, accents and apostrophes gone ("don't" -> "dont"); each clause as its list of words. */
function clausesOf(text: string): string[][] {
  const plain = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019`]/g, "");
  const corrected = plain.replace(/[a-z0-9]+/g, correct);
  let folded = ` ${corrected.replace(/[^a-z0-9.,;:!?\n]+/g, " ")} `;
  for (const [pattern, replacement] of phrases) folded = folded.replace(pattern, replacement);
  return folded
    .split(/[.,;:!?\n]+|\b(?:but|however|although|though|except)\b/)
    .map((clause) => clause.split(/[^a-z0-9]+/).filter(Boolean))
    .filter((clause) => clause.length > 0);
}

interface Clause {
  words: string[];
  concepts: Set<Concept>[];
}

function readClause(words: string[]): Clause {
  const concepts = words.map((word) => new Set(conceptPatterns.filter(([, pattern]) => pattern.test(word)).map(([concept]) => concept)));
  return { words, concepts };
}

const is = (clause: Clause, index: number, concept: Concept) => clause.concepts[index]?.has(concept) ?? false;

function indexesOf(clause: Clause, concept: Concept): number[] {
  return clause.words.flatMap((_, index) => (is(clause, index, concept) ? [index] : []));
}

/** A denial: a negation right before the span (skipping words like "any", "a", "the"), or inside it. */
function isDenied(clause: Clause, start: number, end: number): boolean {
  for (let index = start; index <= end; index += 1) if (is(clause, index, "negation")) return true;
  for (let index = start - 1; index >= 0; index -= 1) {
    if (is(clause, index, "negation")) return true;
    if (!/^(any|a|an|the|real|really|strong|more|longer|smell|sign|signs|of|even|hint|trace)$/.test(clause.words[index])) return false;
  }
  return false;
}

/** A single word of the concept, not denied. */
function single(clause: Clause, concept: Concept, exclude: (index: number) => boolean = () => false): boolean {
  return indexesOf(clause, concept).some((index) => !exclude(index) && !isDenied(clause, index, index));
}

/**
 * Two concepts within `window` words of each other, in either order, not denied. With `tight`, only
 * filler words ("is", "very", "the"...) may sit between them ("panel is very hot", not "breaker trips when it's hot").
 */
function near(clause: Clause, a: Concept, b: Concept, window: number, tight = false): boolean {
  for (const i of indexesOf(clause, a)) {
    for (const j of indexesOf(clause, b)) {
      if (i === j || Math.abs(i - j) > window) continue;
      const [start, end] = i < j ? [i, j] : [j, i];
      if (tight && clause.words.slice(start + 1, end).some((_, offset) => !is(clause, start + 1 + offset, "filler"))) continue;
      if (!isDenied(clause, start, end)) return true;
    }
  }
  return false;
}

const hasAny = (clause: Clause, concept: Concept) => indexesOf(clause, concept).length > 0;

/** "smoke alarm/detector": a device, not smoke. */
const isSmokeDevice = (clause: Clause) => (index: number) => is(clause, index + 1, "alarm");

const rules: Record<HazardId, (clause: Clause, all: Clause[]) => boolean> = {
  gas: (c) => near(c, "gas", "smell", 5) || near(c, "gas", "leak", 4) || single(c, "rottenEgg") || near(c, "sulfur", "smell", 4),
  co: (c, all) =>
    (near(c, "co", "alarm", 6) && (hasAny(c, "sounding") || !hasAny(c, "purchase"))) ||
    near(c, "co", "leak", 4) ||
    near(c, "co", "symptom", 8) ||
    near(c, "generator", "indoors", 6) ||
    // Symptoms anywhere in the message with a fuel-burning appliance anywhere in it.
    (single(c, "symptom") && all.some((clause) => hasAny(clause, "fuel"))),
  fire: (c) =>
    single(c, "smoke", isSmokeDevice(c)) ||
    (near(c, "smoke", "sounding", 4) && !hasAny(c, "negation")) ||
    single(c, "fire") ||
    near(c, "burn", "smell", 5) ||
    near(c, "burn", "burnable", 2),
  "water-electrical": (c, all) =>
    near(c, "water", "device", 7) ||
    near(c, "water", "light", 5) ||
    // A flooded room with the power (or anything electrical) on, in any part of the message.
    (single(c, "flood") && all.some((clause) => single(clause, "power") || single(clause, "device"))),
  "downed-line": (c) => near(c, "powerline", "downed", 5) || (near(c, "wire", "downed", 3) && hasAny(c, "outdoors") && !hasAny(c, "pipe")),
  sparking: (c) => single(c, "spark"),
  "hot-electrical": (c) =>
    near(c, "hot", "device", 5, true) ||
    near(c, "warm", "warmDevice", 4, true) ||
    near(c, "burn", "device", 4, true) ||
    near(c, "oddSmell", "device", 6) ||
    (near(c, "power", "smell", 1) && hasAny(c, "device")),
  flooding: (c) => near(c, "pipe", "burst", 4) || near(c, "pipe", "frozen", 4) || single(c, "flood") || near(c, "water", "gush", 3),
};

/** Every hazard the message describes, most urgent first (see HAZARDS). */
export function detectHazards(text: string): HazardId[] {
  const clauses = clausesOf(text).map(readClause);
  return HAZARDS.filter((hazard) => clauses.some((clause) => rules[hazard](clause, clauses)));
}

/** The most urgent hazard the message describes, if any. */
export function detectHazard(text: string): HazardId | undefined {
  return detectHazards(text)[0];
}
