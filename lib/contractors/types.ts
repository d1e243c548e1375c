import type { CategoryId } from "@/lib/catalog/types";

/** The spec's contractor shape (Google Places field names), plus whether the row is demo data. */
export interface Contractor {
  place_id: string;
  name: string;
  vicinity: string;
  geometry: { location: { lat: number; lng: number } };
  rating: number | null;
  user_ratings_total: number;
  /** Miles from the searcher with one decimal, e.g. "3.2". */
  distance: string;
  sample: boolean;
}

export type ContractorSource = "google" | "directory";

export interface ContractorSearch {
  /** null: any trade ("residential contractor"). */
  categoryId: CategoryId | null;
  lat: number;
  lng: number;
}

export interface ContractorSearchResult {
  source: ContractorSource;
  /** True when the results are the embedded demo directory's fictional rows. */
  sample: boolean;
  results: Contractor[];
}

/** One interface, two implementations: Google Places (with a key) and the database directory (without). */
export interface ContractorProvider {
  readonly source: ContractorSource;
  findNearby(search: ContractorSearch): Promise<ContractorSearchResult>;
}

/** Spec section 9: results within 80467 m (50 miles), at most 10. */
export const SEARCH_RADIUS_METERS = 80467;
export const MAX_RESULTS = 10;

/** The contractor service upstream failed or answered nonsense; route handlers answer 502. */
export class ContractorUpstreamError extends Error {
  constructor(
    message: string,
    readonly upstreamStatus?: string,
  ) {
    super(message);
    this.name = "ContractorUpstreamError";
  }
}
