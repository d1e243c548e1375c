import { formatMiles, haversineMeters, type LatLng } from "./distance";
import { MAX_RESULTS, SEARCH_RADIUS_METERS, type Contractor } from "./types";

export type ContractorCandidate = Omit<Contractor, "distance">;

/** Keeps the nearest MAX_RESULTS candidates within the search radius, nearest first, with their distance. */
export function rankByDistance(origin: LatLng, candidates: ContractorCandidate[]): Contractor[] {
  return candidates
    .map((candidate) => ({ candidate, meters: haversineMeters(origin, candidate.geometry.location) }))
    .filter(({ meters }) => meters <= SEARCH_RADIUS_METERS)
    .sort((a, b) => a.meters - b.meters)
    .slice(0, MAX_RESULTS)
    .map(({ candidate, meters }) => ({ ...candidate, distance: formatMiles(meters) }));
}
