// Ranked search over the repair catalogue with MiniSearch: each problem's title, causes, DIY steps and
// professional advice, titles weighing most, so "my breaker keeps tripping" lands on "Circuit Breaker Trips"
// even though "breaker" also appears in many DIY steps. Our own term processing (text-analysis: phrases,
// stop words, stemming, home-repair synonyms) runs on both sides; MiniSearch adds typo tolerance and
// prefix matching, so "breakr trippin" and "thermo" still find their problems. Spanish questions search a
// second index built from the Spanish overlay (lib/catalog/i18n) with the Spanish analyzer (text-analysis-es),
// plus the overlay's homeowner keywords; both indexes answer with the same English catalogue entries (the
// facts), which the caller localizes for display.
import "server-only";

import MiniSearch, { type SearchResult } from "minisearch";
import SearchableMap from "minisearch/SearchableMap";

import { defaultLocale, type AppLocale } from "@/i18n/locales";
import { allProblems, type Category, type Problem } from "@/lib/catalog";
import { localizeProblem } from "@/lib/catalog/i18n";

import { normalizeTerm, queryTerms, searchTerm, words } from "./text-analysis";
import { normalizeTermEs, queryTermsEs, searchTermEs, wordsEs } from "./text-analysis-es";

export interface ProblemMatch {
  category: Category;
  problem: Problem;
  /** MiniSearch's score (BM25+ with field boosts); comparable between problems of one query only. */
  score: number;
  /** Share (0..1) of the query's terms, weighted by rarity, that this problem contains. */
  coverage: number;
}

type Entry = { category: Category; problem: Problem };
type Field = "title" | "causes" | "steps" | "advice" | "keywords";
type Doc = { id: string } & Partial<Record<Field, string>>;

/** How one language turns text into search terms (text-analysis.ts for English, text-analysis-es.ts for Spanish). */
export interface TextAnalyzer {
  words(text: string): string[];
  searchTerm(word: string): string | null;
  normalizeTerm(word: string): string;
  queryTerms(text: string): Map<string, number>;
  /** The searched fields of an entry, in this language, and how much each weighs. */
  toDoc(entry: Entry): Doc;
  fieldBoosts: Partial<Record<Field, number>>;
}

function englishDoc({ category, problem }: Entry): Doc {
  return {
    id: `${category.id}/${problem.id}`,
    title: problem.title,
    causes: problem.causes.join(". "),
    steps: problem.diySteps.join(". "),
    advice: problem.professionalAdvice,
  };
}

function spanishDoc({ category, problem }: Entry): Doc {
  const words = localizeProblem(category, problem, "es-US");
  return {
    ...englishDoc({ category, problem: words }),
    // Each keyword its own sentence, so a phrase in one never runs into the next.
    keywords: words.keywords.join(". "),
  };
}

export const englishAnalyzer: TextAnalyzer = {
  words,
  searchTerm,
  normalizeTerm,
  queryTerms,
  toDoc: englishDoc,
  fieldBoosts: { title: 6, causes: 1, steps: 0.5, advice: 0.3 },
};

export const spanishAnalyzer: TextAnalyzer = {
  words: wordsEs,
  searchTerm: searchTermEs,
  normalizeTerm: normalizeTermEs,
  queryTerms: queryTermsEs,
  toDoc: spanishDoc,
  fieldBoosts: { title: 6, keywords: 3, causes: 1, steps: 0.5, advice: 0.3 },
};

/**
 * Each language's analyzer (stemming and stop words are code, not data). A language without one searches the English
 * catalogue with the English analyzer, as a page without an overlay shows the English words.
 */
const analyzers: Partial<Record<AppLocale, TextAnalyzer>> = { "es-US": spanishAnalyzer };

/** One typo in words of 5-7 letters, two from 8; prefixes from 4 letters ("thermo" -> "thermostat"). */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);
const prefix = (term: string) => term.length >= 4;

export interface SearchIndex {
  analyzer: TextAnalyzer;
  engine: MiniSearch<Doc>;
  entries: Map<string, Entry>;
  /** Every search term in the catalogue (processed), and every word as written, for spelling correction. */
  terms: Set<string>;
  spellings: SearchableMap<string>;
}

export function buildSearchIndex(entries: Entry[], analyzer: TextAnalyzer = englishAnalyzer): SearchIndex {
  const { words, searchTerm, toDoc } = analyzer;
  const terms = new Set<string>();
  const spellings = new SearchableMap<string>();
  const engine = new MiniSearch<Doc>({
    fields: Object.keys(analyzer.fieldBoosts),
    tokenize: (text) => words(text),
    processTerm: (word) => {
      const term = searchTerm(word);
      if (term) {
        terms.add(term);
        spellings.set(word, word);
      }
      return term;
    },
  });
  engine.addAll(entries.map(toDoc));
  return { analyzer, engine, entries: new Map(entries.map((entry) => [toDoc(entry).id, entry])), terms, spellings };
}

/**
 * A misspelt word replaced by the closest word the catalogue uses ("leeking" -> "leaking", "trippin" ->
 * "tripping"), before stemming: MiniSearch's own fuzzy search compares stems, and a typo often breaks the stem.
 */
function correctSpelling(index: SearchIndex, word: string): string {
  const { searchTerm, normalizeTerm } = index.analyzer;
  if (word.length < 5 || searchTerm(word) === null || index.terms.has(normalizeTerm(word))) return word;
  if (word.endsWith("in") && index.terms.has(normalizeTerm(`${word}g`))) return `${word}g`;
  let best: [string, number] | undefined;
  for (const [, [spelling, distance]] of index.spellings.fuzzyGet(word, word.length >= 8 ? 2 : 1)) {
    if (!best || distance < best[1]) best = [spelling, distance];
  }
  return best?.[0] ?? word;
}

/** How rare a term is among the problems that matched it (BM25's idf), so common words count for less. */
function rarity(total: number, matching: number): number {
  return Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
}

function coverageOf(results: SearchResult[], weights: Map<string, number>, total: number): (result: SearchResult) => number {
  const matching = new Map<string, number>();
  for (const result of results) for (const term of result.queryTerms) matching.set(term, (matching.get(term) ?? 0) + 1);
  // Words no problem has ("bedroom", "pizza") still dilute coverage, at half a rare term's weight.
  const unseen = rarity(total, 0) / 2;
  const own = [...weights].filter(([, weight]) => weight === 1).map(([term]) => term);
  const queryMass = own.reduce((sum, term) => sum + (matching.has(term) ? rarity(total, matching.get(term)!) : unseen), 0);
  return (result) => {
    const matched = own.filter((term) => result.queryTerms.includes(term));
    return queryMass ? matched.reduce((sum, term) => sum + rarity(total, matching.get(term)!), 0) / queryMass : 0;
  };
}

export function searchIndex(index: SearchIndex, query: string): ProblemMatch[] {
  const { words, queryTerms, fieldBoosts } = index.analyzer;
  const weights = queryTerms(
    words(query)
      .map((word) => correctSpelling(index, word))
      .join(" "),
  );
  if (weights.size === 0) return [];
  const results = index.engine.search([...weights.keys()].join(" "), {
    // The query's terms are already processed (and carry their weights): don't process them twice.
    tokenize: (text) => text.split(" "),
    processTerm: (term) => term,
    boost: fieldBoosts,
    boostTerm: (term) => weights.get(term) ?? 1,
    fuzzy,
    prefix,
    combineWith: "OR",
  });
  const coverage = coverageOf(results, weights, index.entries.size);
  return results.map((result) => ({ ...index.entries.get(String(result.id))!, score: result.score, coverage: coverage(result) }));
}

const catalogueIndexes = new Map<AppLocale, SearchIndex>();

/** The catalogue's index in the question's language, built on first use (the Spanish one only for Spanish questions). */
function getCatalogueIndex(locale: AppLocale = defaultLocale): SearchIndex {
  let index = catalogueIndexes.get(locale);
  if (!index) {
    index = buildSearchIndex(allProblems(), analyzers[locale] ?? englishAnalyzer);
    catalogueIndexes.set(locale, index);
  }
  return index;
}

/** Every catalogue problem that shares a term with the query, best first; optionally one category only. */
export function rankProblems(query: string, options: { categoryId?: string; limit?: number; locale?: AppLocale } = {}): ProblemMatch[] {
  const ranked = searchIndex(getCatalogueIndex(options.locale), query).filter((match) => !options.categoryId || match.category.id === options.categoryId);
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}

/** Below these a match is a coincidence of common words rather than an answer. */
export const MIN_SCORE = 25;
export const MIN_COVERAGE = 0.34;
/** Another category's problem is offered only when it is a strong match and the chat's own category is clearly weaker. */
const OTHER_CATEGORY_MIN_SCORE = 40;
const OTHER_CATEGORY_MARGIN = 0.7;
/** Runners-up are offered only when they come reasonably close to the best match. */
const RUNNER_UP_RATIO = 0.6;

export interface MatchResult {
  /** "category": found in the chat's category; "other": only another category fits; "none": nothing fits. */
  scope: "category" | "other" | "none";
  matches: ProblemMatch[];
}

function isConfident(match: ProblemMatch | undefined): boolean {
  return !!match && match.score >= MIN_SCORE && match.coverage >= MIN_COVERAGE;
}

function closeRunnersUp(ranked: ProblemMatch[], limit: number): ProblemMatch[] {
  const [best] = ranked;
  return ranked.filter((match) => match === best || (isConfident(match) && match.score >= best.score * RUNNER_UP_RATIO)).slice(0, limit);
}

/**
 * The 1-3 problems a homeowner's message most likely describes. The chat's own category wins unless
 * nothing there fits and another category clearly does ("no hot water" asked on the electrical page).
 */
export function matchProblems(query: string, categoryId: string, limit = 3, locale?: AppLocale): MatchResult {
  const ranked = rankProblems(query, { locale });
  const inCategory = ranked.filter((match) => match.category.id === categoryId);
  if (isConfident(inCategory[0])) return { scope: "category", matches: closeRunnersUp(inCategory, limit) };
  const [best] = ranked;
  const clearlyElsewhere = isConfident(best) && best.score >= OTHER_CATEGORY_MIN_SCORE && (inCategory[0]?.score ?? 0) < best.score * OTHER_CATEGORY_MARGIN;
  if (clearlyElsewhere) return { scope: "other", matches: closeRunnersUp(ranked, limit) };
  return { scope: "none", matches: [] };
}
