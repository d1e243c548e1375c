import type { CachedLocation, IpLocation, LocationSource, ResolvedPlace } from "./types";

// What the browser checks while it locates the homeowner on /schedule: a cached location, the server's IP lookup
// and a resolved ZIP code or city. Written by hand rather than with zod on purpose: these run as the page loads,
// and starting zod there (its core alone is about 70 KB of script) was one of the page's long tasks on a slow
// phone. The server validates with zod (./schemas, lib/validation); these only guard against a stale or foreign
// localStorage entry and an unexpected reply.

type Shape = Record<string, unknown>;

const isObject = (value: unknown): value is Shape => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;
const isOptionalString = (value: unknown) => value === undefined || typeof value === "string";
const hasCoordinates = (value: Shape) => isNumberIn(value.lat, -90, 90) && isNumberIn(value.lng, -180, 180);
const SOURCES: readonly LocationSource[] = ["geolocation", "ip", "manual"];

/** A cached location as stored by writeCachedLocation, or null for anything else. */
export function toCachedLocation(value: unknown): CachedLocation | null {
  if (!isObject(value) || !hasCoordinates(value) || !isOptionalString(value.label)) return null;
  if (!SOURCES.includes(value.source as LocationSource) || typeof value.timestamp !== "number" || !Number.isFinite(value.timestamp)) return null;
  const { lat, lng, source, timestamp, label } = value as unknown as CachedLocation;
  return label === undefined ? { lat, lng, source, timestamp } : { lat, lng, source, timestamp, label };
}

/** GET /api/geo's reply; throws when it is not one. */
export function toIpLocation(value: unknown): IpLocation {
  if (!isObject(value) || !hasCoordinates(value) || value.source !== "ip" || !isOptionalString(value.city)) {
    throw new TypeError("The location service sent an unexpected reply.");
  }
  const { lat, lng, city } = value as unknown as IpLocation;
  return city === undefined ? { lat, lng, source: "ip" } : { lat, lng, source: "ip", city };
}

/** GET /api/places/resolve's reply; throws when it is not one. */
export function toResolvedPlace(value: unknown): ResolvedPlace {
  if (!isObject(value) || !hasCoordinates(value) || typeof value.label !== "string") {
    throw new TypeError("The place lookup sent an unexpected reply.");
  }
  const { lat, lng, label } = value as unknown as ResolvedPlace;
  return { lat, lng, label };
}
