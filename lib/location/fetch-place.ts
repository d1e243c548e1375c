import { getJson } from "@/lib/http";
import { toResolvedPlace } from "./client-checks";
import type { ResolvedPlace } from "./types";

/**
 * Turns a typed ZIP code or city into coordinates through the server, which holds the ZIP data
 * (several MB that must stay out of the browser bundle). Rejects with HttpError; a 404's
 * `serverMessage` is the text to show.
 */
export async function fetchPlace(query: string): Promise<ResolvedPlace> {
  return toResolvedPlace(await getJson<unknown>(`/api/places/resolve?q=${encodeURIComponent(query.trim())}`));
}
