import "server-only";
import { z } from "zod";
import { getTradeWords } from "@/lib/catalog";
import { rankByDistance, type ContractorCandidate } from "./rank";
import { ContractorUpstreamError, type ContractorProvider, type ContractorSearch, type ContractorSearchResult } from "./types";

export const GOOGLE_PLACES_BASE_URL = "https://maps.googleapis.com/maps/api/place";

export interface GooglePlacesOptions {
  apiKey: string;
  /** Overridable so tests can point the real client at a local stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const placeSchema = z.object({
  place_id: z.string().min(1),
  name: z.string(),
  vicinity: z.string().optional(),
  formatted_address: z.string().optional(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  rating: z.number().optional(),
  user_ratings_total: z.number().optional(),
});

const nearbySearchSchema = z.object({
  status: z.string(),
  results: z.array(z.unknown()).default([]),
  error_message: z.string().optional(),
});

// What the homeowner is told; the upstream's own error_message only goes to the server log.
const STATUS_MESSAGES: Record<string, string> = {
  REQUEST_DENIED: "The contractor search service refused the request. Please try again later.",
  OVER_QUERY_LIMIT: "The contractor search service is busy right now. Please try again in a few minutes.",
  INVALID_REQUEST: "The contractor search service could not understand the request.",
};
const GENERIC_UPSTREAM_MESSAGE = "The contractor search service is unavailable right now. Please try again.";

/** Google Places Nearby Search (legacy web service), run on the server so the key never reaches the browser. */
export class GooglePlacesProvider implements ContractorProvider {
  readonly source = "google" as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: GooglePlacesOptions) {
    this.baseUrl = (options.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 8000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async findNearby(search: ContractorSearch): Promise<ContractorSearchResult> {
    const body = await this.request(search);
    const parsed = nearbySearchSchema.safeParse(body);
    if (!parsed.success) throw new ContractorUpstreamError(GENERIC_UPSTREAM_MESSAGE, "MALFORMED");
    const { status, results, error_message: upstreamMessage } = parsed.data;
    if (status === "ZERO_RESULTS") return { source: this.source, sample: false, results: [] };
    if (status !== "OK") {
      console.error(`[contractors] Google Places answered ${status}${upstreamMessage ? `: ${upstreamMessage}` : ""}`);
      throw new ContractorUpstreamError(STATUS_MESSAGES[status] ?? GENERIC_UPSTREAM_MESSAGE, status);
    }
    return { source: this.source, sample: false, results: rankByDistance(search, results.flatMap(toCandidate)) };
  }

  private async request(search: ContractorSearch): Promise<unknown> {
    const params = new URLSearchParams({
      location: `${search.lat},${search.lng}`,
      rankby: "distance",
      type: "establishment",
      keyword: getTradeWords(search.categoryId).placesKeyword,
      key: this.options.apiKey,
    });
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}/nearbysearch/json?${params}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { Accept: "application/json" },
        cache: "no-store",
      });
    } catch (error) {
      // Checked by name: an abort is a DOMException, which is not always an `instanceof Error`.
      const name = typeof error === "object" && error !== null ? String((error as { name?: unknown }).name) : "unknown";
      const timedOut = name === "TimeoutError" || name === "AbortError";
      // The URL holds the key, so only the error's name goes to the log.
      console.error(`[contractors] Google Places request failed: ${name}`);
      throw new ContractorUpstreamError(
        timedOut ? "The contractor search service took too long to answer. Please try again." : GENERIC_UPSTREAM_MESSAGE,
        timedOut ? "TIMEOUT" : "NETWORK",
      );
    }
    if (!response.ok) {
      console.error(`[contractors] Google Places answered HTTP ${response.status}`);
      throw new ContractorUpstreamError(GENERIC_UPSTREAM_MESSAGE, `HTTP_${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new ContractorUpstreamError(GENERIC_UPSTREAM_MESSAGE, "MALFORMED");
    }
  }
}

/** Google's result shape to ours; places missing a location or id are skipped rather than failing the search. */
function toCandidate(raw: unknown): ContractorCandidate[] {
  const parsed = placeSchema.safeParse(raw);
  if (!parsed.success) return [];
  const place = parsed.data;
  return [
    {
      place_id: place.place_id,
      name: place.name,
      vicinity: place.vicinity ?? place.formatted_address ?? "",
      geometry: { location: place.geometry.location },
      rating: place.rating ?? null,
      user_ratings_total: place.user_ratings_total ?? 0,
      sample: false,
    },
  ];
}
