import { allProblems, getProblem, type CategoryId } from "@/lib/catalog";

import { problemCostData } from "./data/problem-costs";
import { applyLaborFactor, laborFactor, regionalLabor } from "./regional";
import { problemCostSchema, type CostRange, type CostSource, type ProblemCost, type ProblemCostInput, type ProCost } from "./schema";
import { tradeForCategory } from "./trade";
import { normalizeZip, stateForZip } from "./zip";

export type { CostRange, CostSource, ProblemCost, ProCost } from "./schema";
export { normalizeZip, stateForZip } from "./zip";
export { regionalLabor } from "./regional";

const key = (categoryId: string, problemId: string) => `${categoryId}/${problemId}`;

/**
 * Validates the cost data against its schema and the catalogue: one entry per catalogue problem and no other, and
 * no DIY price on a hazard (the catalogue's safety-critical problems), whose only advice is to stop and call.
 * Throws on the first problem, so a bad edit fails the build and the tests rather than a page.
 */
export function loadProblemCosts(data: readonly ProblemCostInput[]): Map<string, ProblemCost> {
  const costs = new Map<string, ProblemCost>();
  for (const input of data) {
    const cost = problemCostSchema.parse(input);
    const id = key(cost.categoryId, cost.problemId);
    const problem = getProblem(cost.categoryId, cost.problemId);
    if (!problem) throw new Error(`Cost data for ${id}, which is not in the catalogue.`);
    if (costs.has(id)) throw new Error(`Two cost entries for ${id}.`);
    if (problem.safetyCritical && cost.diy) throw new Error(`${id} is a hazard: it must carry no DIY price.`);
    costs.set(id, cost);
  }
  for (const { category, problem } of allProblems()) {
    if (!costs.has(key(category.id, problem.id))) throw new Error(`No cost entry for ${key(category.id, problem.id)}.`);
  }
  return costs;
}

const problemCosts = loadProblemCosts(problemCostData);

export function getProblemCost(categoryId: string, problemId: string): ProblemCost | undefined {
  return problemCosts.get(key(categoryId, problemId));
}

export interface CostRegion {
  zip: string;
  state: string;
  /** The labour factor applied; 1 when the state's wage is missing. */
  factor: number;
  missing: boolean;
  source: { title: string; url: string; release: string | null };
}

/** What GET /api/costs answers and the pages show: national figures, or labour adjusted to the ZIP's state. */
export interface CostEstimate {
  categoryId: CategoryId;
  problemId: string;
  diy: CostRange | null;
  pro: ProCost | null;
  proScope: ProblemCost["proScope"];
  currency: "USD";
  updated: string;
  drivers: string[];
  sources: CostSource[];
  missing: string[];
  region: CostRegion | null;
}

export type EstimateResult = { status: "ok"; estimate: CostEstimate } | { status: "unknown-problem" } | { status: "invalid-zip" };

/** The estimate for a problem, adjusted to a ZIP's state when one is given (a ZIP outside any state stays national). */
export function estimateCost(categoryId: string, problemId: string, zip?: string | null): EstimateResult {
  const cost = getProblemCost(categoryId, problemId);
  if (!cost) return { status: "unknown-problem" };
  let region: CostRegion | null = null;
  let pro = cost.pro;
  if (zip !== undefined && zip !== null && zip !== "") {
    const normalized = normalizeZip(zip);
    if (!normalized) return { status: "invalid-zip" };
    const state = stateForZip(normalized);
    if (state) {
      const { factor, missing } = laborFactor(state, tradeForCategory[cost.categoryId]);
      const occupation = regionalLabor.occupations[tradeForCategory[cost.categoryId]];
      region = {
        zip: normalized,
        state,
        factor,
        missing,
        source: { title: `BLS OEWS ${occupation.soc} ${occupation.title}`, url: occupation.url, release: regionalLabor.release },
      };
      if (pro) pro = applyLaborFactor(pro, factor);
    }
  }
  return {
    status: "ok",
    estimate: {
      categoryId: cost.categoryId,
      problemId: cost.problemId,
      diy: cost.diy,
      pro,
      proScope: cost.proScope,
      currency: "USD",
      updated: cost.checked,
      drivers: cost.drivers,
      sources: cost.sources,
      missing: cost.missing,
      region,
    },
  };
}

/** Whole months from a "YYYY-MM" month to the month of `now`. */
export function monthsSince(checked: string, now: Date): number {
  const [year, month] = checked.split("-").map(Number);
  return (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
}

/** Every entry, for the freshness test and the docs. */
export function allProblemCosts(): ProblemCost[] {
  return [...problemCosts.values()];
}
