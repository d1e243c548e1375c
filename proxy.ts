import { NextResponse, type NextRequest } from "next/server";

import { jsonError } from "@/lib/api/errors";
import { clientIpFrom } from "@/lib/location/client-ip";
import { consumeRateLimit, getRateLimitStore, rateLimitHeaders, rateLimitRuleFor, tooManyRequestsResponse } from "@/lib/rate-limit";
import { contentSecurityPolicyFromEnv, createCspNonce } from "@/lib/security/csp";
import { STATIC_SECURITY_HEADERS, applySecurityHeaders, privatePageHeaders } from "@/lib/security/headers";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest, isStateChangingMethod } from "@/lib/security/same-origin";
import { staticScriptHashesFor } from "@/lib/security/static-script-hashes";

/**
 * Runs before every page and API route (Next 16 runs proxy on the Node.js runtime, so the limiter can
 * use Redis and the CSP can read the build's HTML): security headers on every response, a same-origin
 * check on state-changing API calls, and per-client rate limits on /api/*. Route handlers stay free of all three.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const rule = rateLimitRuleFor(pathname);
  if (!rule) return withPageSecurityHeaders(request);

  if (isStateChangingMethod(request.method) && isCrossSiteRequest(request.headers)) {
    return withSecurityHeaders(jsonError(403, CROSS_SITE_MESSAGE));
  }

  // Visitors whose address we cannot tell share one bucket: stricter for them, never unlimited.
  const client = clientIpFrom(request.headers) ?? "unknown";
  const result = await consumeRateLimit(getRateLimitStore(), rule, client);
  if (!result.allowed) return withSecurityHeaders(tooManyRequestsResponse(result));

  const response = NextResponse.next();
  for (const [key, value] of Object.entries(rateLimitHeaders(result))) response.headers.set(key, value);
  return withSecurityHeaders(response);
}

/**
 * Pages get a CSP made for this request: a fresh nonce, which Next.js reads from the forwarded request's
 * CSP header and puts on the scripts of a page it renders now, and the hashes of the static HTML
 * (prerendered, or cached by Next since) that may answer instead (see lib/security/csp.ts).
 */
function withPageSecurityHeaders(request: NextRequest): Response {
  const inlineScripts = { nonce: createCspNonce(), sha256: staticScriptHashesFor(request.nextUrl.pathname) };
  const csp = contentSecurityPolicyFromEnv(process.env, inlineScripts);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const { key, value } of STATIC_SECURITY_HEADERS) response.headers.set(key, value);
  for (const { key, value } of privatePageHeaders(request.nextUrl.pathname)) response.headers.set(key, value);
  return response;
}

/** API replies are JSON, never a document: the policy without nonce or hashes is enough. */
function withSecurityHeaders<T extends Response>(response: T): T {
  applySecurityHeaders(response.headers);
  return response;
}

export const config = {
  // Everything but build assets and the image optimizer, which carry the static headers from next.config.ts.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
