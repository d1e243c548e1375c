import "server-only";

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * SHA-256 digests of the inline scripts in the pages Next.js prerendered at build time, so the CSP can
 * allow exactly those scripts on pages that carry no nonce (see lib/security/csp.ts).
 */
export interface StaticScriptHashes {
  /** Route pathname ("/", "/hvac/no-heat") → digests of that page's inline scripts. */
  pages: ReadonlyMap<string, readonly string[]>;
  /** Digests of the prerendered error pages, which can answer any URL (an unknown one gets `_not-found`). */
  errorPages: readonly string[];
  /**
   * The paths of routes with prerendered params (`prerender-manifest.json`'s dynamicRoutes): the only ones
   * whose other ids Next renders on demand and then caches. Only their paths are looked up in that cache, so
   * requests for other pages (/schedule, /thank-you) cost no disk access.
   */
  cachedRoutes: readonly RegExp[];
}

const NONE: StaticScriptHashes = { pages: new Map(), errorPages: [], cachedRoutes: [] };

// Next names its prerendered error pages with a leading underscore; no route of ours starts with one.
const ERROR_PAGE_FILES = new Set(["_not-found.html", "_global-error.html"]);

// The script types CSP's script-src governs: classic scripts (no type, or a JavaScript MIME type from
// the HTML spec), modules, import maps and speculation rules. Anything else (application/ld+json) is a
// data block the browser never runs.
const JAVASCRIPT_MIME_TYPES = [
  ...["ecmascript", "javascript", "x-ecmascript", "x-javascript"].flatMap((sub) => [`application/${sub}`, `text/${sub}`]),
  ...["1.0", "1.1", "1.2", "1.3", "1.4", "1.5"].map((version) => `text/javascript${version}`),
  "text/jscript",
  "text/livescript",
];
const GOVERNED_TYPES = new Set(["", "module", "importmap", "speculationrules", ...JAVASCRIPT_MIME_TYPES]);

/**
 * The base64 SHA-256 of each executable inline script in an HTML document, in order.
 *
 * A regex rather than an HTML parser, on purpose: no parser is a dependency, and this only reads markup
 * Next.js and React wrote themselves. React escapes "</script" inside script text and quotes every
 * attribute, so a script ends at the first "</script>" and its attributes parse as name="value" pairs.
 * The digest covers the raw text between the tags, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributeText, text] of html.matchAll(/<script(?=[\s/>])([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(attributeText);
    if (attributes.has("src")) continue;
    if (!GOVERNED_TYPES.has((attributes.get("type") ?? "").trim().toLowerCase())) continue;
    hashes.push(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return hashes;
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, doubleQuoted, singleQuoted, unquoted] of text.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? unquoted ?? "");
  }
  return attributes;
}

/** Reads every prerendered page under `<distDir>/server/app`; nothing when there is no build there. */
export function readStaticScriptHashes(distDir: string): StaticScriptHashes {
  const appDir = path.join(distDir, "server", "app");
  if (!existsSync(appDir)) return NONE;

  const pages = new Map<string, readonly string[]>();
  const errorPages = new Set<string>();
  for (const file of htmlFiles(appDir)) {
    const hashes = inlineScriptHashes(readFileSync(path.join(appDir, file), "utf8"));
    if (ERROR_PAGE_FILES.has(file)) hashes.forEach((hash) => errorPages.add(hash));
    else pages.set(routeOf(file), hashes);
  }
  return { pages, errorPages: [...errorPages], cachedRoutes: readCachedRoutes(distDir) };
}

function readCachedRoutes(distDir: string): RegExp[] {
  const manifest = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(manifest)) return [];
  const { dynamicRoutes = {} } = JSON.parse(readFileSync(manifest, "utf8")) as { dynamicRoutes?: Record<string, { routeRegex: string }> };
  return Object.values(dynamicRoutes).map(({ routeRegex }) => new RegExp(routeRegex));
}

function htmlFiles(appDir: string): string[] {
  return readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** "index.html" → "/", "hvac/no-heat.html" → "/hvac/no-heat". */
function routeOf(file: string): string {
  const route = file.slice(0, -".html".length);
  return route === "index" ? "/" : `/${route}`;
}

/**
 * Digests of a page Next.js rendered after the build and now serves as static: an id a catalogue route
 * did not prerender (/diagnostic/roofing answers "Category Not Found" with 404). The first visit is
 * rendered with that visit's nonce; Next caches the HTML, nonce attributes and all, and serves it to every
 * later visit, whose nonce differs. Next 16 keeps that HTML at
 * `<distDir>/server/route-cache/APP_PAGE/<route id>/$<pathname>.html` (prerendered pages are copied there
 * too). Read on each request, never kept: the cache grows while the server runs, and anyone can add to it
 * by inventing URLs.
 */
export function cachedRenderHashes(distDir: string, pathname: string): string[] {
  const root = path.join(distDir, "server", "route-cache", "APP_PAGE");
  if (!pathname.startsWith("/") || pathname.includes("\0") || !existsSync(root)) return [];
  // Next's name for a page path (normalizePagePath): "/" is "/index", and "/index…" gets another "/index".
  const pagePath = pathname === "/" ? "/index" : /^\/index(\/|$)/.test(pathname) ? `/index${pathname}` : pathname;
  const file = `$${pagePath}.html`;
  return readdirSync(root).flatMap((route) => {
    const candidate = path.join(root, route, file);
    if (!candidate.startsWith(path.join(root, route) + path.sep) || !existsSync(candidate)) return [];
    return inlineScriptHashes(readFileSync(candidate, "utf8"));
  });
}

let cached: StaticScriptHashes | undefined;

// Next inlines the build's distDir into server bundles; `.next` is its default (and ours).
const DIST_DIR = process.env.__NEXT_RELATIVE_DIST_DIR || ".next";

/**
 * The digests the CSP needs for a request to `pathname`: those of the HTML Next.js may answer it with
 * (its prerendered page, else the page Next rendered and cached for it since) and of the error pages.
 * Prerendered pages are read once per process. Empty under `next dev` (every page is rendered on request
 * there, and `.next/server` may hold an older production build) and under Jest: the nonce covers those renders.
 */
export function staticScriptHashesFor(pathname: string): string[] {
  if (process.env.NODE_ENV !== "production") return [];
  const distDir = path.join(process.cwd(), DIST_DIR);
  cached ??= readStaticScriptHashes(distDir);
  // Next matches routes on the decoded path: /hvac/no%2Dheat is answered with /hvac/no-heat's page.
  const decoded = decodePath(pathname);
  const page =
    cached.pages.get(pathname) ??
    cached.pages.get(decoded) ??
    (cached.cachedRoutes.some((route) => route.test(decoded)) ? cachedRenderHashes(distDir, decoded) : []);
  return [...new Set([...page, ...cached.errorPages])];
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
