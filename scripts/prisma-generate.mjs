// Runs `prisma generate` offline. Prisma's CLI insists on locating its schema engine binary even though
// `generate` never calls it; where the engine cannot be downloaded we point it at any existing file.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

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

const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
