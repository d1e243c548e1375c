"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { browserStorage, writeCachedLocation } from "./cache";
import { MANUAL_RETRY_LIMIT, MAP_GEOLOCATION_DEADLINE_MS, REDETECT_INTERVAL_MS } from "./constants";
import { detectLocation, type DetectLocationDeps } from "./detect";
import { browserGeolocation, geolocationErrorKey, getMapWidgetPosition, withDeadline, type GeolocationErrorKey } from "./geolocation";
import type { CachedLocation } from "./types";

export type UserLocationStatus = "detecting" | "ready" | "unavailable";

/** The page-level chain's texts (spec section 8); keys of messages/en-US/location.json `Location.errors`. */
export type PageLocationErrorKey = "detectionFailed" | "unexpected";

export interface ManualLocation {
  lat: number;
  lng: number;
  label?: string;
}

export interface UserLocation {
  location: CachedLocation | null;
  /** The page-level detection chain: cache, geolocation, IP lookup. */
  status: UserLocationStatus;
  /** The chain gave up (or broke): which text says so, or null. */
  error: PageLocationErrorKey | null;
  /** The last failed browser geolocation reading, for its own section 8 text, or null. */
  geolocationError: GeolocationErrorKey | null;
  /** The map widget's own geolocation reading is under way. */
  locating: boolean;
  retriesLeft: number;
  /** The homeowner pressed retry once more after using all three. */
  retryLimitReached: boolean;
  retry: () => void;
  setManualLocation: (location: ManualLocation) => void;
}

interface LocationState {
  location: CachedLocation | null;
  status: UserLocationStatus;
  error: PageLocationErrorKey | null;
  geolocationError: GeolocationErrorKey | null;
  /** The chain's geolocation step failed: the widget may try its own, more lenient reading. */
  chainGeolocationFailed: boolean;
  locating: boolean;
}

const initialState: LocationState = {
  location: null,
  status: "detecting",
  error: null,
  geolocationError: null,
  chainGeolocationFailed: false,
  locating: false,
};

export interface UseUserLocationOptions {
  /** The map widget is on screen (a category is chosen): it then tries geolocation itself, as the spec places it. */
  widgetActive: boolean;
  /** Stand-ins for browser APIs; tests only. */
  deps?: Omit<DetectLocationDeps, "signal" | "onGeolocationError">;
}

/**
 * The schedule page's location (spec section 4). The page-level chain runs on mount and quietly every 5 minutes
 * while nothing is known. The map widget, once shown, takes its own reading (10 s high accuracy, then 5 s low
 * accuracy, readings up to 30 s old) when the chain's geolocation failed, and again on each of the three manual
 * retries. A typed ZIP/city always wins and ends any detection under way.
 */
export function useUserLocation({ widgetActive, deps = {} }: UseUserLocationOptions): UserLocation {
  const [initialDeps] = useState(deps);
  const [state, setState] = useState<LocationState>(initialState);
  const [retriesUsed, setRetriesUsed] = useState(0);
  const [retryLimitReached, setRetryLimitReached] = useState(false);
  const chainRef = useRef<AbortController | null>(null);
  const widgetRef = useRef<AbortController | null>(null);
  const widgetTriedRef = useRef(false);
  const storage = useCallback(() => (initialDeps.storage === undefined ? browserStorage() : initialDeps.storage), [initialDeps]);

  const runChain = useCallback(async () => {
    chainRef.current?.abort();
    const controller = new AbortController();
    chainRef.current = controller;
    const onGeolocationError = (failure: unknown) => {
      if (!controller.signal.aborted) setState((previous) => ({ ...previous, geolocationError: geolocationErrorKey(failure), chainGeolocationFailed: true }));
    };
    try {
      const result = await detectLocation({ ...initialDeps, signal: controller.signal, onGeolocationError });
      if (controller.signal.aborted) return;
      setState((previous) =>
        result.location
          ? { ...previous, location: result.location, status: "ready", error: null }
          : // A location the widget found meanwhile stays.
            { ...previous, status: previous.location ? "ready" : "unavailable", error: previous.location ? null : "detectionFailed" },
      );
    } catch {
      if (controller.signal.aborted) return;
      setState((previous) => ({ ...previous, status: previous.location ? "ready" : "unavailable", error: previous.location ? null : "unexpected" }));
    }
  }, [initialDeps]);

  const locateWithWidget = useCallback(async () => {
    widgetRef.current?.abort();
    const controller = new AbortController();
    widgetRef.current = controller;
    // The previous text stays until this reading has an answer, so the panel does not flicker.
    setState((previous) => ({ ...previous, locating: true }));
    try {
      const geolocation = initialDeps.geolocation === undefined ? browserGeolocation() : initialDeps.geolocation;
      const { coords } = await withDeadline(getMapWidgetPosition(geolocation), MAP_GEOLOCATION_DEADLINE_MS);
      if (controller.signal.aborted) return;
      const location: CachedLocation = { lat: coords.latitude, lng: coords.longitude, source: "geolocation", timestamp: Date.now() };
      writeCachedLocation(storage(), location);
      chainRef.current?.abort();
      setState((previous) => ({ ...previous, location, status: "ready", error: null, geolocationError: null, locating: false }));
    } catch (failure) {
      if (controller.signal.aborted) return;
      setState((previous) => ({ ...previous, geolocationError: geolocationErrorKey(failure), locating: false }));
    }
  }, [initialDeps, storage]);

  useEffect(() => {
    void runChain();
    return () => {
      chainRef.current?.abort();
      widgetRef.current?.abort();
    };
  }, [runChain]);

  useEffect(() => {
    if (state.status !== "unavailable") return;
    const interval = setInterval(() => void runChain(), REDETECT_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [state.status, runChain]);

  // The widget's own attempt: once, when it is shown and the chain could not read the position itself.
  const preciseLocation = state.location !== null && state.location.source !== "ip";
  useEffect(() => {
    if (!widgetActive || !state.chainGeolocationFailed || preciseLocation || widgetTriedRef.current) return;
    widgetTriedRef.current = true;
    void locateWithWidget();
  }, [widgetActive, state.chainGeolocationFailed, preciseLocation, locateWithWidget]);

  const retry = useCallback(() => {
    if (retriesUsed >= MANUAL_RETRY_LIMIT) {
      setRetryLimitReached(true);
      return;
    }
    setRetriesUsed(retriesUsed + 1);
    void locateWithWidget();
  }, [retriesUsed, locateWithWidget]);

  const setManualLocation = useCallback(
    (manual: ManualLocation) => {
      chainRef.current?.abort();
      widgetRef.current?.abort();
      const location: CachedLocation = { ...manual, source: "manual", timestamp: Date.now() };
      writeCachedLocation(storage(), location);
      setState((previous) => ({ ...previous, location, status: "ready", error: null, geolocationError: null, locating: false }));
    },
    [storage],
  );

  const { location, status, error, geolocationError, locating } = state;
  return {
    location,
    status,
    error,
    geolocationError,
    locating,
    retriesLeft: MANUAL_RETRY_LIMIT - retriesUsed,
    retryLimitReached,
    retry,
    setManualLocation,
  };
}
