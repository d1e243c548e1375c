import "server-only";

import type { StaticScriptHashManifest } from "./inline-script-hashes";
// Written by the build (scripts/build.ts) between its two `next build` passes, so it is part of the
// proxy's bundle; an empty placeholder (scripts/prisma-generate.mjs) otherwise.
import generated from "./generated/static-script-hashes.json";

const manifest = generated as StaticScriptHashManifest;
const onDemandRoutes = new Map<StaticScriptHashManifest, RegExp[]>();

/**
 * The digests the CSP needs for a request to `pathname`: those of its prerendered page, if any, and of the
 * prerendered error pages. Nothing is read from disk: the manifest was bundled at build time. Empty under
 * `next dev` and Jest, where every page is rendered on request and the nonce covers it.
 */
export function staticScriptHashesFor(pathname: string, source: StaticScriptHashManifest = manifest): string[] {
  if (process.env.NODE_ENV !== "production") return [];
  // Next matches routes on the decoded path: /hvac/no%2Dheat is answered with /hvac/no-heat's page.
  const page = source.pages[pathname] ?? source.pages[decodePath(pathname)] ?? [];
  return [...new Set([...page, ...source.errorPages])];
}

/**
 * Where to render a page request on request instead: a URL under a route with prerendered ids that the build
 * did not prerender ("/diagnostic/roofing", "/no-such/page"). Next would render it on the first visit and
 * cache that HTML, nonce and all, for every later visit, whose policy has another nonce; its scripts' hashes
 * cannot be known at build time. app/on-request gives the same answer (the route's 404 page or redirect),
 * never cached, so each visit's own nonce covers it. Undefined for every other path.
 */
export function onRequestPathFor(pathname: string, source: StaticScriptHashManifest = manifest): string | undefined {
  const decoded = decodePath(pathname);
  if (source.pages[pathname] || source.pages[decoded]) return undefined;
  let routes = onDemandRoutes.get(source);
  if (!routes) onDemandRoutes.set(source, (routes = source.onDemandRoutes.map((route) => new RegExp(route))));
  if (!routes.some((route) => route.test(decoded))) return undefined;
  // app/on-request/upgrade answers /upgrade/… (its static segment wins, as in the app's own routes).
  return `/on-request${pathname}`;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
