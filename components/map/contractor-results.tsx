"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

import { ContractorList } from "./contractor-list";
import { SearchProgress } from "./search-progress";
import { useContractorSearch } from "./use-contractor-search";

// Inlined at build time; without a browser key there is no map script to load and the list is the only view.
const MAPS_API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? "";

// The maps SDK and clusterer load only when a key exists and a search ran, never in the first-load bundle.
const ContractorMap = dynamic(() => import("./contractor-map").then((module) => module.ContractorMap), {
  ssr: false,
  loading: () => <div className="h-[400px] animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />,
});

/** Searches contractors around the location and shows the progress, the results list and (with a key) the map. */
export function ContractorResults({ categoryId, trades, lat, lng }: { categoryId: string; trades: string; lat: number; lng: number }) {
  const t = useTranslations("ContractorFinder");
  const { stage, progress, failure, data, retry } = useContractorSearch(categoryId, lat, lng);
  const contractors = data?.results ?? [];

  return (
    <div className="grid gap-4">
      <SearchProgress stage={stage} progress={progress} />
      {failure && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-destructive">
          <p>{failure === "search" ? t("searchFailed") : t("serviceFailed")}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            {t("searchAgain")}
          </Button>
        </div>
      )}
      {stage === "complete" && contractors.length === 0 && <p className="rounded-lg bg-muted p-4">{t("noResults", { trades })}</p>}
      {stage === "complete" && contractors.length > 0 && (
        <>
          {data?.sample && <p className="rounded-lg border border-amber-300 bg-warning-bg p-3 text-sm text-warning">{t("sampleNote")}</p>}
          {MAPS_API_KEY && <ContractorMap apiKey={MAPS_API_KEY} center={{ lat, lng }} contractors={contractors} />}
          <ContractorList contractors={contractors} heading={t("resultsHeading", { trades })} />
        </>
      )}
    </div>
  );
}
