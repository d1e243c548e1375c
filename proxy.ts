import { NextResponse, type NextRequest } from "next/server";

import { defaultLocale, internalPagePath, publicPathOfInternal, type AppLocale } from "@/i18n/locales";
import { apiText } from "@/lib/api/texts";
import { UNEXPECTED_ERROR_MESSAGE, jsonError } from "@/lib/api/errors";
import { NOT_FOUND_HEADER, notFoundHeaderValue, notFoundPagePath, routeCatalogueRequest, type CatalogueNotFound } from "@/lib/catalog/request-routing";
import { environmentProblemForRequest } from "@/lib/env/check";
import { clientIpFrom } from "@/lib/location/client-ip";
import { RATE_LIMITED_HEADER, consumeRateLimit, getRateLimitStore, rateLimitHeaders, rateLimitRuleFor, tooManyRequestsResponse } from "@/lib/rate-limit";
import { contentSecurityPolicyFromEnv, createCspNonce } from "@/lib/security/csp";
import { STATIC_SECURITY_HEADERS, applySecurityHeaders, privatePageHeaders } from "@/lib/security/headers";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest, isStateChangingMethod } from "@/lib/security/same-origin";
import { staticScriptHashesFor } from "@/lib/security/static-script-hashes";
import { canonicalPath, hasMalformedPercentEncoding } from "@/lib/server/canonical-path";
import { requestIdFrom } from "@/lib/server/request-errors";
import { unavailablePage } from "@/lib/server/unavailable-page";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// What this app's routes answer at most; the preload (lib/server/forwarded-for.cjs) sends the same list.
const ALLOWED_METHODS = "GET, HEAD, POST, OPTIONS";

/**
 * Runs before every page and API route (Next 16 runs proxy on the Node.js runtime, so the limiter can use
 * Redis; the CSP's hashes of prerendered pages are bundled in at build time, nothing is read from disk):
 * security headers on every response, a same-origin check on state-changing API calls, per-client rate limits
 * on /api/*, and unknown catalogue URLs answered with their prerendered 404 page before routing.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  // A serverless function whose settings are invalid still gets requests (instrumentation.ts cannot stop the host):
  // each is refused here, with the headers, and the first names the variable in the log.
  if (environmentProblemForRequest()) {
    const { pathname } = request.nextUrl;
    return withSecurityHeaders(pathname.startsWith("/api/") ? jsonError(500, UNEXPECTED_ERROR_MESSAGE) : unavailablePage(pathname));
  }
  // Methods no route here takes (WebDAV's PROPFIND and the like): 405, where Next.js would answer 400 for an API route.
  if (!KNOWN_METHODS.has(request.method)) {
    return withSecurityHeaders(jsonError(405, apiText("methodNotAllowed"), undefined, { Allow: ALLOWED_METHODS }));
  }
  const { pathname } = request.nextUrl;
  // Undecodable percent-encoding ("/api/photos/%ZZ"): 400 here, with the headers and a log line, before any route
  // decodes it and fails with a bare 500.
  if (hasMalformedPercentEncoding(pathname)) {
    console.warn(`[proxy] 400 ${request.method} ${JSON.stringify(pathname.slice(0, 200))}: malformed percent-encoding in the path`);
    return withSecurityHeaders(jsonError(400, apiText("malformedPath")));
  }
  const canonical = canonicalPath(pathname);
  if (canonical !== pathname) {
    // 308 keeps the method and body, so an API call reaches its route as sent (lib/server/canonical-path.ts).
    const url = request.nextUrl.clone();
    url.pathname = canonical;
    return withSecurityHeaders(NextResponse.redirect(url, 308));
  }
  const rule = rateLimitRuleFor(pathname);
  if (!rule) {
    // The routes' internal names (/en-US/hvac, /es-US/hvac) are never an address of their own: one URL a page.
    const publicPath = publicPathOfInternal(pathname);
    if (publicPath !== null) return withSecurityHeaders(NextResponse.redirect(new URL(`${publicPath}${request.nextUrl.search}`, request.url), 308));
    // Unknown catalogue ids are answered here, before routing: a prerendered page with status 404.
    const routing = routeCatalogueRequest(pathname);
    if (routing && "redirect" in routing) return withSecurityHeaders(NextResponse.redirect(new URL(routing.redirect, request.url), 307));
    return withPageSecurityHeaders(request, routing);
  }

  if (isStateChangingMethod(request.method) && isCrossSiteRequest(request.headers)) {
    return withSecurityHeaders(jsonError(403, CROSS_SITE_MESSAGE));
  }

  // Visitors whose address we cannot tell share one bucket: stricter for them, never unlimited.
  const client = clientIpFrom(request.headers) ?? "unknown";
  const result = await consumeRateLimit(getRateLimitStore(), rule, client);
  if (!result.allowed && !rule.triageWhenLimited) return withSecurityHeaders(tooManyRequestsResponse(result));

  const requestHeaders = withRequestId(request.headers);
  // Only the proxy says a request is over its limit; a client's own copy of the header never reaches the route.
  requestHeaders.delete(RATE_LIMITED_HEADER);
  if (!result.allowed) requestHeaders.set(RATE_LIMITED_HEADER, String(result.resetSeconds));
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("X-Request-Id", requestHeaders.get("x-request-id")!);
  for (const [key, value] of Object.entries(rateLimitHeaders(result))) response.headers.set(key, value);
  return withSecurityHeaders(response);
}

/**
 * Pages get a CSP made for this request: a fresh nonce, which Next.js reads from the forwarded request's
 * CSP header and puts on the scripts of a page it renders now, and the hashes of the prerendered HTML that
 * may answer instead (see lib/security/csp.ts).
 */
function withPageSecurityHeaders(request: NextRequest, unknown: { notFound: CatalogueNotFound; locale: AppLocale } | null): Response {
  const notFound = unknown?.notFound ?? null;
  const locale = unknown?.locale ?? defaultLocale;
  // The hashes of the page that answers, by the route Next.js renders (/es/hvac is app/[locale]'s /es-US/hvac): a
  // not-found page in place of an unknown catalogue URL.
  const page = notFound ? notFoundPagePath(notFound, locale) : internalPagePath(request.nextUrl.pathname);
  const inlineScripts = { nonce: createCspNonce(), sha256: staticScriptHashesFor(page) };
  const csp = contentSecurityPolicyFromEnv(process.env, inlineScripts);
  const requestHeaders = withRequestId(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  // Only the proxy names a not-found page (next.config.ts rewrites to it); never a visitor.
  requestHeaders.delete(NOT_FOUND_HEADER);
  if (notFound) requestHeaders.set(NOT_FOUND_HEADER, notFoundHeaderValue(notFound, locale));
  const response = NextResponse.next({ request: { headers: requestHeaders }, status: notFound ? 404 : 200 });
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("X-Request-Id", requestHeaders.get("x-request-id")!);
  for (const { key, value } of STATIC_SECURITY_HEADERS) response.headers.set(key, value);
  for (const { key, value } of privatePageHeaders(request.nextUrl.pathname)) response.headers.set(key, value);
  return response;
}

/**
 * Every request gets an id (a well-formed X-Request-Id from a proxy in front, else a new one) that the route
 * sees and instrumentation.ts logs with any error, so a failure can be found in the logs.
 */
function withRequestId(headers: Headers): Headers {
  const forwarded = new Headers(headers);
  forwarded.set("x-request-id", requestIdFrom(headers));
  return forwarded;
}

/** API replies are JSON, never a document: the policy without nonce or hashes is enough. */
function withSecurityHeaders<T extends Response>(response: T): T {
  applySecurityHeaders(response.headers);
  return response;
}

export const config = {
  // Everything but build assets and the image optimizer, which carry the static headers from next.config.ts, and the
  // photo upload: Next buffers a request's whole body for the proxy before the route sees it, and the upload route
  // must refuse an oversized body while it streams in (it checks origin and rate itself). Photo views still pass.
  matcher: ["/((?!_next/static|_next/image|api/photos$).*)"],
};
