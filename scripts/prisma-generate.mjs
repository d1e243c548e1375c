// Runs `prisma generate` offline. Prisma's CLI insists on locating its schema engine binary even though
// `generate` never calls it; where the engine cannot be downloaded we point it at any existing file.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
// The proxy imports the CSP hash manifest that only a production build fills in (scripts/build.ts); until
// then (dev, Jest, tsc) an empty one, since every page is rendered on request there.
const cspManifest = new URL("../lib/security/generated/static-script-hashes.json", import.meta.url);
if (!existsSync(cspManifest)) {
  mkdirSync(new URL(".", cspManifest), { recursive: true });
  writeFileSync(cspManifest, `${JSON.stringify({ pages: {}, errorPages: [] })}\n`);
}

// Skipped when the client already matches the schema, the config and the installed Prisma: lint, typecheck, test:unit
// and build each start with this script, and CI runs some of them side by side, where a second generate would rewrite
// files another step is reading. PRISMA_GENERATE_FORCE=1 regenerates anyway.
const generated = new URL("../lib/db/generated/", import.meta.url);
const stamp = new URL(".fixpilot-inputs-hash", generated);
const inputs = createHash("sha256");
for (const file of ["../prisma/schema.prisma", "../prisma.config.ts", "../node_modules/prisma/package.json", "../node_modules/@prisma/client/package.json"]) {
  const url = new URL(file, import.meta.url);
  inputs.update(`${file}\0${existsSync(url) ? readFileSync(url) : ""}\0`);
}
const hash = inputs.digest("hex");
if (process.env.PRISMA_GENERATE_FORCE !== "1" && existsSync(new URL("client.ts", generated)) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash) {
  console.log("Prisma client up to date with prisma/schema.prisma; not regenerated (PRISMA_GENERATE_FORCE=1 to force).");
  process.exit(0);
}
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
if (result.status === 0) writeFileSync(stamp, hash);
process.exit(result.status ?? 1);
