import { z } from "zod";
import { createTranslator } from "use-intl/core";

import { getCategory } from "@/lib/catalog";
import costsMessages from "@/messages/en-US/costs.json";

import { formatFactor, formatMonth, formatRange } from "./format";
import { estimateCost } from "./index";
import { costRangeSchema, proCostSchema, checkedMonthSchema, problemSourceSchema, worstCaseSchema } from "./schema";

// The estimate stored with an appointment: what /schedule showed for the booked problem and the booking's ZIP,
// kept as it was so the operator console and email show the same figures after the data is next refreshed
// (recomputing later would show that day's figures, not the ones the homeowner read). No ZIP is kept: the state
// is enough to explain the labor factor, and the stored estimate holds nothing personal.

export const storedCostEstimateSchema = z.object({
  problemId: z.string(),
  diy: costRangeSchema.nullable(),
  pro: proCostSchema.nullable(),
  proScope: z.enum(["repair", "visit"]),
  currency: z.literal("USD"),
  updated: checkedMonthSchema,
  region: z
    .object({
      state: z.string(),
      factor: z.number(),
      missing: z.boolean(),
      // Added with the BLS median table; estimates stored before it lack them.
      stateName: z.string().optional(),
      adjusted: z.boolean().optional(),
      lessReliable: z.boolean().optional(),
    })
    .nullable(),
  // As GET /api/costs answers them; absent from estimates stored before sources carried their own dates.
  regionLabel: z.string().optional(),
  sources: z.array(problemSourceSchema).optional(),
  stale: z.boolean().optional(),
  worstCases: z.array(worstCaseSchema).optional(),
});
export type StoredCostEstimate = z.output<typeof storedCostEstimateSchema>;

const ZIP_IN_LABEL = /\b(\d{5})(?:-\d{4})?\b/g;

/** The ZIP at the end of a place label such as "Austin, TX 78701", if any. */
export function zipFromLocationLabel(label: string | null | undefined): string | null {
  const matches = [...(label ?? "").matchAll(ZIP_IN_LABEL)];
  return matches.at(-1)?.[1] ?? null;
}

/** The estimate for a booking's problem (an id or a title) and place; null when the booking names no known problem. */
export function bookingCostEstimate(categoryId: string, issue: string | null | undefined, locationLabel?: string | null): StoredCostEstimate | null {
  const problem = getCategory(categoryId)?.problems.find((candidate) => candidate.id === issue || candidate.title === issue);
  if (!problem) return null;
  const result = estimateCost(categoryId, problem.id, zipFromLocationLabel(locationLabel));
  if (result.status !== "ok") return null;
  const { diy, pro, proScope, currency, updated, region, regionLabel, sources, stale, worstCases } = result.estimate;
  return {
    problemId: problem.id,
    diy,
    pro,
    proScope,
    currency,
    updated,
    region: region && {
      state: region.state,
      factor: region.factor,
      missing: region.missing,
      stateName: region.stateName,
      adjusted: region.adjusted,
      lessReliable: region.lessReliable,
    },
    regionLabel,
    sources,
    stale,
    worstCases,
  };
}

/** A stored estimate read back from the database, or null for none (or a shape this version does not know). */
export function parseStoredCostEstimate(value: unknown): StoredCostEstimate | null {
  const parsed = storedCostEstimateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const t = createTranslator({ locale: "en-US", messages: costsMessages, namespace: "Costs" });

/** One line for the operator: "typical pro repair $150–$300; parts for DIY $5–$25; national figures; checked November 2026", and any worst case or staleness. */
export function describeCostEstimate(estimate: StoredCostEstimate): string {
  const parts: string[] = [];
  if (estimate.pro)
    parts.push(estimate.proScope === "visit" ? t("chatProVisit", { range: formatRange(estimate.pro) }) : t("chatPro", { range: formatRange(estimate.pro) }));
  if (estimate.diy) parts.push(t("chatDiy", { range: formatRange(estimate.diy) }));
  const region =
    estimate.region && !estimate.region.missing && estimate.pro?.labor
      ? t("storedRegion", { state: estimate.region.stateName ?? estimate.region.state, factor: formatFactor(estimate.region.factor) })
      : t("storedNational");
  const worst = (estimate.worstCases ?? []).map((worstCase) => t(`worstCase.${worstCase.id}`, { range: formatRange(worstCase.range) }));
  if (worst.length) parts.push(...worst);
  const summary = t("storedSummary", { lines: parts.join("; ") || t("proMissing"), region, month: formatMonth(estimate.updated) });
  return estimate.stale ? `${summary} ${t("storedStale")}` : summary;
}
