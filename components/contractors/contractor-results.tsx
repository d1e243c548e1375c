"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

import { ContractorList } from "./contractor-list";
import { MAP_MAX_MARKERS } from "./map-constants";
import { MAP_DEFAULT_CENTER, MAPS_API_KEY } from "./maps-key";
import { SearchProgress } from "./search-progress";
import { useContractorSearch } from "./use-contractor-search";

// The maps SDK and clusterer load only when a key exists, never in the first-load bundle.
const ContractorMap = dynamic(() => import("./contractor-map").then((module) => module.ContractorMap), {
  ssr: false,
  loading: () => <div className="h-[400px] animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />,
});

interface Point {
  lat: number;
  lng: number;
}

/**
 * Searches contractors around the location and shows the progress, the map (with a key) and the accessible
 * list. Before a location is known only the map shows, at the spec's default centre. The map and the list
 * always show the same contractors: the nearest ten.
 */
export function ContractorResults({ categoryId, trades, location }: { categoryId: string; trades: string; location: Point | null }) {
  const t = useTranslations("ContractorFinder");
  const { stage, progress, failure, data, retry } = useContractorSearch(categoryId, location);
  const contractors = (data?.results ?? []).slice(0, MAP_MAX_MARKERS);
  const done = location !== null && stage === "complete";

  return (
    <div className="grid gap-4">
      {location && <SearchProgress stage={stage} progress={progress} />}
      {failure && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-destructive">
          <p>{failure === "search" ? t("searchFailed") : t("serviceFailed")}</p>
          <Button variant="outline" size="sm" onClick={retry}>
            {t("searchAgain")}
          </Button>
        </div>
      )}
      {done && contractors.length === 0 && (
        <>
          <p className="rounded-lg bg-muted p-4">{t("noResults", { trades })}</p>
          <p role="alert" className="rounded-lg border border-amber-300 bg-warning-bg p-3 text-sm text-warning">
            {t("noResultsAlert")}
          </p>
        </>
      )}
      {done && contractors.length > 0 && data?.sample && (
        <p className="rounded-lg border border-amber-300 bg-warning-bg p-3 text-sm text-warning">{t("sampleNote")}</p>
      )}
      {MAPS_API_KEY && <ContractorMap apiKey={MAPS_API_KEY} center={location ?? MAP_DEFAULT_CENTER} user={location} contractors={done ? contractors : []} />}
      {done && contractors.length > 0 && <ContractorList contractors={contractors} heading={t("resultsHeading", { trades })} />}
    </div>
  );
}
