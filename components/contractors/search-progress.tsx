"use client";

import { useTranslations } from "next-intl";

import { Progress } from "@/components/ui/progress";

import type { SearchStage } from "./use-contractor-search";

/** The progress bar and stage label of the contractor search; a failed search drops back to 0 and shows no stage. */
export function SearchProgress({ stage, progress }: { stage: SearchStage; progress: number }) {
  const t = useTranslations("ContractorFinder");
  const label = stage === "failed" ? "" : t(`stages.${stage}`);
  return (
    <div className="grid gap-2">
      <Progress value={progress} aria-label={t("progressLabel")} aria-valuetext={label ? `${progress}%, ${label}` : `${progress}%`} />
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {label}
      </p>
    </div>
  );
}
