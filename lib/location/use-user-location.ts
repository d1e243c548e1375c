"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { browserStorage, writeCachedLocation } from "./cache";
import { MANUAL_RETRY_LIMIT, REDETECT_INTERVAL_MS } from "./constants";
import { detectLocation, type DetectLocationDeps } from "./detect";
import { LOCATION_DETECTION_FAILED_MESSAGE, MAX_RETRIES_REACHED_MESSAGE, UNEXPECTED_LOCATION_ERROR_MESSAGE } from "./messages";
import type { CachedLocation } from "./types";

export type UserLocationStatus = "detecting" | "ready" | "unavailable";

export interface ManualLocation {
  lat: number;
  lng: number;
  label?: string;
}

export interface UserLocation {
  location: CachedLocation | null;
  status: UserLocationStatus;
  /** A text for the homeowner (spec section 8), or null. */
  error: string | null;
  retriesLeft: number;
  retry: () => void;
  setManualLocation: (location: ManualLocation) => void;
}

interface DetectionState {
  location: CachedLocation | null;
  status: UserLocationStatus;
  error: string | null;
}

/**
 * The schedule page's location: detected on mount, re-detected quietly every 5 minutes while unknown,
 * with a limited manual retry and a typed ZIP/city as the way out. `deps` is for tests only.
 */
export function useUserLocation(deps: Omit<DetectLocationDeps, "signal"> = {}): UserLocation {
  const [initialDeps] = useState(deps);
  const [state, setState] = useState<DetectionState>({ location: null, status: "detecting", error: null });
  const [retriesUsed, setRetriesUsed] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);

  // `quiet` detections (mount, background) leave the status alone until they have an answer, so the
  // manual ZIP field does not flicker away every 5 minutes.
  const run = useCallback(
    async (quiet: boolean) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      if (!quiet) setState((previous) => ({ ...previous, status: "detecting", error: null }));
      try {
        const result = await detectLocation({ ...initialDeps, signal: controller.signal });
        if (controller.signal.aborted) return;
        if (result.location) setState({ location: result.location, status: "ready", error: null });
        else setState({ location: null, status: "unavailable", error: LOCATION_DETECTION_FAILED_MESSAGE });
      } catch {
        if (controller.signal.aborted) return;
        setState({ location: null, status: "unavailable", error: UNEXPECTED_LOCATION_ERROR_MESSAGE });
      }
    },
    [initialDeps],
  );

  useEffect(() => {
    void run(true);
    return () => controllerRef.current?.abort();
  }, [run]);

  useEffect(() => {
    if (state.status !== "unavailable") return;
    const interval = setInterval(() => void run(true), REDETECT_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [state.status, run]);

  const retry = useCallback(() => {
    if (retriesUsed >= MANUAL_RETRY_LIMIT) {
      setState((previous) => ({ ...previous, error: MAX_RETRIES_REACHED_MESSAGE }));
      return;
    }
    setRetriesUsed(retriesUsed + 1);
    void run(false);
  }, [retriesUsed, run]);

  const setManualLocation = useCallback(
    (manual: ManualLocation) => {
      controllerRef.current?.abort();
      const location: CachedLocation = { ...manual, source: "manual", timestamp: Date.now() };
      writeCachedLocation(initialDeps.storage === undefined ? browserStorage() : initialDeps.storage, location);
      setState({ location, status: "ready", error: null });
    },
    [initialDeps],
  );

  return { ...state, retriesLeft: MANUAL_RETRY_LIMIT - retriesUsed, retry, setManualLocation };
}
