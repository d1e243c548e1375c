/**
 * `npm run build`: Next.js's build, twice, so the CSP needs no build file at run time.
 *
 * Prerendered pages carry inline scripts without a nonce; the proxy allows them by hash. Those hashes
 * exist only once the pages are prerendered, and the proxy is bundled before that. So the first pass
 * prerenders, this script writes the hashes into lib/security/generated/static-script-hashes.json, and the
 * second pass bundles them into the proxy. Both passes share one build id, and nothing in the pages depends
 * on the manifest, so the second pass writes the same HTML; the last step checks that it did and fails the
 * build otherwise (a page whose scripts the policy would block must never be deployed).
 * A bundled manifest rather than `outputFileTracingIncludes`: it holds on hosts that package the proxy on
 * its own, whatever they copy (lib/security/static-script-hashes.ts).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { EMPTY_MANIFEST, readStaticScriptHashes, type StaticScriptHashManifest } from "../lib/security/inline-script-hashes";

const root = path.resolve(__dirname, "..");
const distDir = path.join(root, ".next");
const manifestFile = path.join(root, "lib", "security", "generated", "static-script-hashes.json");

function writeManifest(manifest: StaticScriptHashManifest): void {
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest)}\n`);
}

function nextBuild(buildId: string): void {
  const result = spawnSync("npx", ["--no-install", "next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, FIXPILOT_BUILD_ID: buildId },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const buildId = process.env.FIXPILOT_BUILD_ID || randomBytes(12).toString("base64url");

writeManifest(EMPTY_MANIFEST);
nextBuild(buildId);
const first = readStaticScriptHashes(distDir);
writeManifest(first);
console.log(`\nCSP: ${Object.keys(first.pages).length} prerendered pages hashed; building again to bundle them into the proxy.\n`);
nextBuild(buildId);

const second = readStaticScriptHashes(distDir);
if (JSON.stringify(second) !== JSON.stringify(first)) {
  const changed = Object.keys(second.pages).filter((page) => JSON.stringify(second.pages[page]) !== JSON.stringify(first.pages[page]));
  console.error(
    `CSP: the second build prerendered different inline scripts (${changed.slice(0, 5).join(", ") || "error pages"}); the bundled hashes would block them.`,
  );
  process.exit(1);
}

// The standalone server serves .next/static and public from its own folder (Next leaves copying them to the
// deployer); copied here so `cd .next/standalone && node --require ./forwarded-for.cjs server.js` and the Dockerfile
// run the same tree.
const standalone = path.join(distDir, "standalone");
if (existsSync(standalone)) {
  cpSync(path.join(distDir, "static"), path.join(standalone, ".next", "static"), { recursive: true });
  cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });
  // `node --require ./forwarded-for.cjs server.js`: the socket address for the rate limiter (see the file).
  cpSync(path.join(root, "lib", "server", "forwarded-for.cjs"), path.join(standalone, "forwarded-for.cjs"));
}
console.log(`CSP: hashes of ${Object.keys(second.pages).length} prerendered pages bundled into the proxy (${readFileSync(manifestFile).length} bytes).`);
