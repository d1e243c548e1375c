import type { CostEstimate } from "@/lib/costs";
import { formatRange } from "@/lib/costs/format";

export interface CostRangeLabels {
  proLabel: string;
  proVisitLabel: string;
  proVisitNote: string;
  proMissing: string;
  diyLabel: string;
  diyHazard: string;
  diyMissing: string;
  /** "labor {labor}, parts {parts}" and its one-sided forms, already formatted by the caller's translator. */
  split: (labor: string | null, parts: string | null) => string | null;
}

/**
 * The professional and DIY ranges as a description list. No hooks: the server sections and the ZIP island render
 * the same markup, so the first HTML and the adjusted range look alike.
 */
export function CostRanges({
  estimate,
  hazard,
  labels,
}: {
  estimate: Pick<CostEstimate, "pro" | "diy" | "proScope">;
  hazard: boolean;
  labels: CostRangeLabels;
}) {
  const { pro, diy, proScope } = estimate;
  const split = pro ? labels.split(pro.labor ? formatRange(pro.labor) : null, pro.parts ? formatRange(pro.parts) : null) : null;
  return (
    <dl className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="rounded-lg border border-border p-4">
        <dt className="text-sm font-medium text-muted-foreground">{proScope === "visit" ? labels.proVisitLabel : labels.proLabel}</dt>
        <dd className="mt-1 text-2xl font-semibold" data-testid="cost-pro-range">
          {pro ? formatRange(pro) : labels.proMissing}
        </dd>
        {split ? <dd className="mt-1 text-sm text-muted-foreground">{split}</dd> : null}
        {pro && proScope === "visit" ? <dd className="mt-1 text-sm text-muted-foreground">{labels.proVisitNote}</dd> : null}
      </div>
      <div className="rounded-lg border border-border p-4">
        <dt className="text-sm font-medium text-muted-foreground">{labels.diyLabel}</dt>
        <dd className={diy ? "mt-1 text-2xl font-semibold" : "mt-1 text-sm"} data-testid="cost-diy-range">
          {diy ? formatRange(diy) : hazard ? labels.diyHazard : labels.diyMissing}
        </dd>
      </div>
    </dl>
  );
}
