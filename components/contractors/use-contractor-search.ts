"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

import type { Contractor, ContractorSearchResult } from "@/lib/contractors/types";
import { HttpError, throwIfNotOk } from "@/lib/http";

/** Spec section 4 "Map search": the stages and the progress each one shows. */
export type SearchStage = "initializing" | "scanning" | "analyzing" | "complete" | "failed";

export const STAGE_PROGRESS: Record<SearchStage, number> = { initializing: 0, scanning: 20, analyzing: 50, complete: 100, failed: 0 };

/** Which of the spec's two failure texts fits: the server answered with an error, or it could not be reached at all. */
export type SearchFailure = "search" | "service";

export function contractorSearchUrl(categoryId: string, lat: number, lng: number): string {
  return `/api/contractors?${new URLSearchParams({ category: categoryId, lat: String(lat), lng: String(lng) })}`;
}

export function sortByDistance(contractors: Contractor[]): Contractor[] {
  return [...contractors].sort((a, b) => Number.parseFloat(a.distance) - Number.parseFloat(b.distance));
}

/**
 * GET /api/contractors for the category around the location (none: no search yet), with the stage the progress
 * bar shows. The request takes the query's AbortSignal, so a new location or category cancels a search still
 * under way: react-query aborts a query whose signal was read once it has no observer left.
 */
export function useContractorSearch(categoryId: string, location: { lat: number; lng: number } | null) {
  const [fetchStage, setFetchStage] = useState<SearchStage>("initializing");
  const lat = location?.lat ?? null;
  const lng = location?.lng ?? null;
  const query = useQuery({
    queryKey: ["contractors", categoryId, lat, lng],
    enabled: lat !== null && lng !== null,
    queryFn: async ({ signal }): Promise<ContractorSearchResult> => {
      setFetchStage("scanning");
      const response = await fetch(contractorSearchUrl(categoryId, lat!, lng!), { credentials: "include", signal });
      await throwIfNotOk(response);
      // A cancelled search must not move the stage of the one that replaced it.
      if (signal.aborted) throw signal.reason;
      setFetchStage("analyzing");
      const body = (await response.json()) as ContractorSearchResult;
      if (!Array.isArray(body?.results)) throw new Error("The contractor search answered in an unexpected shape");
      return { ...body, results: sortByDistance(body.results) };
    },
  });

  const stage: SearchStage = query.isFetching ? fetchStage : query.isError ? "failed" : query.isSuccess ? "complete" : "initializing";
  const failure: SearchFailure | null = stage !== "failed" ? null : query.error instanceof HttpError ? "search" : "service";
  return { stage, progress: STAGE_PROGRESS[stage], failure, data: query.data, retry: () => void query.refetch() };
}
