// How the triage detectors read a message: spell-correct it, fold its phrases, split it into clauses, tag each word
// with the concepts it stands for, and test concepts for nearness and denial. English (detect.ts) and Spanish
// (phrasings/es-US.ts) differ in their words, phrases, clause breaks and concepts, not in this reading.
import SearchableMap from "minisearch/SearchableMap";

export interface Clause<C extends string> {
  words: string[];
  concepts: Set<C>[];
}

/** The two concepts every language's reading relies on: a negation ("no", "not") and a filler word ("is", "very"). */
type Reading = "negation" | "filler";

/** A reader that tags each word of a clause with every concept whose pattern it matches. */
export function clauseReader<C extends string>(conceptPatterns: readonly (readonly [C, RegExp])[]): (words: string[]) => Clause<C> {
  return (words) => ({
    words,
    concepts: words.map((word) => new Set(conceptPatterns.filter(([, pattern]) => pattern.test(word)).map(([concept]) => concept))),
  });
}

export const is = <C extends string>(clause: Clause<C>, index: number, concept: C): boolean => clause.concepts[index]?.has(concept) ?? false;

export function indexesOf<C extends string>(clause: Clause<C>, concept: C): number[] {
  return clause.words.flatMap((_, index) => (is(clause, index, concept) ? [index] : []));
}

/**
 * The closest hazard word for a typo, from MiniSearch's fuzzy SearchableMap over `vocabulary`; words under five
 * letters and the real words in `keepAsTyped` are left alone (too many real words sit one or two edits apart).
 */
export function spellingCorrector(vocabulary: Iterable<string>, keepAsTyped: ReadonlySet<string>): (word: string) => string {
  const fuzzyVocabulary = new SearchableMap<string>();
  for (const word of vocabulary) fuzzyVocabulary.set(word, word);
  return (word) => {
    if (word.length < 5 || keepAsTyped.has(word) || fuzzyVocabulary.has(word)) return word;
    const candidates = fuzzyVocabulary.fuzzyGet(word, word.length >= 8 ? 2 : 1);
    let best: [string, number] | undefined;
    for (const [, [target, distance]] of candidates) if (!best || distance < best[1]) best = [target, distance];
    return best?.[0] ?? word;
  };
}

export interface ClauseSplitting {
  correct: (word: string) => string;
  /** Phrases folded into one word, applied after spell correction and in this order. */
  phrases: readonly (readonly [RegExp, string])[];
  /** Punctuation that ends a clause, as characters of a regular-expression class (no "]", "\\", "^" or "-"). */
  marks: string;
  /** Words that start a new clause ("but", "pero"). */
  breakWords: readonly string[];
}

/** Lower case, accents and apostrophes gone ("don't" -> "dont"); each clause as its list of words. */
export function clauseSplitter({ correct, phrases, marks, breakWords }: ClauseSplitting): (text: string) => string[][] {
  const outsideWords = new RegExp(`[^a-z0-9${marks}\\n]+`, "g");
  const clauseBreak = new RegExp(`[${marks}\\n]+|\\b(?:${breakWords.join("|")})\\b`);
  return (text) => {
    const plain = text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/['\u2019`]/g, "");
    let folded = ` ${plain.replace(/[a-z0-9]+/g, correct).replace(outsideWords, " ")} `;
    for (const [pattern, replacement] of phrases) folded = folded.replace(pattern, replacement);
    return folded
      .split(clauseBreak)
      .map((clause) => clause.split(/[^a-z0-9]+/).filter(Boolean))
      .filter((clause) => clause.length > 0);
  };
}

/**
 * The tests a hazard rule makes on a clause. `denialGap` matches the words that may sit between a negation and what
 * it denies ("no gas smell", "no hay olor a gas").
 */
export function clauseTests<C extends string>(denialGap: RegExp) {
  type Read = Clause<C | Reading>;

  /** A denial: a negation right before the span (skipping `denialGap` words), or inside it. */
  function isDenied(clause: Read, start: number, end: number): boolean {
    for (let index = start; index <= end; index += 1) if (is(clause, index, "negation")) return true;
    for (let index = start - 1; index >= 0; index -= 1) {
      if (is(clause, index, "negation")) return true;
      if (!denialGap.test(clause.words[index])) return false;
    }
    return false;
  }

  /** A single word of the concept, not denied (and not one `exclude` rules out). */
  function single(clause: Read, concept: C, exclude: (index: number) => boolean = () => false): boolean {
    return indexesOf<C | Reading>(clause, concept).some((index) => !exclude(index) && !isDenied(clause, index, index));
  }

  /**
   * Two concepts within `window` words of each other, in either order, not denied. With `tight`, only filler words
   * may sit between them ("panel is very hot", not "breaker trips when it's hot").
   */
  function near(clause: Read, a: C, b: C, window: number, tight = false): boolean {
    for (const i of indexesOf<C | Reading>(clause, a)) {
      for (const j of indexesOf<C | Reading>(clause, b)) {
        if (i === j || Math.abs(i - j) > window) continue;
        const [start, end] = i < j ? [i, j] : [j, i];
        if (tight && clause.words.slice(start + 1, end).some((_, offset) => !is(clause, start + 1 + offset, "filler"))) continue;
        if (!isDenied(clause, start, end)) return true;
      }
    }
    return false;
  }

  const hasAny = (clause: Read, concept: C | Reading) => indexesOf(clause, concept).length > 0;

  return { isDenied, single, near, hasAny };
}
