export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
export const METERS_PER_MILE = 1609.344;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineMeters(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The spec's distance format: miles as a string with one decimal, e.g. "3.2". */
export function formatMiles(meters: number): string {
  return (meters / METERS_PER_MILE).toFixed(1);
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** When minLng > maxLng the box crosses the antimeridian. */
  minLng: number;
  maxLng: number;
}

/**
 * A lat/lng box that contains every point within `radiusMeters` of `center`: a cheap SQL prefilter
 * before the exact haversine check. Near the poles it widens to all longitudes.
 */
export function boundingBox(center: LatLng, radiusMeters: number): BoundingBox {
  const angular = radiusMeters / EARTH_RADIUS_METERS;
  const latDelta = (angular * 180) / Math.PI;
  const minLat = Math.max(-90, center.lat - latDelta);
  const maxLat = Math.min(90, center.lat + latDelta);
  if (minLat <= -90 || maxLat >= 90) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const lngDelta = (Math.asin(Math.min(1, Math.sin(angular) / Math.cos(toRadians(center.lat)))) * 180) / Math.PI;
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  if (lngDelta >= 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: wrap(center.lng - lngDelta), maxLng: wrap(center.lng + lngDelta) };
}
