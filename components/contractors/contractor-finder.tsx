"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { LocationPanel } from "@/components/location/location-panel";
import type { BookingCategory } from "@/components/schedule/booking-categories";
import { MANUAL_RETRY_LIMIT } from "@/lib/location/constants";
import type { ManualLocation, UserLocation } from "@/lib/location/use-user-location";

import { MAPS_API_KEY } from "./maps-key";

// Both load after hydration: detection starts right away, results can only exist once a location is known.
const LocationDetector = dynamic(() => import("@/components/location/location-detector").then((module) => module.LocationDetector), { ssr: false });
const ContractorResults = dynamic(() => import("./contractor-results").then((module) => module.ContractorResults), { ssr: false });

/**
 * The schedule page's contractor widget. It detects the location from the start (spec: on load, then every
 * 5 minutes while unknown) but shows itself only once a category is chosen; keeping the location state here
 * spares the booking form a re-render at every detection step.
 */
export function ContractorFinder({ category, ipLookup }: { category: Pick<BookingCategory, "id" | "trades"> | undefined; ipLookup: boolean }) {
  const t = useTranslations("ContractorFinder");
  const [pendingManual, setPendingManual] = useState<ManualLocation | null>(null);
  // Until the detector has loaded, the finder looks exactly as the server rendered it: detecting.
  const [userLocation, setUserLocation] = useState<UserLocation>(() => ({
    location: null,
    status: "detecting",
    error: null,
    geolocationError: null,
    locating: false,
    retriesLeft: MANUAL_RETRY_LIMIT,
    retryLimitReached: false,
    retry: () => {},
    setManualLocation: setPendingManual,
  }));
  const { location } = userLocation;

  return (
    <>
      <LocationDetector onChange={setUserLocation} pendingManual={pendingManual} ipLookup={ipLookup} widgetActive={category !== undefined} />
      {category && (
        <section aria-labelledby="contractor-finder-heading" className="grid gap-4 rounded-xl border border-border p-6 shadow-sm">
          <h2 id="contractor-finder-heading" className="text-xl font-semibold">
            {t("heading")}
          </h2>
          <LocationPanel userLocation={userLocation} />
          {(location || MAPS_API_KEY) && (
            <ContractorResults categoryId={category.id} trades={category.trades} location={location && { lat: location.lat, lng: location.lng }} />
          )}
        </section>
      )}
    </>
  );
}
