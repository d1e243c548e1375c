import type { CostEstimate, WorstCase } from "@/lib/costs";
import { formatRange } from "@/lib/costs/format";

export interface CostRangeLabels {
  proLabel: string;
  proVisitLabel: string;
  proVisitNote: string;
  proMissing: string;
  diyLabel: string;
  diyHazard: string;
  diyMissing: string;
  /** The region label until a ZIP adjusts the range. */
  national: string;
  /** Under a range the sources give as a total only (it cannot be adjusted to a state). */
  totalOnly: string;
  /** Under a split whose labour is the total minus a printed parts price, and under a visit (all labour). */
  splitDerived: string;
  splitVisit: string;
  worstCasesHeading: string;
  /** "If the tank itself leaks: replacement $810–$1,656", by the worst case's id. */
  worstCase: (id: WorstCase["id"], range: string) => string;
  /** "labor {labor}, parts {parts}" and its one-sided forms, already formatted by the caller's translator. */
  split: (labor: string | null, parts: string | null) => string | null;
}

export type ShownEstimate = Pick<CostEstimate, "pro" | "diy" | "proScope" | "splitBasis" | "worstCases" | "region">;

/**
 * The professional and DIY ranges as a description list, labelled with the region they are for ("National" until
 * a ZIP is given), and the worst cases on lines of their own. No hooks: the server sections and the ZIP island
 * render the same markup, so the first HTML and the adjusted range look alike.
 */
export function CostRanges({ estimate, hazard, labels }: { estimate: ShownEstimate; hazard: boolean; labels: CostRangeLabels }) {
  const { pro, diy, proScope, splitBasis, worstCases, region } = estimate;
  // "National" in the page's language until a ZIP's state adjusted the range (the API's regionLabel, translated).
  const regionLabel = region?.adjusted ? region.stateName : labels.national;
  const split = pro && splitBasis !== "visit" ? labels.split(pro.labor ? formatRange(pro.labor) : null, pro.parts ? formatRange(pro.parts) : null) : null;
  const splitNote = splitBasis === "derived" ? labels.splitDerived : splitBasis === "visit" ? labels.splitVisit : null;
  return (
    <>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm font-medium text-muted-foreground">{proScope === "visit" ? labels.proVisitLabel : labels.proLabel}</dt>
          <dd className="text-xs font-medium tracking-wide text-muted-foreground uppercase" data-testid="cost-region-label">
            {regionLabel}
          </dd>
          <dd className="mt-1 text-2xl font-semibold" data-testid="cost-pro-range">
            {pro ? formatRange(pro) : labels.proMissing}
          </dd>
          {split ? <dd className="mt-1 text-sm text-muted-foreground">{split}</dd> : null}
          {pro && splitNote ? <dd className="mt-1 text-sm text-muted-foreground">{splitNote}</dd> : null}
          {pro && !pro.labor ? (
            <dd className="mt-1 text-sm text-muted-foreground" data-testid="cost-total-only">
              {labels.totalOnly}
            </dd>
          ) : null}
          {pro && proScope === "visit" ? <dd className="mt-1 text-sm text-muted-foreground">{labels.proVisitNote}</dd> : null}
        </div>
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm font-medium text-muted-foreground">{labels.diyLabel}</dt>
          <dd className={diy ? "mt-1 text-2xl font-semibold" : "mt-1 text-sm"} data-testid="cost-diy-range">
            {diy ? formatRange(diy) : hazard ? labels.diyHazard : labels.diyMissing}
          </dd>
        </div>
      </dl>
      {worstCases.length > 0 && (
        <div className="mt-4 text-sm" data-testid="cost-worst-cases">
          <p className="font-medium">{labels.worstCasesHeading}</p>
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {worstCases.map((worst) => (
              <li key={worst.id}>{labels.worstCase(worst.id, formatRange(worst.range))}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
