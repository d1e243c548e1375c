import "server-only";
import type { ServerlessHost } from "@/lib/env/platform";
import { serverEnv } from "@/lib/env/server";
import { clientAddressTrust, clientIpFrom, isPublicIp } from "./client-ip";
import { IP_LOOKUP_TIMEOUT_MS } from "./constants";
import { isUsableCoordinate } from "./schemas";
import type { IpLocation } from "./types";

export type IpLookupResult = { status: "found"; location: IpLocation } | { status: "unavailable" } | { status: "upstream-error"; reason: string };

export interface IpLookupOptions {
  /** The platform whose geolocation headers to trust (default: the one detected from the environment). */
  host?: ServerlessHost;
  /** IP_GEOLOCATION_URL: a URL template with an `{ip}` placeholder, e.g. https://ipapi.co/{ip}/json/ */
  serviceUrl?: string;
  timeoutMs?: number;
}

/** The IP geolocation service URL template, if one is configured. */
export function ipLookupServiceUrl(): string | undefined {
  return serverEnv().IP_GEOLOCATION_URL?.trim() || undefined;
}

/** How long the service may take (IP_GEOLOCATION_TIMEOUT_MS, default 3 s), like the other services' *_TIMEOUT_MS. */
export function ipLookupTimeoutMs(): number {
  return serverEnv().IP_GEOLOCATION_TIMEOUT_MS ?? IP_LOOKUP_TIMEOUT_MS;
}

/**
 * Whether an approximate location could be found for this request at all, so a page can spare the browser a
 * request to /api/geo that is bound to answer 404.
 */
export function canLookUpIpLocation(headers: Headers, serviceUrl = ipLookupServiceUrl(), host = clientAddressTrust().host): boolean {
  if (locationFromPlatformHeaders(headers, host)) return true;
  const ip = clientIpFrom(headers);
  return Boolean(serviceUrl && ip && isPublicIp(ip));
}

/** Approximate location of the visitor: the hosting platform's geolocation headers first, else the configured service. */
export async function lookUpIpLocation(headers: Headers, options: IpLookupOptions = {}): Promise<IpLookupResult> {
  const fromPlatform = locationFromPlatformHeaders(headers, "host" in options ? options.host : clientAddressTrust().host);
  if (fromPlatform) return { status: "found", location: fromPlatform };
  if (!options.serviceUrl) return { status: "unavailable" };
  const ip = clientIpFrom(headers);
  if (!ip || !isPublicIp(ip)) return { status: "unavailable" };
  return queryService(options.serviceUrl, ip, options.timeoutMs ?? IP_LOOKUP_TIMEOUT_MS);
}

/**
 * The location the hosting platform wrote into the request, read only on that platform (detected from its
 * variables, lib/env/platform.ts): anywhere else these are ordinary headers a client can send, and a location
 * it made up would be taken as ours.
 */
export function locationFromPlatformHeaders(headers: Headers, host: ServerlessHost | undefined = clientAddressTrust().host): IpLocation | null {
  switch (host) {
    case "Vercel":
      // Vercel percent-encodes the city ("S%C3%A3o%20Paulo").
      return toLocation(headers.get("x-vercel-ip-latitude"), headers.get("x-vercel-ip-longitude"), decode(headers.get("x-vercel-ip-city")));
    case "Cloudflare":
      // Sent with the "Add visitor location headers" managed transform.
      return toLocation(headers.get("cf-iplatitude"), headers.get("cf-iplongitude"), headers.get("cf-ipcity"));
    case "Netlify":
      return fromNetlifyGeo(headers.get("x-nf-geo"));
    default:
      return null;
  }
}

/** Netlify's x-nf-geo is base64-encoded JSON; coordinates are read when the payload carries them. */
function fromNetlifyGeo(value: string | null): IpLocation | null {
  if (!value) return null;
  try {
    const text = value.trimStart().startsWith("{") ? value : Buffer.from(value, "base64").toString("utf8");
    const geo: unknown = JSON.parse(text);
    return isRecord(geo) ? toLocation(geo.latitude, geo.longitude, stringOrNull(geo.city)) : null;
  } catch {
    return null;
  }
}

async function queryService(template: string, ip: string, timeoutMs: number): Promise<IpLookupResult> {
  let url: URL;
  try {
    url = new URL(template.replaceAll("{ip}", encodeURIComponent(ip)));
    if (!template.includes("{ip}") || !/^https?:$/.test(url.protocol)) throw new Error();
  } catch {
    return { status: "upstream-error", reason: "IP_GEOLOCATION_URL must be an http(s) URL with an {ip} placeholder" };
  }
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // Checked by name: the DOMException may come from another realm, where instanceof fails.
    const timedOut = (error as { name?: unknown } | null)?.name === "TimeoutError";
    return { status: "upstream-error", reason: timedOut ? `no answer within ${timeoutMs} ms` : "request failed" };
  }
  if (!response.ok) return { status: "upstream-error", reason: `answered ${response.status}` };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { status: "upstream-error", reason: "answered with a body that is not JSON" };
  }
  // A 200 without coordinates is the provider saying it does not know this address (ipapi.co `error`, ip-api.com `fail`).
  const location = isRecord(body) ? toLocation(body.latitude ?? body.lat, body.longitude ?? body.lon, stringOrNull(body.city)) : null;
  return location ? { status: "found", location } : { status: "unavailable" };
}

function toLocation(rawLat: unknown, rawLng: unknown, city: string | null | undefined): IpLocation | null {
  const lat = toNumber(rawLat);
  const lng = toNumber(rawLng);
  if (lat === null || lng === null || !isUsableCoordinate(lat, lng)) return null;
  const name = city?.trim();
  return { lat, lng, source: "ip", ...(name ? { city: name } : {}) };
}

function toNumber(value: unknown): number | null {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return null;
}

function decode(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
