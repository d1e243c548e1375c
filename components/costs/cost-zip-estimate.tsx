"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";

import { SubmitButton } from "@/components/forms/submit-button";
import { Input } from "@/components/ui/input";
import type { CostRegion } from "@/lib/costs";
import { formatFactor } from "@/lib/costs/format";
import { HttpError, getJson } from "@/lib/http";

import { costRangeLabels } from "./cost-labels";
import { CostRanges, type ShownEstimate } from "./cost-ranges";
import type { AppLocale } from "@/i18n/locales";

type Shown = ShownEstimate & { region: CostRegion };

export interface CostZipEstimateProps {
  categoryId: string;
  problemId: string;
  hazard: boolean;
}

/**
 * The ZIP field under the national ranges (cost-estimate-block.tsx renders those on the server): a ZIP asks
 * GET /api/costs for the same problem with the labor share set to that state's wages, and the answer's ranges
 * take the national ones' place.
 */
export default function CostZipEstimate({ categoryId, problemId, hazard }: CostZipEstimateProps) {
  const t = useTranslations("Costs");
  const locale = useLocale();
  const ids = { input: useId(), hint: useId(), status: useId() };
  const [shown, setShown] = useState<Shown | null>(null);
  const [zip, setZip] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function adjust(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    if (zip.trim() === "") {
      setError(t("zipEmpty"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const params = new URLSearchParams({ categoryId, problemId, zip: zip.trim() });
      const answer = await getJson<Omit<Shown, "region"> & { region: CostRegion | null }>(`/api/costs?${params}`);
      // A ZIP outside the states answers with no region: the national ranges stay, with a line saying why.
      if (answer.region)
        setShown({
          pro: answer.pro,
          diy: answer.diy,
          proScope: answer.proScope,
          splitBasis: answer.splitBasis,
          worstCases: answer.worstCases,
          region: answer.region,
        });
      else {
        setShown(null);
        setNote(t("regionNone"));
      }
    } catch (failure) {
      setError((failure instanceof HttpError && failure.status === 400 && failure.serverMessage) || t("failed"));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      {shown && (
        <div data-adjusted>
          <CostRanges estimate={shown} hazard={hazard} labels={costRangeLabels(t)} />
        </div>
      )}
      <form onSubmit={adjust} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <div className="grid gap-1">
          <label htmlFor={ids.input} className="text-sm font-medium">
            {t("zipLabel")}
          </label>
          <Input
            id={ids.input}
            name="zip"
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            className="w-36"
            aria-describedby={`${ids.hint} ${ids.status}`}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <SubmitButton variant="outline" disabled={pending}>
          {pending ? t("zipLoading") : t("zipSubmit")}
        </SubmitButton>
        <p id={ids.hint} className="basis-full text-sm text-muted-foreground">
          {t("zipHint")}
        </p>
      </form>
      <p id={ids.status} role="status" className="mt-2 text-sm" data-testid="cost-region">
        {error ? <span className="text-destructive">{error}</span> : (note ?? regionText(t, shown, locale))}
      </p>
    </>
  );
}

/** What the ZIP did: "Adjusted for New York: labor about 1.2× the national median wage for plumbers (BLS OEWS, May 2024)." */
export function regionText(t: ReturnType<typeof useTranslations<"Costs">>, shown: Shown | null, locale: AppLocale): string {
  if (!shown) return "";
  const region = shown.region;
  if (region.missing) return t("regionMissing", { state: region.stateName });
  if (!region.adjusted) return t("regionNoSplit", { state: region.stateName });
  const adjusted = t("regionAdjusted", {
    state: region.stateName,
    factor: formatFactor(region.factor, locale),
    trade: region.trade,
    release: region.source.release ?? "",
  });
  return region.lessReliable ? `${adjusted} ${t("regionLessReliable", { state: region.stateName })}` : adjusted;
}
