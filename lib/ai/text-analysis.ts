// Turns homeowner phrasing and catalogue text into comparable search terms: lower case, phrase folding,
// stop words, a light suffix stemmer and a small home-repair synonym map. Used on both sides of the
// problem search, so "my breaker keeps tripping" and "Circuit Breaker Trips" meet on "breaker" + "trip".
import "server-only";

const vowel = /[aeiouy]/;

/** Multi-word expressions folded into one term before tokenising. */
const phrases: [RegExp, string][] = [
  [/\bair[ -]?condition(?:er|ers|ing)\b|\ba\s*\/\s*c\b|\ba\.c\.?(?=\s|$)/g, " ac "],
  [/\bhot water\b|\bwater heaters?\b/g, " hotwater "],
  [/\bground[ -]fault\b|\bgfi\b/g, " gfci "],
  [/\bcircuit breakers?\b/g, " breaker "],
  // Older homes have fuses: a fuse box is the panel, a blown fuse is a tripped breaker.
  [/\b(?:fuse|breaker) ?(?:box|boxes|panel)\b/g, " breaker panel "],
  [/\b(?:blown|blew|blowing) (?:a )?fuses?\b|\bfuses? (?:blew|blown|blows|keep blowing|keeps blowing)\b/g, " breaker trip "],
  [/\bgarbage disposals?\b|\bdisposer\b/g, " disposal "],
  [/\bair ?flow\b/g, " airflow "],
  // An AC "blowing warm air" is the catalogue's "not cooling".
  [/\b(?:warm|hot) air\b/g, " air not cool "],
  [/\bturns? (?:on and off|off and on)\b|\bon and off\b|\bshort[ -]?cycl\w*/g, " cycle "],
  [/\blight ?bulbs?\b/g, " light "],
  [/\bpower (?:went|goes|is) out\b|\blost power\b/g, " outage "],
  [/\b(?:stopped|stops|quit|quits) (?:working|functioning)\b/g, " not working "],
];

const stopWords = new Set(
  (
    "a an the and or but if then so my our your i me we you it its this that these those there here is are was were be " +
    "been being am do does did have has had having to of in on at by for with from up down out off into over under again " +
    "just very really too also can could would should will shall may might must some any all each every what which who " +
    "whom when where why how about as than keep keeps kept keeping still get gets got getting seem seems seemed like " +
    "please help thanks thank hi hello hey home house im ive id whenever while since they them their he she his her " +
    "whats thats theres lot lots bit around near some other others fix fixes fixing fixed repair repairs repairing problem problems issue " +
    "issues need needs want know tell diy guide step steps thing things something anything wrong going work works " +
    "working worked function functioning"
  ).split(" "),
);

/** Surface forms (already stemmed) mapped to one canonical term. */
const synonymGroups: Record<string, string[]> = {
  not: ["no", "dont", "doesnt", "wont", "isnt", "cant", "cannot", "aint", "arent", "didnt", "never", "without", "dead"],
  trip: ["flip", "tripp"],
  leak: ["leaky", "leaki", "drip", "seep"],
  faucet: ["tap", "spigot"],
  outlet: ["socket", "receptacl"],
  smell: ["odor", "odour", "stink", "stench", "scent", "smelly", "smelli"],
  burn: ["burnt", "scorch"],
  spark: ["arc"],
  light: ["lamp", "bulb"],
  flicker: ["blink", "flash", "strobe"],
  clog: ["block", "blockag", "backup"],
  nois: ["noisy", "noisi", "sound", "bang", "rattl", "knock", "squeal", "screech", "grind", "whistl", "clank", "thump", "hammer"],
  freez: ["frozen", "froze", "ice", "icy", "ici", "frost"],
  humid: ["muggy", "damp", "moist", "moistur", "sticky", "clammy"],
  outage: ["blackout"],
  thermostat: ["tstat"],
  toilet: ["commode", "loo"],
  sewer: ["sewag", "septic"],
  cool: ["ac", "aircon"],
  furnac: ["boiler"],
  dim: ["dimmer"],
  cold: ["colder", "chilly"],
  warm: ["warmer"],
  hot: ["hotter"],
  display: ["screen"],
  shower: ["showerhead"],
};

const canonical = new Map<string, string>();
for (const [term, forms] of Object.entries(synonymGroups)) for (const form of forms) canonical.set(form, stem(term));

/** Query-side hints: a homeowner's word that points at catalogue words it does not share. */
const relatedHints: Record<string, string[]> = {
  warm: ["cool"],
  hot: ["cool", "hotwater"],
  furnac: ["heat"],
  cold: ["heat", "hotwater", "cool"],
  shock: ["spark"],
  smok: ["burn"],
  fire: ["burn"],
  gurgl: ["drain", "clog"],
  slow: ["clog", "drain"],
  weak: ["low", "pressur", "airflow"],
  flow: ["pressur", "airflow"],
  trickl: ["pressur", "low"],
  fill: ["run"],
  plug: ["outlet"],
  stuck: ["clog"],
  jam: ["clog", "disposal"],
  hum: ["nois"],
  buzz: ["nois"],
  click: ["nois"],
  breaker: ["trip"],
};

/** How much a related hint counts in a query against the user's own words (1). */
const RELATED_TERM_WEIGHT = 0.4;

/** A light suffix stemmer: plurals, -ing, -ed, -ly, -ity and a trailing e, with doubled consonants undone. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(w)) {
    // glass, status, chassis: not plurals
  } else if (/(?:sses|xes|zes|ches|shes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s")) w = w.slice(0, -1);

  for (const suffix of ["ing", "ed"]) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (base.length < 3 || !vowel.test(base) || (suffix === "ed" && base.endsWith("e"))) break;
    w = /([^aeiouylsz])\1$/.test(base) ? base.slice(0, -1) : base;
    break;
  }
  if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  if (w.endsWith("ity") && w.length > 6) w = w.slice(0, -3);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Lower-cased, accent-free text padded with spaces, after a language's phrase table (English here, Spanish in text-analysis-es). */
function foldWithPhrases(text: string, phraseTable: readonly (readonly [RegExp, string])[]): string {
  let folded = ` ${text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")} `;
  for (const [pattern, replacement] of phraseTable) folded = folded.replace(pattern, replacement);
  return folded;
}

export function normalizeTerm(word: string): string {
  const stemmed = stem(word);
  return canonical.get(word) ?? canonical.get(stemmed) ?? stemmed;
}

/** What a language brings to the search-term pipeline: its phrase table, stop words, and stemming with synonyms. */
export interface LanguageTerms {
  phrases: readonly (readonly [RegExp, string])[];
  stopWords: ReadonlySet<string>;
  /** A word's stemmed, synonym-folded form. */
  normalizeTerm(word: string): string;
  /** Query-side hints: a homeowner's word that points at catalogue words it does not share. */
  relatedHints: Record<string, string[]>;
}

/** The search-term pipeline, the same for every language (English here, Spanish in text-analysis-es). */
export function textAnalysis({ phrases: phraseTable, stopWords: stops, normalizeTerm: normalize, relatedHints: hints }: LanguageTerms) {
  const relatedTerms = new Map(Object.entries(hints).map(([word, related]) => [normalize(word), related.map(normalize)] as const));

  /** Lower-cased, accent-free words after phrase folding, before stop words and stemming (for intent checks). */
  const words = (text: string): string[] =>
    foldWithPhrases(text, phraseTable)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);

  /** The search terms of a text, in order, repeats kept (term frequency matters). */
  const analyze = (text: string): string[] =>
    words(text)
      .filter((word) => !stops.has(word))
      .map(normalize);

  return {
    words,
    analyze,
    /** One word as a search term: null for a stop word, else its stemmed, synonym-folded form (MiniSearch's processTerm). */
    searchTerm: (word: string): string | null => (stops.has(word) ? null : normalize(word)),
    /** Query terms with weights: the user's own terms count 1, related hints count less. */
    queryTerms(text: string): Map<string, number> {
      const weights = new Map<string, number>();
      for (const term of analyze(text)) weights.set(term, 1);
      for (const term of [...weights.keys()]) {
        for (const hint of relatedTerms.get(term) ?? []) {
          if (!weights.has(hint)) weights.set(hint, RELATED_TERM_WEIGHT);
        }
      }
      return weights;
    },
  };
}

export const { words, analyze, searchTerm, queryTerms } = textAnalysis({ phrases, stopWords, normalizeTerm, relatedHints });
