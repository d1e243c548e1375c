"use client";

// First: the location schemas below are the first zod schemas this chunk builds.
import "@/components/schedule/zod-without-eval";

import { useEffect } from "react";

import { useUserLocation, type ManualLocation, type UserLocation } from "@/lib/location/use-user-location";

/**
 * Runs the location detection and reports every change; renders nothing. Loaded after hydration so the
 * detection code (and zod) stays out of the page's first-load JavaScript. `pendingManual` is a ZIP/city
 * the homeowner entered before this component had loaded.
 */
export function LocationDetector({ onChange, pendingManual }: { onChange: (location: UserLocation) => void; pendingManual: ManualLocation | null }) {
  const userLocation = useUserLocation();
  const { location, status, error, retriesLeft, retry, setManualLocation } = userLocation;

  useEffect(() => {
    onChange({ location, status, error, retriesLeft, retry, setManualLocation });
  }, [onChange, location, status, error, retriesLeft, retry, setManualLocation]);

  useEffect(() => {
    if (pendingManual) setManualLocation(pendingManual);
  }, [pendingManual, setManualLocation]);

  return null;
}
