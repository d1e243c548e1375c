/**
 * Seeds the sample contractor directory (fictional businesses near ten US metros, marked `sample`).
 *
 *   npm run db:seed
 *
 * Uses DATABASE_URL when set (PostgreSQL), else the embedded PGlite folder (PGLITE_DATA_DIR or .data/pglite).
 * Migrates first. Safe to re-run: sample rows are upserted by their fixed ids and imported rows are untouched.
 * PGlite allows one process per folder: stop `next dev` / `next start` before seeding a PGlite database.
 */
import { upsertSampleDirectory } from "../lib/contractors/sample-directory";
import { resolveDatabaseConfig } from "../lib/db/config";
import { openDatabase } from "../lib/db/open";

async function main(): Promise<void> {
  const config = resolveDatabaseConfig();
  const database = await openDatabase(config);
  try {
    const count = await upsertSampleDirectory(database.prisma);
    const where = config.kind === "pglite" ? `PGlite at ${config.dataDir}` : "PostgreSQL";
    console.log(`Seeded ${count} sample contractors into ${where}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error("Seeding failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
