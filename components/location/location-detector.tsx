"use client";

import { useEffect } from "react";

import { HttpError } from "@/lib/http";
import { useUserLocation, type ManualLocation, type UserLocation } from "@/lib/location/use-user-location";

// The same answer /api/geo would give when it has no way to locate anyone; asking would only log a 404.
const noIpLookup = () => Promise.reject(new HttpError(404, "", "Not Found"));
const withoutIpLookup = { fetchIpLocation: noIpLookup };

/**
 * Runs the location detection and reports every change; renders nothing. Loaded after hydration so the
 * detection code stays out of the page's first-load JavaScript. `pendingManual` is a ZIP/city
 * the homeowner entered before this component had loaded; `widgetActive` says the map widget is on screen.
 */
export function LocationDetector({
  onChange,
  pendingManual,
  ipLookup,
  widgetActive,
}: {
  onChange: (location: UserLocation) => void;
  pendingManual: ManualLocation | null;
  ipLookup: boolean;
  widgetActive: boolean;
}) {
  const userLocation = useUserLocation({ widgetActive, deps: ipLookup ? {} : withoutIpLookup });
  const { location, status, error, geolocationError, locating, retriesLeft, retryLimitReached, retry, setManualLocation } = userLocation;

  useEffect(() => {
    onChange({ location, status, error, geolocationError, locating, retriesLeft, retryLimitReached, retry, setManualLocation });
  }, [onChange, location, status, error, geolocationError, locating, retriesLeft, retryLimitReached, retry, setManualLocation]);

  useEffect(() => {
    if (pendingManual) setManualLocation(pendingManual);
  }, [pendingManual, setManualLocation]);

  return null;
}
