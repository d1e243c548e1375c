import { LOCATION_CACHE_MS, LOCATION_STORAGE_KEY } from "./constants";
import { toCachedLocation } from "./client-checks";
import type { CachedLocation } from "./types";

export type LocationStorage = Pick<Storage, "getItem" | "setItem">;

/** localStorage, or null where it is missing or blocked (server rendering, some private modes throw on access). */
export function browserStorage(): LocationStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The cached location when it is well formed and younger than 30 minutes; anything else counts as no cache. */
export function readCachedLocation(storage: LocationStorage | null, now: number): CachedLocation | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(LOCATION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const cached = toCachedLocation(parsed);
  if (!cached) return null;
  const age = now - cached.timestamp;
  // A timestamp from the future (clock changed) would otherwise keep the entry fresh for ever.
  return age >= 0 && age < LOCATION_CACHE_MS ? cached : null;
}

/** Best effort: a full or blocked storage must not turn a found location into a failure. */
export function writeCachedLocation(storage: LocationStorage | null, location: CachedLocation): void {
  try {
    storage?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(location));
  } catch {
    // The location still works for this page view.
  }
}
