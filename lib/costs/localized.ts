import { problemCostTextEs } from "./data/problem-costs.es-US";
import type { ProblemCost } from "./schema";

/**
 * A problem's "what moves the price" and "what we could not check" lines in the page's language: Spanish from the
 * es-US overlay, English otherwise. `english` is true when the English lines had to stand in (the page marks them).
 */
export function costText(
  cost: Pick<ProblemCost, "categoryId" | "problemId" | "drivers" | "missing">,
  locale: string,
): { drivers: string[]; missing: string[]; english: boolean } {
  if (locale === "es-US") {
    const text = problemCostTextEs[`${cost.categoryId}/${cost.problemId}`];
    if (text && text.drivers.length === cost.drivers.length && text.missing.length === cost.missing.length) return { ...text, english: false };
  }
  return { drivers: cost.drivers, missing: cost.missing, english: locale !== "en" && locale !== "en-US" };
}
