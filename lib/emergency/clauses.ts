// How triage reads a message, in every registered language at once: fold accents and case, spell-correct each word
// against every language's hazard vocabulary, fold phrases into one word, split the text into clauses, and tag each
// word with the concepts it stands for in any language (by exact word or by its Snowball stem). The rules
// (rules.ts) then test concepts inside one clause, so "smell a gas en el basement" and "the breaker box se mojo"
// read like any other message. A clause ends at punctuation or a contrast word ("but", "pero"), not after a
// number of words.
import SearchableMap from "minisearch/SearchableMap";

import { CONCEPTS, EXACT_CONCEPTS, TYPO_TARGET_CONCEPTS, type Concept, type HazardWords } from "./words/types";

export interface Clause {
  words: string[];
  concepts: Set<Concept>[];
}

/**
 * Lower case, accents and apostrophes gone ("Tubería" -> "tuberia", "don't" -> "dont"). The Caribbean interjection
 * "¡ño!" becomes "nyo", not "no": folded, it would deny what follows ("ño se reventó el tubo", round 35).
 */
export function foldText(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])ñ[oó](?![\p{L}\p{N}])/giu, "nyo")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019`]/g, "");
}

interface LanguageIndex {
  stem: (word: string) => string;
  exact: Map<string, Concept[]>;
  stems: Map<string, Concept[]>;
}

function add(map: Map<string, Concept[]>, key: string, concept: Concept): void {
  const list = map.get(key);
  if (list) list.push(concept);
  else map.set(key, [concept]);
}

function indexLanguage(words: HazardWords): LanguageIndex {
  const exact = new Map<string, Concept[]>();
  const stems = new Map<string, Concept[]>();
  for (const concept of CONCEPTS) {
    for (const entry of words.concepts[concept] ?? []) {
      if (entry.startsWith("=") || EXACT_CONCEPTS.has(concept)) add(exact, entry.replace(/^=/, ""), concept);
      else {
        add(exact, entry, concept);
        add(stems, words.stem(entry), concept);
      }
    }
  }
  return { stem: words.stem, exact, stems };
}

/**
 * The closest hazard word for a typo, from MiniSearch's fuzzy SearchableMap over every language's vocabulary;
 * words under five letters, words some language already knows and the real words in `keepAsTyped` stay as typed
 * (too many real words sit one or two edits apart).
 */
function spellingCorrector(vocabulary: Iterable<string>, known: (word: string) => boolean): (word: string) => string {
  const fuzzyVocabulary = new SearchableMap<string>();
  for (const word of vocabulary) fuzzyVocabulary.set(word, word);
  return (word) => {
    if (word.length < 5 || known(word) || fuzzyVocabulary.has(word)) return word;
    // Five-letter words are only un-swapped: too many real ones sit one edit from a hazard word ("night", "floor").
    // Two letters swapped ("hissnig", "propnao"): two edits for Levenshtein, one slip of the fingers.
    for (let index = 1; index < word.length - 1; index += 1) {
      const swapped = word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2);
      if (fuzzyVocabulary.has(swapped) || known(swapped)) return swapped;
    }
    if (word.length < 6) return word;
    const candidates = fuzzyVocabulary.fuzzyGet(word, word.length >= 8 ? 2 : 1);
    let best: [string, number] | undefined;
    for (const [, [target, distance]] of candidates) if (!best || distance < best[1]) best = [target, distance];
    return best?.[0] ?? word;
  };
}

const escapeForClass = (marks: string) => marks.replace(/[\]\\^-]/g, "\\$&");

/** A reader of messages that knows the words of every language given. */
export function messageReader(languages: readonly HazardWords[]): (text: string) => Clause[] {
  const indexes = languages.map(indexLanguage);
  const keep = new Set(languages.flatMap((language) => language.keepAsTyped));
  const conceptsOf = (word: string): Set<Concept> => {
    const found = new Set<Concept>();
    for (const index of indexes) {
      for (const concept of index.exact.get(word) ?? []) found.add(concept);
      for (const concept of index.stems.get(index.stem(word)) ?? []) found.add(concept);
    }
    return found;
  };
  // A typo may be corrected to any listed word of five letters or more, not only to the vocabulary.
  const listed = languages.flatMap((language) =>
    Object.entries(language.concepts).flatMap(([concept, entries]) =>
      EXACT_CONCEPTS.has(concept as Concept) || !TYPO_TARGET_CONCEPTS.has(concept as Concept)
        ? []
        : entries.map((entry) => entry.replace(/^=/, "")).filter((entry) => entry.length >= 5),
    ),
  );
  const correct = spellingCorrector(
    [...languages.flatMap((language) => language.vocabulary), ...listed],
    (word) => keep.has(word) || conceptsOf(word).size > 0,
  );
  const phrases = languages.flatMap((language) => language.phrases);
  const marks = escapeForClass(".,;:!?¡¿");
  const outsideWords = new RegExp(`[^a-z0-9${marks}\\n]+`, "g");
  const breakWords = [...new Set(languages.flatMap((language) => language.breakWords))];
  const clauseBreak = new RegExp(`[${marks}\\n]+|\\b(?:${breakWords.join("|")})\\b`);

  return (text) => {
    let folded = ` ${foldText(text)
      .replace(/[a-z0-9]+/g, correct)
      .replace(outsideWords, " ")} `;
    // One space between words after each fold, so a later phrase sees "shock el carro", not "shock  el carro".
    for (const [pattern, replacement] of phrases) folded = folded.replace(pattern, replacement).replace(/ {2,}/g, " ");
    return folded
      .split(clauseBreak)
      .map((clause) => clause.split(/[^a-z0-9]+/).filter(Boolean))
      .filter((words) => words.length > 0)
      .map((words) => ({ words, concepts: words.map(conceptsOf) }));
  };
}

export const is = (clause: Clause, index: number, concept: Concept): boolean => clause.concepts[index]?.has(concept) ?? false;

export function indexesOf(clause: Clause, concept: Concept): number[] {
  return clause.words.flatMap((_, index) => (is(clause, index, concept) ? [index] : []));
}

export const hasAny = (clause: Clause, concept: Concept): boolean => clause.concepts.some((concepts) => concepts.has(concept));

/** A denial: a negation inside the span, or right before it (skipping the denial-gap words of any language). */
export function denialTest(denialGap: ReadonlySet<string>): (clause: Clause, start: number, end: number) => boolean {
  return (clause, start, end) => {
    for (let index = start; index <= end; index += 1) if (is(clause, index, "negation")) return true;
    for (let index = start - 1; index >= 0; index -= 1) {
      if (is(clause, index, "negation")) return true;
      if (!denialGap.has(clause.words[index])) return false;
    }
    return false;
  };
}
