/// <reference types="google.maps" />
"use client";

import { MarkerClusterer, SuperClusterAlgorithm } from "@googlemaps/markerclusterer";
import { AdvancedMarker, InfoWindow, useMap } from "@vis.gl/react-google-maps";
import { useTranslations } from "next-intl";
import { memo, useCallback, useEffect, useState } from "react";

import type { Contractor } from "@/lib/contractors/types";

import { ContractorRating } from "./contractor-list";

/** Spec section 9: clusters of radius 60 px that break apart from zoom 16; popups at most 350 px wide. */
export const CLUSTER_RADIUS = 60;
export const CLUSTER_MAX_ZOOM = 16;
export const INFO_WINDOW_MAX_WIDTH = 350;

type MarkerElement = google.maps.marker.AdvancedMarkerElement;

/** Contractor markers handed to a MarkerClusterer, with an info popup for the clicked one. */
export function ContractorMarkers({ contractors }: { contractors: Contractor[] }) {
  const t = useTranslations("ContractorFinder");
  const map = useMap();
  const [clusterer, setClusterer] = useState<MarkerClusterer | null>(null);
  const [markers, setMarkers] = useState<Record<string, MarkerElement>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (!map) return;
    const created = new MarkerClusterer({ map, algorithm: new SuperClusterAlgorithm({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM }) });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clusterer draws on the live map, so it can only be made after mount and is torn down with it
    setClusterer(created);
    return () => {
      created.clearMarkers();
      created.setMap(null);
    };
  }, [map]);

  useEffect(() => {
    if (!clusterer) return;
    clusterer.clearMarkers();
    clusterer.addMarkers(Object.values(markers));
  }, [clusterer, markers]);

  const setMarkerRef = useCallback((marker: MarkerElement | null, id: string) => {
    setMarkers((previous) => {
      if (marker ? previous[id] === marker : !(id in previous)) return previous;
      const next = { ...previous };
      if (marker) next[id] = marker;
      else delete next[id];
      return next;
    });
  }, []);

  const selected = contractors.find((contractor) => contractor.place_id === selectedId);
  const anchor = selected ? markers[selected.place_id] : undefined;

  return (
    <>
      {contractors.map((contractor) => (
        <ContractorMarker key={contractor.place_id} contractor={contractor} onSelect={setSelectedId} setMarkerRef={setMarkerRef} />
      ))}
      {selected && anchor && (
        <InfoWindow anchor={anchor} maxWidth={INFO_WINDOW_MAX_WIDTH} onCloseClick={() => setSelectedId(null)} headerContent={<strong>{selected.name}</strong>}>
          <div className="grid gap-1 text-sm text-slate-900">
            <p>{selected.vicinity}</p>
            <ContractorRating rating={selected.rating} count={selected.user_ratings_total} />
            <p>{t("distanceLabel", { miles: selected.distance })}</p>
          </div>
        </InfoWindow>
      )}
    </>
  );
}

// Memoised with a stable ref callback: a new callback each render would detach and re-attach the marker forever.
const ContractorMarker = memo(function ContractorMarker({
  contractor,
  onSelect,
  setMarkerRef,
}: {
  contractor: Contractor;
  onSelect: (id: string) => void;
  setMarkerRef: (marker: MarkerElement | null, id: string) => void;
}) {
  const id = contractor.place_id;
  const ref = useCallback((marker: MarkerElement | null) => setMarkerRef(marker, id), [setMarkerRef, id]);
  return <AdvancedMarker ref={ref} position={contractor.geometry.location} title={contractor.name} onClick={() => onSelect(id)} />;
});
