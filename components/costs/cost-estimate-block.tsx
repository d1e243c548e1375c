import { getTranslations } from "next-intl/server";

import type { CostEstimate } from "@/lib/costs";

import { costRangeLabels } from "./cost-labels";
import { CostRanges } from "./cost-ranges";
import { CostZipIsland } from "./cost-zip-island";

/**
 * The national ranges, rendered here on the server so they sit inside the section in the first HTML, and the ZIP
 * island under them. The island streams in after the page; once it shows a ZIP's ranges (marked data-adjusted),
 * the national ones hide, so the range changes in place without the island having to own the first HTML.
 */
export async function CostEstimateBlock({ estimate, hazard }: { estimate: CostEstimate; hazard: boolean }) {
  const t = await getTranslations("Costs");
  return (
    <div className="group/cost">
      <div data-national className="group-has-[[data-adjusted]]/cost:hidden">
        <CostRanges estimate={estimate} hazard={hazard} labels={costRangeLabels(t)} />
      </div>
      <CostZipIsland categoryId={estimate.categoryId} problemId={estimate.problemId} hazard={hazard} />
    </div>
  );
}
