import { getJson, HttpError } from "@/lib/http";
import { browserStorage, readCachedLocation, writeCachedLocation, type LocationStorage } from "./cache";
import { DETECTION_GEOLOCATION_OPTIONS, GEOLOCATION_PROMPT_DEADLINE_MS, IP_LOOKUP_RETRIES, IP_RETRY_BASE_DELAY_MS } from "./constants";
import { browserGeolocation, getBrowserPosition, withDeadline } from "./geolocation";
import { toIpLocation } from "./client-checks";
import type { CachedLocation, IpLocation } from "./types";

export * from "./constants";
export { GeolocationUnsupportedError, geolocationErrorKey, getBrowserPosition, getMapWidgetPosition } from "./geolocation";

/** Browser APIs the detection uses; tests pass stand-ins, the app passes nothing. */
export interface DetectLocationDeps {
  storage?: LocationStorage | null;
  geolocation?: Geolocation | null;
  fetchIpLocation?: () => Promise<IpLocation>;
  /** Told as soon as the browser's geolocation fails, while the IP fallback carries on. */
  onGeolocationError?: (error: unknown) => void;
  /** Stops the detection between steps and during back-off waits (rejects with the signal's reason). */
  signal?: AbortSignal;
}

export type DetectionResult = { location: CachedLocation; error: null } | { location: null; error: unknown };

export async function fetchIpLocation(): Promise<IpLocation> {
  return toIpLocation(await getJson<unknown>("/api/geo"));
}

/**
 * The spec's chain: a cache younger than 30 minutes, else browser geolocation, else the IP lookup retried
 * after 1 s, 2 s and 4 s. Success is cached; giving up resolves with no location and the last error.
 */
export async function detectLocation(deps: DetectLocationDeps = {}): Promise<DetectionResult> {
  const storage = deps.storage === undefined ? browserStorage() : deps.storage;
  const geolocation = deps.geolocation === undefined ? browserGeolocation() : deps.geolocation;
  const lookUpIp = deps.fetchIpLocation ?? fetchIpLocation;
  const { signal } = deps;

  const cached = readCachedLocation(storage, Date.now());
  if (cached) return { location: cached, error: null };

  const remember = (found: Omit<CachedLocation, "timestamp">): DetectionResult => {
    const location: CachedLocation = { ...found, timestamp: Date.now() };
    writeCachedLocation(storage, location);
    return { location, error: null };
  };

  let lastError: unknown;
  try {
    const { coords } = await withDeadline(getBrowserPosition(DETECTION_GEOLOCATION_OPTIONS, geolocation), GEOLOCATION_PROMPT_DEADLINE_MS);
    signal?.throwIfAborted();
    return remember({ lat: coords.latitude, lng: coords.longitude, source: "geolocation" });
  } catch (error) {
    signal?.throwIfAborted();
    lastError = error;
    deps.onGeolocationError?.(error);
  }

  for (let attempt = 0; attempt <= IP_LOOKUP_RETRIES; attempt++) {
    if (attempt > 0) await sleep(IP_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1), signal);
    try {
      const ip = await lookUpIp();
      signal?.throwIfAborted();
      return remember({ lat: ip.lat, lng: ip.lng, source: "ip", ...(ip.city ? { label: ip.city } : {}) });
    } catch (error) {
      signal?.throwIfAborted();
      lastError = error;
      // 404 is the server saying no approximate location exists for this visitor: asking again cannot change that.
      if (error instanceof HttpError && error.status === 404) break;
    }
  }
  return { location: null, error: lastError };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
