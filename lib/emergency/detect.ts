// Spots emergencies in what the homeowner typed. Explicit patterns, not search ranking: an emergency must be
// recognised however it is phrased, and a denial ("no gas smell", "I don't smell gas") must not alarm.
// Hand-written because no library knows home-repair hazards; typo tolerance comes from MiniSearch's
// fuzzy SearchableMap, and the text passes through three small steps:
//   1. words are spell-corrected against the hazard vocabulary ("monoxcide" -> "monoxide");
//   2. phrases fold into one word ("fuse box" -> "panel", "carbon monoxide" -> "co", "water heater" -> "waterheater");
//   3. each clause is read as a list of concepts and matched against each hazard's rules.
import "server-only";

import { allProblems } from "@/lib/catalog";

import { HAZARDS, type HazardId } from "./hazards";
import { clauseReader, clauseSplitter, clauseTests, is, spellingCorrector, type Clause as ClauseOf } from "./clauses";

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
  | "oddSmell"
  | "panel"
  | "longAgo"
  | "prevention"
  | "igniter";

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
  // The electrical panel by any of its names, the electric meter and junction boxes (folded by `phrases`).
  ["panel", /^(panel|jbox)$/],
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
  ["purchase", /^(install\w*|buy\w*|recommend\w*|choose|choosing|best|placement|mount\w*|test|testing|put|place|where|batter\w*|replac\w*|expir\w*)$/],
  // Something that happened in an earlier season ("froze last winter"), folded by `phrases`.
  ["longAgo", /^longago$/],
  ["prevention", /^(prevent\w*|avoid\w*|insulat\w*|winteriz\w*|protect\w*|keep|keeping)$/],
  // A stove or grill igniter sparks by design.
  ["igniter", /^(igniters?|ignitors?|ignition|lighter|clicker)$/],
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
    "sparkling",
  ],
]);

/** Phrases folded into one word, applied after spell correction. */
const phrases: [RegExp, string][] = [
  [/\brotten eggs?\b/g, " rottenegg "],
  [/\b(?:carbon monoxide|carbon dioxide|monoxide|co2|c o)\b/g, " co "],
  [/\bcarbon\b(?= (?:alarm|detector|sensor|monitor|poison))/g, " co "],
  [/\barc[ -]?fault\w*|\bafci\b/g, " afci "],
  [/\bsparks? ?plugs?\b/g, " sparkplug "],
  // A burner's or pilot's own flame is how the appliance works, not a fire.
  [/\b(?:burner|pilot|candle) (?:flames?|lights?)\b/g, " burnerflame "],
  [/\bstatic (?:shock|electricity)\b/g, " static "],
  [/\b(?:hot )?water heaters?\b/g, " waterheater "],
  [/\bhot water\b/g, " hotwater "],
  [/\bhot (tub|plate|wire|wires|pepper)\b/g, " hot$1 "],
  [/\b(?:breaker|fuse|circuit|electrical|electric|service|main|power) (?:box|panel|board)\b|\bbreakerbox\b|\bfusebox\b|\bload center\b/g, " panel "],
  [/\b(?:junction|electrical|electric) box\b/g, " jbox "],
  [/\b(?:electric|electrical|power|hydro) meters?\b|\bmeter (?:base|box|socket|can|pan)s?\b|\bsub ?panels?\b|\bpanelboards?\b|\bconsumer units?\b/g, " panel "],
  [/\bwater meters?\b/g, " watermeter "],
  [
    /\blast (?:year|winter|fall|autumn|spring|summer|season|month)\b|\b(?:a|one|two|few|several|\d+) (?:years?|winters?|months?) ago\b|\bin the past\b|\bused to\b/g,
    " longago ",
  ],
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

const clausesOf = clauseSplitter({
  correct: spellingCorrector(vocabulary, keepAsTyped),
  phrases,
  marks: ".,;:!?",
  breakWords: ["but", "however", "although", "though", "except"],
});

type Clause = ClauseOf<Concept>;
const readClause = clauseReader(conceptPatterns);

// A negation denies what follows it across words like "any", "a", "the" ("no gas smell", "not any sign of smoke").
const { single, near, hasAny } = clauseTests<Concept>(/^(any|a|an|the|real|really|strong|more|longer|smell|sign|signs|of|even|hint|trace)$/);

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
    // The panel by any name: water anywhere in the same clause ("water running down the wall into the panel").
    near(c, "water", "panel", 12) ||
    near(c, "water", "light", 5) ||
    // A flooded room with the power (or anything electrical) on, in any part of the message.
    (single(c, "flood") && all.some((clause) => single(clause, "power") || single(clause, "device"))),
  "downed-line": (c) => near(c, "powerline", "downed", 5) || (near(c, "wire", "downed", 3) && hasAny(c, "outdoors") && !hasAny(c, "pipe")),
  sparking: (c) => single(c, "spark") && !hasAny(c, "igniter"),
  "hot-electrical": (c) =>
    near(c, "hot", "device", 5, true) ||
    near(c, "warm", "warmDevice", 4, true) ||
    near(c, "burn", "device", 4, true) ||
    near(c, "oddSmell", "device", 6) ||
    (near(c, "power", "smell", 1) && hasAny(c, "device")),
  flooding: (c) =>
    near(c, "pipe", "burst", 4) ||
    // Pipes frozen now, not pipes that froze in an earlier winter or a question about keeping them from freezing.
    (near(c, "pipe", "frozen", 4) && !hasAny(c, "longAgo") && !hasAny(c, "prevention")) ||
    single(c, "flood") ||
    near(c, "water", "gush", 3),
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
