import "server-only";

import type { StaticScriptHashManifest } from "./inline-script-hashes";
// Written by the build (scripts/build.ts) between its two `next build` passes, so it is part of the
// proxy's bundle; an empty placeholder (scripts/prisma-generate.mjs) otherwise.
import generated from "./generated/static-script-hashes.json";

const manifest = generated as StaticScriptHashManifest;

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

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
