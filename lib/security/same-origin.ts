import apiMessages from "@/messages/en-US/api.json";

export const CROSS_SITE_MESSAGE = apiMessages.Api.crossSite;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isStateChangingMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/**
 * True when a browser sent this request from another site: an Origin that is neither this host nor
 * NEXT_PUBLIC_SITE_URL, or (no Origin at all) Sec-Fetch-Site: cross-site. Requests without either header,
 * such as curl or server-to-server calls, pass: they carry no visitor's cookies or ambient authority.
 *
 * The host comes from X-Forwarded-Host when a reverse proxy set it, else Host. A page on another site
 * cannot forge either on a browser request, and both are what the visitor's address bar shows.
 */
export function isCrossSiteRequest(headers: Headers, siteUrl: string | undefined = process.env.NEXT_PUBLIC_SITE_URL): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return !isOwnOrigin(origin, headers, siteUrl);
  return headers.get("sec-fetch-site")?.toLowerCase() === "cross-site";
}

function isOwnOrigin(origin: string, headers: Headers, siteUrl: string | undefined): boolean {
  // "null" (sandboxed frames, file: pages, some redirects) is never this site.
  const originUrl = parseUrl(origin);
  if (!originUrl || !/^https?:$/.test(originUrl.protocol)) return false;
  const site = siteUrl ? parseUrl(siteUrl.trim()) : null;
  if (site && site.origin === originUrl.origin) return true;
  const requestHost = (headers.get("x-forwarded-host")?.split(",")[0] ?? headers.get("host"))?.trim();
  if (!requestHost) return false;
  // Parsed with the origin's scheme so "example.com:443" and "example.com" compare equal over https.
  return parseUrl(`${originUrl.protocol}//${requestHost}`)?.host === originUrl.host;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
