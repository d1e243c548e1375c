/// <reference types="google.maps" />
"use client";

import { AdvancedMarker, APIProvider, ColorScheme, Map, Pin } from "@vis.gl/react-google-maps";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";

import type { Contractor } from "@/lib/contractors/types";

import { ContractorMarkers } from "./contractor-markers";

declare global {
  interface Window {
    /** Google's hook for key problems such as RefererNotAllowedMapError. */
    gm_authFailure?: () => void;
  }
}

import { MAP_DEFAULT_ZOOM, MAP_MAX_MARKERS } from "./map-constants";

export { MAP_DEFAULT_ZOOM, MAP_MAX_MARKERS };
const MAP_LIBRARIES = ["places", "geometry"];
// Advanced markers need a map id: the operator's (NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID, with the dark colour scheme for
// the spec's dark map). Google's demo id is for development only: a production build with a Maps key and no map
// id stops (next.config.ts).
const MAP_ID = process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || "DEMO_MAP_ID";

type LoadError = "network" | "auth";

/**
 * The Google map of the search, 400 px high: the homeowner's marker as soon as the location is known (`user`),
 * and the nearest contractors, clustered. `center` is the location, or the default centre before it.
 */
export function ContractorMap({
  apiKey,
  center,
  user,
  contractors,
}: {
  apiKey: string;
  center: google.maps.LatLngLiteral;
  user: google.maps.LatLngLiteral | null;
  contractors: Contractor[];
}) {
  const t = useTranslations("ContractorFinder");
  const [loadError, setLoadError] = useState<LoadError | null>(null);
  const onError = useCallback(() => setLoadError("network"), []);

  useEffect(() => {
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => setLoadError("auth");
    return () => {
      window.gm_authFailure = previous;
    };
  }, []);

  if (loadError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-4 text-destructive">
        {loadError === "auth" ? t("mapAuthError", { origin: window.location.origin }) : t("mapLoadError")}
      </p>
    );
  }

  return (
    <APIProvider apiKey={apiKey} libraries={MAP_LIBRARIES} onError={onError}>
      <div role="region" aria-label={t("mapLabel")} className="h-[400px] overflow-hidden rounded-lg">
        <Map
          // A new location is a new search: start again centred on it.
          key={`${center.lat},${center.lng}`}
          defaultCenter={center}
          defaultZoom={MAP_DEFAULT_ZOOM}
          mapId={MAP_ID}
          colorScheme={ColorScheme.DARK}
          streetViewControl={false}
          mapTypeControl={false}
          fullscreenControl={false}
          zoomControl
          gestureHandling="cooperative"
        >
          {user && (
            <AdvancedMarker position={user} title={t("userMarker")} zIndex={1000}>
              <Pin background="#2563eb" borderColor="#ffffff" glyphColor="#ffffff" />
            </AdvancedMarker>
          )}
          <ContractorMarkers contractors={contractors.slice(0, MAP_MAX_MARKERS)} />
        </Map>
      </div>
    </APIProvider>
  );
}
