import type { CachedLocation } from "@/lib/location/types";

/** Stored and sent to contractors only to this precision: 0.01° is about 1 km, enough to rank by distance. */
export const LOCATION_DECIMALS = 2;
export const LOCATION_LABEL_MAX = 100;

/** The approximate location a booking carries (the body's `location` and the webhook's `appointment.location`). */
export interface BookingLocation {
  lat: number;
  lng: number;
  label?: string;
}

/** Rounds to 0.01°; `+ 0` turns -0 into 0. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** LOCATION_DECIMALS;
  return Math.round(value * factor) / factor + 0;
}

/**
 * What the booking form sends: the location the finder found (cached in localStorage by every path of the location
 * chain and the manual ZIP-or-city entry), already rounded so the precise position never leaves the browser.
 * No zod here: this runs in the /schedule bundle; the server validates with bookingLocationSchema.
 */
export function toBookingLocation(cached: CachedLocation | null): BookingLocation | undefined {
  if (!cached) return undefined;
  const label = cached.label?.trim().slice(0, LOCATION_LABEL_MAX);
  return { lat: roundCoordinate(cached.lat), lng: roundCoordinate(cached.lng), ...(label ? { label } : {}) };
}
