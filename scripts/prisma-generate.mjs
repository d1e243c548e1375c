// Runs `prisma generate` offline. Prisma's CLI insists on locating its schema engine binary even though
// `generate` never calls it; where the engine cannot be downloaded we point it at any existing file.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1", CHECKPOINT_DISABLE: "1" };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
}
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
