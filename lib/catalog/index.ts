import { categories, getCategory } from "./categories";
import type { Category, CategoryId, Problem, TradeWords } from "./types";

export * from "./types";
export { slugify } from "./slug";
export { getToolsAndPpe } from "./tools";
export { categories, getCategory };

export const categoryIds = categories.map((category) => category.id);

/** How many sample problems the home page and category descriptions use. */
export const SAMPLE_PROBLEM_COUNT = 3;

export function isCategoryId(value: string): value is CategoryId {
  return (categoryIds as string[]).includes(value);
}

export function getProblem(categoryId: string | null | undefined, problemId: string | null | undefined): Problem | undefined {
  return getCategory(categoryId)?.problems.find((problem) => problem.id === problemId);
}

export function sampleProblems(category: Category): Problem[] {
  return category.problems.slice(0, SAMPLE_PROBLEM_COUNT);
}

const genericTrade: TradeWords = { singular: "contractor", plural: "contractors", placesKeyword: "residential contractor" };

/** Trade words for a category; unknown or missing categories get the generic "contractor". */
export function getTradeWords(categoryId: string | null | undefined): TradeWords {
  return getCategory(categoryId)?.trade ?? genericTrade;
}

/** Every (category, problem) pair, for sitemaps and static params. */
export function allProblems(): { category: Category; problem: Problem }[] {
  return categories.flatMap((category) => category.problems.map((problem) => ({ category, problem })));
}
