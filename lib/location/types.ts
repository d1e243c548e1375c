export type LocationSource = "geolocation" | "ip" | "manual";

/** What the browser keeps under `user_location`: the last known position of the homeowner. */
export interface CachedLocation {
  lat: number;
  lng: number;
  source: LocationSource;
  timestamp: number;
  label?: string;
}

/** The reply of GET /api/geo. */
export interface IpLocation {
  lat: number;
  lng: number;
  source: "ip";
  city?: string;
}

/** The reply of GET /api/places/resolve: a typed ZIP code or city turned into coordinates. */
export interface ResolvedPlace {
  lat: number;
  lng: number;
  label: string;
}
