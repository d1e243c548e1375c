import "server-only";
import { z } from "zod";
import { getTradeWords } from "@/lib/catalog";
import apiMessages from "@/messages/en-US/api.json";
import type { CategoryId } from "@/lib/catalog/types";
import { rankByDistance, type ContractorCandidate } from "./rank";
import { ContractorUpstreamError, type ContractorProvider, type ContractorSearch, type ContractorSearchResult } from "./types";

/** Places API (New). The legacy Nearby Search cannot be enabled on new Google Cloud projects. */
export const GOOGLE_PLACES_BASE_URL = "https://places.googleapis.com/v1";

/** Only what we show is asked for (and billed): Text Search (New) answers nothing without a field mask. */
export const PLACES_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.shortFormattedAddress",
  "places.location",
  "places.rating",
  "places.userRatingCount",
  "places.businessStatus",
].join(",");

/** The area searched: the same 50 miles the results are cut to (lib/contractors/rank.ts). */
const SEARCH_RADIUS_MILES = 50;

// Table A place types that Text Search (New) can filter on. HVAC has none, so its query text alone selects it.
const PLACE_TYPES: Partial<Record<CategoryId, string>> = { plumbing: "plumber", electrical: "electrician" };

export interface GooglePlacesOptions {
  apiKey: string;
  /** Overridable so tests can point the real client at a local stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const placeSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  shortFormattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  businessStatus: z.string().optional(),
});

// An empty result is `{}`: Google leaves out empty fields.
const searchTextSchema = z.object({ places: z.array(z.unknown()).default([]) });
const errorSchema = z.object({ error: z.object({ status: z.string().optional(), message: z.string().optional() }) });

// What the homeowner is told (messages/en-US/api.json), by Google's error status; the upstream's own message only
// goes to the server log.
const MESSAGES = apiMessages.Api.contractors;
const STATUS_MESSAGES: Record<string, string> = {
  PERMISSION_DENIED: MESSAGES.refused,
  UNAUTHENTICATED: MESSAGES.refused,
  RESOURCE_EXHAUSTED: MESSAGES.busy,
  INVALID_ARGUMENT: MESSAGES.badRequest,
};
const GENERIC_UPSTREAM_MESSAGE = MESSAGES.unavailable;

/**
 * Contractors near a point from Places API (New) Text Search, run on the server so the key never reaches the
 * browser. Text Search rather than Nearby Search (New): Nearby Search selects by place type only, and there is
 * no type for HVAC contractors, nor a way to say "residential"; a text query such as "residential plumber
 * contractor" carries both, and the plumber/electrician types narrow it further where they exist. The search is
 * restricted to a box around the 50-mile circle and ranked by distance.
 */
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
    const parsed = searchTextSchema.safeParse(await this.request(search));
    if (!parsed.success) throw new ContractorUpstreamError(GENERIC_UPSTREAM_MESSAGE, "MALFORMED");
    return { source: this.source, sample: false, results: rankByDistance(search, parsed.data.places.flatMap(toCandidate)) };
  }

  private async request(search: ContractorSearch): Promise<unknown> {
    const includedType = search.categoryId ? PLACE_TYPES[search.categoryId] : undefined;
    const body = {
      textQuery: getTradeWords(search.categoryId).placesKeyword,
      ...(includedType ? { includedType } : {}),
      locationRestriction: { rectangle: boxAround(search.lat, search.lng, SEARCH_RADIUS_MILES) },
      rankPreference: "DISTANCE",
      pageSize: 20,
    };
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}/places:searchText`, {
        method: "POST",
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-Goog-Api-Key": this.options.apiKey,
          "X-Goog-FieldMask": PLACES_FIELD_MASK,
        },
        body: JSON.stringify(body),
        cache: "no-store",
      });
    } catch (error) {
      // Checked by name: an abort is a DOMException, which is not always an `instanceof Error`.
      const name = typeof error === "object" && error !== null ? String((error as { name?: unknown }).name) : "unknown";
      const timedOut = name === "TimeoutError" || name === "AbortError";
      console.error(`[contractors] Google Places request failed: ${name}`);
      throw new ContractorUpstreamError(timedOut ? MESSAGES.timeout : GENERIC_UPSTREAM_MESSAGE, timedOut ? "TIMEOUT" : "NETWORK");
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = errorSchema.safeParse(payload);
      const status = error.success ? error.data.error.status : undefined;
      const detail = error.success && error.data.error.message ? `: ${error.data.error.message}` : "";
      console.error(`[contractors] Google Places answered HTTP ${response.status} ${status ?? ""}${detail}`);
      throw new ContractorUpstreamError((status && STATUS_MESSAGES[status]) || GENERIC_UPSTREAM_MESSAGE, status ?? `HTTP_${response.status}`);
    }
    if (payload === undefined) throw new ContractorUpstreamError(GENERIC_UPSTREAM_MESSAGE, "MALFORMED");
    return payload;
  }
}

/** The rectangle (low/high corners) around a circle of `miles`; latitude clamped, longitude within ±180. */
export function boxAround(lat: number, lng: number, miles: number) {
  const latDelta = miles / 69.05;
  const lngDelta = miles / (69.17 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return {
    low: { latitude: clamp(lat - latDelta, 90), longitude: clamp(lng - lngDelta, 180) },
    high: { latitude: clamp(lat + latDelta, 90), longitude: clamp(lng + lngDelta, 180) },
  };
}

/** Google's place to our contractor shape; places missing an id or location, or closed for good, are skipped. */
function toCandidate(raw: unknown): ContractorCandidate[] {
  const parsed = placeSchema.safeParse(raw);
  if (!parsed.success || parsed.data.businessStatus === "CLOSED_PERMANENTLY") return [];
  const place = parsed.data;
  return [
    {
      place_id: place.id,
      name: place.displayName?.text ?? "",
      vicinity: place.shortFormattedAddress ?? place.formattedAddress ?? "",
      geometry: { location: { lat: place.location.latitude, lng: place.location.longitude } },
      rating: place.rating ?? null,
      user_ratings_total: place.userRatingCount ?? 0,
      sample: false,
    },
  ];
}
