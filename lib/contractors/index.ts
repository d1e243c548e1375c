import "server-only";
import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";
import { DirectoryProvider } from "./directory";
import { GooglePlacesProvider } from "./google-places";
import type { ContractorProvider, ContractorSearch, ContractorSearchResult } from "./types";

export * from "./types";
export { DirectoryProvider } from "./directory";
export { GooglePlacesProvider } from "./google-places";

/** Google Places when GOOGLE_MAPS_API_KEY is set, else the database directory (sample rows until one is imported). */
export function getContractorProvider(env = serverEnv()): ContractorProvider {
  const apiKey = env.GOOGLE_MAPS_API_KEY?.trim();
  if (apiKey) {
    return new GooglePlacesProvider({
      apiKey,
      baseUrl: env.GOOGLE_PLACES_BASE_URL?.trim() || undefined,
      timeoutMs: env.GOOGLE_PLACES_TIMEOUT_MS,
    });
  }
  return new DirectoryProvider(getDb);
}

export function findNearbyContractors(search: ContractorSearch): Promise<ContractorSearchResult> {
  return getContractorProvider().findNearby(search);
}
