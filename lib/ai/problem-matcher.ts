// Ranked search over the repair catalogue: BM25F (BM25 with per-field weights) over each problem's
// title, causes, DIY steps and professional advice. Titles weigh most, so "my breaker keeps tripping"
// lands on "Circuit Breaker Trips" even though "breaker" also appears in many DIY steps.
import { allProblems, type Category, type Problem } from "@/lib/catalog";

import { analyze, queryTerms } from "./text-analysis";

export interface ProblemMatch {
  category: Category;
  problem: Problem;
  /** BM25F score; comparable between problems of one query only. */
  score: number;
  /** Share (0..1) of the query's weighted terms, by rarity, that this problem contains. */
  coverage: number;
}

type Field = "title" | "causes" | "steps" | "advice";

const fieldWeights: Record<Field, number> = { title: 6, causes: 1, steps: 0.5, advice: 0.3 };
const K1 = 2;
const B = 0.75;
/** Extra score for a query that names most of a problem's title ("breaker ... tripping" for "Circuit Breaker Trips"). */
const TITLE_COVERAGE_BONUS = 2;

interface IndexedProblem {
  category: Category;
  problem: Problem;
  fieldTerms: Record<Field, Map<string, number>>;
  fieldLengths: Record<Field, number>;
}

interface SearchIndex {
  docs: IndexedProblem[];
  averageLengths: Record<Field, number>;
  documentFrequency: Map<string, number>;
}

const fields = Object.keys(fieldWeights) as Field[];

function termCounts(text: string): { counts: Map<string, number>; length: number } {
  const terms = analyze(text);
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return { counts, length: terms.length };
}

function fieldTexts(problem: Problem): Record<Field, string> {
  return {
    title: problem.title,
    causes: problem.causes.join(". "),
    steps: problem.diySteps.join(". "),
    advice: problem.professionalAdvice,
  };
}

export function buildSearchIndex(entries: { category: Category; problem: Problem }[]): SearchIndex {
  const docs = entries.map(({ category, problem }) => {
    const texts = fieldTexts(problem);
    const fieldTerms = {} as Record<Field, Map<string, number>>;
    const fieldLengths = {} as Record<Field, number>;
    for (const field of fields) {
      const { counts, length } = termCounts(texts[field]);
      fieldTerms[field] = counts;
      fieldLengths[field] = length;
    }
    return { category, problem, fieldTerms, fieldLengths };
  });

  const averageLengths = {} as Record<Field, number>;
  for (const field of fields) {
    averageLengths[field] = docs.reduce((sum, doc) => sum + doc.fieldLengths[field], 0) / Math.max(docs.length, 1) || 1;
  }

  const documentFrequency = new Map<string, number>();
  for (const doc of docs) {
    const seen = new Set(fields.flatMap((field) => [...doc.fieldTerms[field].keys()]));
    for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return { docs, averageLengths, documentFrequency };
}

function inverseDocumentFrequency(index: SearchIndex, term: string): number {
  const n = index.documentFrequency.get(term) ?? 0;
  const total = index.docs.length;
  return Math.log(1 + (total - n + 0.5) / (n + 0.5));
}

/** BM25F: field-weighted, length-normalised term frequency, saturated once per term. */
function weightedFrequency(index: SearchIndex, doc: IndexedProblem, term: string): number {
  let frequency = 0;
  for (const field of fields) {
    const count = doc.fieldTerms[field].get(term);
    if (!count) continue;
    const lengthRatio = doc.fieldLengths[field] / index.averageLengths[field];
    frequency += (fieldWeights[field] * count) / (1 - B + B * lengthRatio);
  }
  return frequency;
}

/** Share (0..1) of the problem's title terms, weighted by rarity and by query weight, that the query names. */
function titleCoverage(index: SearchIndex, doc: IndexedProblem, terms: Map<string, number>): number {
  let total = 0;
  let named = 0;
  for (const term of doc.fieldTerms.title.keys()) {
    const idf = inverseDocumentFrequency(index, term);
    total += idf;
    named += idf * (terms.get(term) ?? 0);
  }
  return total ? named / total : 0;
}

export function searchIndex(index: SearchIndex, query: string): ProblemMatch[] {
  const terms = queryTerms(query);
  if (terms.size === 0) return [];

  // Words the catalogue has never seen ("bedroom", "pizza") still dilute coverage, at half a rare term's weight.
  const unseenIdf = inverseDocumentFrequency(index, "\u0000") / 2;
  let queryMass = 0;
  for (const [term, weight] of terms) {
    const idf = index.documentFrequency.has(term) ? inverseDocumentFrequency(index, term) : unseenIdf;
    if (weight === 1) queryMass += idf;
  }

  const matches: ProblemMatch[] = [];
  for (const doc of index.docs) {
    let score = 0;
    let matchedMass = 0;
    for (const [term, weight] of terms) {
      const frequency = weightedFrequency(index, doc, term);
      if (frequency === 0) continue;
      const idf = inverseDocumentFrequency(index, term);
      score += weight * idf * ((frequency * (K1 + 1)) / (frequency + K1));
      if (weight === 1) matchedMass += idf;
    }
    score += TITLE_COVERAGE_BONUS * titleCoverage(index, doc, terms);
    if (score > 0) {
      matches.push({ category: doc.category, problem: doc.problem, score, coverage: queryMass ? matchedMass / queryMass : 0 });
    }
  }
  return matches.sort((a, b) => b.score - a.score);
}

let catalogueIndex: SearchIndex | undefined;

function getCatalogueIndex(): SearchIndex {
  catalogueIndex ??= buildSearchIndex(allProblems());
  return catalogueIndex;
}

/** Every catalogue problem that shares a term with the query, best first; optionally one category only. */
export function rankProblems(query: string, options: { categoryId?: string; limit?: number } = {}): ProblemMatch[] {
  const ranked = searchIndex(getCatalogueIndex(), query).filter(
    (match) => !options.categoryId || match.category.id === options.categoryId,
  );
  return options.limit === undefined ? ranked : ranked.slice(0, options.limit);
}

/** Below these a match is a coincidence of common words rather than an answer. */
export const MIN_SCORE = 3.5;
export const MIN_COVERAGE = 0.34;
/** Another category's problem is offered only when it is a strong match and the chat's own category is clearly weaker. */
const OTHER_CATEGORY_MIN_SCORE = 6;
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
export function matchProblems(query: string, categoryId: string, limit = 3): MatchResult {
  const ranked = rankProblems(query);
  const inCategory = ranked.filter((match) => match.category.id === categoryId);
  if (isConfident(inCategory[0])) return { scope: "category", matches: closeRunnersUp(inCategory, limit) };
  const [best] = ranked;
  const clearlyElsewhere =
    isConfident(best) && best.score >= OTHER_CATEGORY_MIN_SCORE && (inCategory[0]?.score ?? 0) < best.score * OTHER_CATEGORY_MARGIN;
  if (clearlyElsewhere) return { scope: "other", matches: closeRunnersUp(ranked, limit) };
  return { scope: "none", matches: [] };
}
