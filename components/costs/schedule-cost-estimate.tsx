import { getTranslations } from "next-intl/server";

import { getProblem } from "@/lib/catalog";
import { estimateCost } from "@/lib/costs";

import { CostFootnote } from "./cost-section";
import { CostEstimateBlock } from "./cost-estimate-block";

/**
 * /schedule's estimate for the problem being booked, beside the form: the same ranges as the problem page, a ZIP
 * to set the labor share to the state's wages, the checked month and the sources. Nothing for an upgrade or a
 * booking without a known problem.
 */
export async function ScheduleCostEstimate({ categoryId, issueId }: { categoryId: string | null; issueId: string | null }) {
  const problem = getProblem(categoryId, issueId);
  if (!categoryId || !issueId || !problem) return null;
  const result = estimateCost(categoryId, issueId);
  if (result.status !== "ok") return null;
  const { estimate } = result;
  const t = await getTranslations("Costs");
  return (
    <aside id="cost" aria-labelledby="schedule-cost-heading" className="rounded-xl border border-border p-4">
      <h2 id="schedule-cost-heading" className="text-lg font-semibold">
        {t("scheduleHeading")}
      </h2>
      <p className="mt-1 text-sm font-medium">{t("notAQuote")}</p>
      <CostEstimateBlock estimate={estimate} hazard={problem.safetyCritical} />
      <CostFootnote updated={estimate.updated} sources={estimate.sources} />
    </aside>
  );
}
