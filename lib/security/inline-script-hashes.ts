// No "server-only": the build script (scripts/build.ts) runs this under plain Node to write the manifest
// that lib/security/static-script-hashes.ts imports.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What the CSP needs to allow the inline scripts of pages Next.js prerendered, written at build time
 * (lib/security/generated/static-script-hashes.json) and bundled into the proxy, so no build file is read
 * at request time: a host that ships the proxy with only its traced files has everything it needs.
 */
export interface StaticScriptHashManifest {
  /** Route pathname ("/", "/hvac/no-heat") → base64 SHA-256 digests of that page's inline scripts. */
  pages: Record<string, string[]>;
  /** Digests of the prerendered error pages, which can answer any URL (an unknown one gets `_not-found`). */
  errorPages: string[];
}

export const EMPTY_MANIFEST: StaticScriptHashManifest = { pages: {}, errorPages: [] };

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

/** Reads every prerendered page under `<distDir>/server/app`; the empty manifest when there is no build there. */
export function readStaticScriptHashes(distDir: string): StaticScriptHashManifest {
  const appDir = path.join(distDir, "server", "app");
  if (!existsSync(appDir)) return EMPTY_MANIFEST;

  const pages: Record<string, string[]> = {};
  const errorPages = new Set<string>();
  for (const file of htmlFiles(appDir)) {
    const hashes = inlineScriptHashes(readFileSync(path.join(appDir, file), "utf8"));
    if (ERROR_PAGE_FILES.has(file)) hashes.forEach((hash) => errorPages.add(hash));
    else pages[routeOf(file)] = hashes;
  }
  return { pages, errorPages: [...errorPages] };
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
