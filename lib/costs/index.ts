import { allProblems, getProblem, type CategoryId } from "@/lib/catalog";

import { problemCostData } from "./data/problem-costs";
import { applyLaborFactor, laborFactor, regionalLabor, stateName } from "./regional";
import {
  problemCostSchema,
  type CostRange,
  type ProblemCost,
  type ProblemCostInput,
  type ProblemSource,
  type ProCost,
  type Trade,
  type WorstCase,
} from "./schema";
import { tradeForCategory } from "./trade";
import { normalizeZip, stateForZip } from "./zip";

export type { CostRange, ProblemCost, ProblemSource, ProCost, Trade, WorstCase } from "./schema";
export type { ProblemSource as CostSource } from "./schema";
export { normalizeZip, stateForZip } from "./zip";
export { regionalLabor } from "./regional";

const key = (categoryId: string, problemId: string) => `${categoryId}/${problemId}`;

/** A source's figures count as out of date once its newest printed date is more than this many months old. */
export const STALE_AFTER_MONTHS = 24;

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
  /** The state's name as BLS prints it ("New York"). */
  stateName: string;
  trade: Trade;
  /** The labour factor applied; 1 when the state's wage is missing. */
  factor: number;
  missing: boolean;
  /** Whether the range changed: false when the wage is missing or the range is a total with no labour share. */
  adjusted: boolean;
  /** BLS's estimate for this state and trade has a large error (lib/costs/data/oews/README.md): flagged on the page. */
  lessReliable: boolean;
  source: { title: string; url: string; release: string | null };
}

/** Where the sources' prices come from and how old they are, for the block's dated source line. */
export interface SourceDating {
  /** Oldest and newest date printed on the sources ("YYYY-MM", or "YYYY" where a page prints only a year); null when none does. */
  publishedFrom: string | null;
  publishedTo: string | null;
  /** Publishers of dated sources, and of sources that print no date, each once, in source order. */
  datedPublishers: string[];
  undatedPublishers: string[];
  /** Distinct publishers of the pro range (one company's sites count once). */
  publisherCount: number;
  /** True when the pro range's newest printed date is more than STALE_AFTER_MONTHS before the date passed in. */
  stale: boolean;
  /** Whole months from the pro range's newest printed date to the date passed in; null when none is dated. */
  ageMonths: number | null;
}

/** What GET /api/costs answers and the pages show: national figures, or labour adjusted to the ZIP's state. */
export interface CostEstimate {
  categoryId: CategoryId;
  problemId: string;
  diy: CostRange | null;
  pro: ProCost | null;
  proScope: ProblemCost["proScope"];
  splitBasis: ProblemCost["splitBasis"];
  currency: "USD";
  /** The month the sources were last read (kept for existing clients; each source carries its own `checked`). */
  updated: string;
  drivers: string[];
  sources: ProblemSource[];
  worstCases: WorstCase[];
  missing: string[];
  region: CostRegion | null;
  /** "National" until a ZIP in a state is given, then the state's name. */
  regionLabel: string;
  dating: SourceDating;
  stale: boolean;
}

export type EstimateResult = { status: "ok"; estimate: CostEstimate } | { status: "unknown-problem" } | { status: "invalid-zip" };

/**
 * The sources' printed dates and publishers, judged against `now` (passed in so tests and builds are reproducible).
 * The dates and names cover every source; the publisher count and staleness cover the sources of the pro range
 * (a page that only prices the DIY parts, a worst case or the part behind a derived split neither makes a range
 * "two-source" nor keeps it fresh),
 * or every source where none prices a pro range.
 */
export function sourceDating(sources: readonly ProblemSource[], now: Date): SourceDating {
  const pro = sources.filter((source) => source.prices.includes("pro"));
  const judged = pro.length > 0 ? pro : sources;
  const judgedDates = judged.filter((source) => source.published !== null).map((source) => latestMonth(source.published!));
  const newestJudged = judgedDates.sort().at(-1) ?? null;
  const dated = sources.filter((source) => source.published !== null);
  // A page that prints only a year ("2016") counts as December of that year: never older than it can be.
  const months = dated.map((source) => source.published!).sort((a, b) => latestMonth(a).localeCompare(latestMonth(b)));
  const unique = (names: string[]) => [...new Set(names)];
  const datedPublishers = unique(dated.map((source) => source.publisher));
  const undatedPublishers = unique(sources.filter((source) => source.published === null).map((source) => source.publisher)).filter(
    (name) => !datedPublishers.includes(name),
  );
  const publishedTo = months.at(-1) ?? null;
  const ageMonths = newestJudged === null ? null : monthsSince(newestJudged, now);
  return {
    publishedFrom: months[0] ?? null,
    publishedTo,
    datedPublishers,
    undatedPublishers,
    publisherCount: unique(judged.map((source) => source.publisher)).length,
    stale: ageMonths !== null && ageMonths > STALE_AFTER_MONTHS,
    ageMonths,
  };
}

/** The estimate for a problem, adjusted to a ZIP's state when one is given (a ZIP outside any state stays national). */
export function estimateCost(categoryId: string, problemId: string, zip?: string | null, now: Date = new Date()): EstimateResult {
  const cost = getProblemCost(categoryId, problemId);
  if (!cost) return { status: "unknown-problem" };
  let region: CostRegion | null = null;
  let pro = cost.pro;
  if (zip !== undefined && zip !== null && zip !== "") {
    const normalized = normalizeZip(zip);
    if (!normalized) return { status: "invalid-zip" };
    const state = stateForZip(normalized);
    if (state) {
      const trade = tradeForCategory[cost.categoryId];
      const { factor, missing, lessReliable } = laborFactor(state, trade);
      const occupation = regionalLabor.occupations[trade];
      if (pro) pro = applyLaborFactor(pro, factor);
      region = {
        zip: normalized,
        state,
        stateName: stateName(state),
        trade,
        factor,
        missing,
        adjusted: !missing && pro !== null && pro.labor !== null,
        lessReliable,
        source: { title: `BLS OEWS ${occupation.soc} ${occupation.title}`, url: occupation.url, release: regionalLabor.release },
      };
    }
  }
  const dating = sourceDating(cost.sources, now);
  return {
    status: "ok",
    estimate: {
      categoryId: cost.categoryId,
      problemId: cost.problemId,
      diy: cost.diy,
      pro,
      proScope: cost.proScope,
      splitBasis: cost.splitBasis,
      currency: "USD",
      updated: cost.checked,
      drivers: cost.drivers,
      sources: cost.sources,
      worstCases: cost.worstCases,
      missing: cost.missing,
      region,
      regionLabel: region?.adjusted ? region.stateName : "National",
      dating,
      stale: dating.stale,
    },
  };
}

/** "2016" (a page that prints only a year) as its last month, "2016-12"; a "YYYY-MM" as it is. */
export function latestMonth(published: string): string {
  return published.length === 4 ? `${published}-12` : published;
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
