"use client";

import { MapPin, Star } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Contractor } from "@/lib/contractors/types";

/** The always-present, screen-reader friendly view of the search results, nearest first. */
export function ContractorList({ contractors, heading }: { contractors: Contractor[]; heading: string }) {
  const t = useTranslations("ContractorFinder");
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold">{heading}</h3>
      <ol className="grid gap-3">
        {contractors.map((contractor) => (
          <li key={contractor.place_id} className="rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold">{contractor.name}</h4>
              {contractor.sample && <span className="rounded-full bg-warning-bg px-2 py-0.5 text-xs font-medium text-warning">{t("sampleBadge")}</span>}
            </div>
            <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {contractor.vicinity}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <ContractorRating rating={contractor.rating} count={contractor.user_ratings_total} />
              <span>{t("distance", { miles: contractor.distance })}</span>
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ContractorRating({ rating, count }: { rating: number | null; count: number }) {
  const t = useTranslations("ContractorFinder");
  if (rating === null) return <span>{t("noRating")}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      {t("rating", { rating: rating.toFixed(1), count })}
    </span>
  );
}
