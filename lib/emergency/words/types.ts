// What each language brings to emergency triage: its words, never its rules. The rules live once, in
// lib/emergency/rules.ts, and read concepts; a language says which of its words stand for each concept.

/**
 * What names a hazard, its signs and its things: the concepts whose listed words a typo may be corrected to. How a
 * clause is said ("where", "now", "lol", "anyway") and the contexts around a hazard (a dream, the news, a price), in
 * CONTEXT_CONCEPTS, never are: too many real words sit one or two edits from them.
 */
const HAZARD_WORD_CONCEPTS = [
  "gas",
  "smell",
  "leak",
  "rottenEgg",
  "sulfur",
  "co",
  "alarm",
  "sounding",
  "symptom",
  "fuel",
  "generator",
  "smoke",
  "smokeAlarm",
  "fire",
  "burn",
  "burnable",
  "spark",
  "hot",
  "warm",
  "oddSmell",
  "device",
  "burnDevice",
  "warmDevice",
  "panel",
  "light",
  "power",
  "water",
  "flood",
  "gush",
  "pipe",
  "burst",
  "frozen",
  "downed",
  "powerline",
  "wire",
  "hypothetical",
  "explained",
  "mild",
  "noise",
  "testPress",
  "ceiling",
  "flow",
  "outOfPlace",
  "source",
  "hiss",
  "touch",
  "firstUse",
  "nonstop",
  "ground",
  "bubbles",
  "wall",
] as const;

/** How a clause is said and what surrounds a hazard: never a typo's target. */
const CONTEXT_CONCEPTS = [
  "indoors",
  "outdoors",
  "igniter",
  // Tools and gadgets that throw sparks by design: a grinder, a bug zapper, an electric fence, a Tesla coil.
  "sparkTool",
  // A fire made on purpose outdoors, or far away: a bonfire, a fire pit, burning leaves, a wildfire up north.
  "openFire",
  // A smell of gas for a second as a burner or a grill lights ("smells like gas for a sec when I turn the knob, then
  // it lights"): how a burner lights, unless the flame does not catch (unlit) or the smell stays.
  "briefWhiff",
  "unlit",
  // A hazard word used as a figure of speech: said of a team, a song, a budget or a win ("my kid's team is on fire",
  // "burned through my budget", "mi jefe está que echa humo"), or of what fills a phone or a room ("on fire with
  // messages", "una inundación de juguetes"; only after the hazard word: a toy that is on fire is a fire).
  "figurative",
  "figurativeFill",
  // A joke told and left: laughter ("lol", "jaja", "haha") and then a change of subject ("anyway", "real question",
  // "ya en serio", "pregunta seria"). A lone sign before them is a figure ("this project is a dumpster fire lol.
  // anyway ...", "esa bachata ta en fuego jaja. oye ...").
  "joke",
  "topicShift",
  // Seeing or pointing, never what a figure is said of ("look at those sparks lol", "mira las chispas jaja").
  "perceive",
  "burntFood",
  "flameLook",
  "appliance",
  "plugged",
  "static",
  "cleanup",
  "condition",
  "normalQuestion",
  "burnerFlame",
  "periodic",
  "reach",
  "upright",
  "lineQuestion",
  "over",
  "powerOff",
  // An event told in the past and checked since: when it happened ("last night", "el sábado"), who came ("the
  // electrician", "los bomberos"), what they did ("replaced", "revisó", "salió en cero"), and what is asked about
  // it now (insurance, disclosure, rent).
  "pastTime",
  "professional",
  "checked",
  "paperwork",
  "pastState",
  // Only the hot water smells of eggs: the water heater, not gas.
  "hotWaterOnly",
  // Steam named: a hot shower or a heat pump's defrost, what sets off a smoke alarm or only looks like smoke.
  "steam",
  // A new appliance, whose first smell is asked about.
  "newItem",
  // What brings a line down or follows one (wind, a storm, half the lights out); an alarm going off wherever it is
  // moved; fire signs inside a wall; water coming in under a door.
  "storm",
  "roaming",
  "inWall",
  "seep",
  // Water told by where it has reached: moving out of its place ("se está saliendo", "se pasó", "se está virando")
  // into another part of the home ("al pasillo", "a la cocina", "por las escaleras").
  "spread",
  "room",
  // The sound of an arc where water meets power: crackling, sizzling, a "zzzt" (round 14's writers label it sparking).
  "arcNoise",
  // The bang of an arc from a device ("el enchufe sigue tronando"), sparking whether or not water is named.
  "arcBang",
  // One spark, told as a single event or as over ("sparked once", "there was a spark", "hasn't happened since",
  // "una sola vez", "ya no lo está haciendo").
  "onceOnly",
  // Words that say a sign goes on ("again", "still", "keeps", "sigue", "todavía"): a spark told once is not over then.
  "goingOn",
  // A hazard told as news or a story from somewhere else ("saw on the news", "vi en el noticiero", "Chicago Fire"), and
  // a place near enough to matter ("on our street", "en mi cuadra"), which keeps a report from calming anything.
  "reported",
  "nearby",
  // People said to spark or smoke ("mi jefe anda echando chispas", "my boss is smoking mad"): a figure.
  "person",
  // Schoolwork and a price asked: contexts that name no hazard now (calming, and the layer must agree).
  "schoolwork",
  "priceQuestion",
  // A dream told ("soñé que se incendiaba la casa", "dreamt the basement flooded"): calming, and the layer must agree.
  "dream",
  // Insurance, a claim or an inspection report asked about (calming, and the layer must agree). Not "seguro" alone:
  // "¿es seguro?" asks whether it is safe.
  "insured",
  // The utility's transformer (on a pole or a pad in the yard); a doorbell's or a light's is folded away first.
  "transformer",
  // A home said to have no gas at all ("la casa es toda eléctrica", "no gas in the house"): a smell of eggs is a drain's,
  // and a headache is not a furnace's, unless an engine or a generator is named or an alarm is going off.
  "allElectric",
  // How a clause is said, not what it names.
  "negation",
  "filler",
  "equipment",
  "question",
  "longAgo",
  "resolved",
  "present",
  "prevention",
] as const;

/** What a word can stand for. The rule table tests these, in every language at once. */
export const CONCEPTS = [...HAZARD_WORD_CONCEPTS, ...CONTEXT_CONCEPTS] as const;

export type Concept = (typeof CONCEPTS)[number];

/** The concepts a typo may be corrected to (HAZARD_WORD_CONCEPTS). A new concept is a target only if listed there. */
export const TYPO_TARGET_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>(HAZARD_WORD_CONCEPTS);

/** Concepts matched on the word exactly as typed (after accent folding), never on its stem. */
export const EXACT_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>(["negation", "filler", "question"]);

/** Words that stand for a concept only exactly as typed ("=word"), from one space-separated list. */
export const exactWords = (words: string): string[] => words.split(" ").map((word) => `=${word}`);

export interface HazardWords {
  /** The language's Snowball stemmer: a word and its list entry meet when their stems are equal. */
  stem: (word: string) => string;
  /**
   * The words that stand for each concept, without accents and in lower case. An entry is stemmed before matching
   * ("leaking", "leaks" and "leak" meet); an entry starting with "=" matches only that exact word.
   */
  concepts: Partial<Record<Concept, readonly string[]>>;
  /** Phrases folded into one word after spell correction ("caja de breakers" -> "panel"), in order. */
  phrases: readonly (readonly [RegExp, string])[];
  /** Hazard words a typo may be corrected to (long enough that one typo can't turn one into another). */
  vocabulary: readonly string[];
  /** Real words one or two typos from a hazard word, which must stay themselves. */
  keepAsTyped: readonly string[];
  /** Words that start a new clause ("but", "pero"). */
  breakWords: readonly string[];
  /** Words that may sit between a negation and what it denies ("no gas smell", "no hay olor a gas"). */
  denialGap: readonly string[];
  /** Common words only this language uses, to tell which language a message is written in. */
  functionWords: readonly string[];
}
