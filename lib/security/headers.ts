import { splitLocalePath } from "../../i18n/locales";
import { contentSecurityPolicyFromEnv, type InlineScriptSources } from "./csp";

/**
 * Headers that never change with configuration. next.config.ts sends them on every response (static
 * files included); the proxy sets them again on the replies it makes itself (403, 429).
 */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Location for the contractor map, microphone for voice input; nothing else.
  { key: "Permissions-Policy", value: "geolocation=(self), microphone=(self), camera=(), payment=(), usb=()" },
  // Legacy twin of CSP frame-ancestors 'none' for browsers without CSP level 2.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** Every security header for a page or API response, CSP included. */
export function securityHeaders(env: Record<string, string | undefined> = process.env, inlineScripts: InlineScriptSources = {}): Array<[string, string]> {
  return [
    ["Content-Security-Policy", contentSecurityPolicyFromEnv(env, inlineScripts)],
    ...STATIC_SECURITY_HEADERS.map(({ key, value }): [string, string] => [key, value]),
  ];
}

export function applySecurityHeaders(headers: Headers, env: Record<string, string | undefined> = process.env, inlineScripts: InlineScriptSources = {}): void {
  for (const [key, value] of securityHeaders(env, inlineScripts)) headers.set(key, value);
}

// Pages whose address carries a secret (the booking token) or that sit behind a sign-in: never indexed, and
// the address never leaves the site as a referrer. The console posts plain HTML forms, and Chrome sends
// `Origin: null` on a form post from a no-referrer page (which the same-origin check refuses), so the console
// uses same-origin: full referrer inside the site, none outside.
const PRIVATE_PAGES: ReadonlyArray<{ prefix: string; referrerPolicy: string }> = [
  { prefix: "/appointments/", referrerPolicy: "no-referrer" },
  { prefix: "/thank-you", referrerPolicy: "no-referrer" },
  { prefix: "/operator", referrerPolicy: "same-origin" },
  // The pro's job page posts plain forms too (its actions work without JavaScript): same-origin, for the same reason.
  { prefix: "/jobs/", referrerPolicy: "same-origin" },
];

/** Extra headers for private pages (issue 12), in every language (/es/appointments/… too), applied by proxy.ts after the static ones. */
export function privatePageHeaders(pathname: string): ReadonlyArray<{ key: string; value: string }> {
  const { path } = splitLocalePath(pathname);
  const page = PRIVATE_PAGES.find(({ prefix }) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix));
  if (!page) return [];
  return [
    { key: "Referrer-Policy", value: page.referrerPolicy },
    { key: "X-Robots-Tag", value: "noindex, nofollow" },
  ];
}
