/**
 * Imports a contractor directory from CSV into the database that GET /api/contractors searches when no
 * Google key is set.
 *
 *   npm run db:import-contractors -- path/to/file.csv [--replace-samples]
 *   npx tsx scripts/import-contractors.ts path/to/file.csv [--replace-samples]
 *
 * Columns (header row required; extra columns ignored):
 *   name, vicinity, lat, lng, categories, rating, user_ratings_total, phone   (optional: place_id)
 * categories: one or more of hvac, plumbing, electrical separated by semicolons ("hvac;plumbing").
 * rating, user_ratings_total, phone and place_id may be empty. Example: data/sample-contractors.csv.
 *
 * Every row is validated first; if any is bad, each problem is printed with its line number and nothing
 * is written. Rows are upserted by place_id (or a stable id from name and vicinity), so re-importing a
 * file updates it. --replace-samples also deletes the demo (sample) rows in the same transaction.
 * Uses DATABASE_URL when set, else the embedded PGlite folder; stop the app first when using PGlite.
 */
import { readFileSync } from "node:fs";
import { importDirectoryEntries, parseDirectoryCsv } from "../lib/contractors/csv-import";
import { resolveDatabaseConfig } from "../lib/db/config";
import { openDatabase } from "../lib/db/open";

const USAGE = "Usage: npx tsx scripts/import-contractors.ts path/to/file.csv [--replace-samples]";

async function main(argv: string[]): Promise<number> {
  const files = argv.filter((arg) => !arg.startsWith("--"));
  const unknown = argv.filter((arg) => arg.startsWith("--") && arg !== "--replace-samples");
  if (files.length !== 1 || unknown.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const { entries, errors } = parseDirectoryCsv(readFileSync(files[0], "utf8"));
  if (errors.length > 0) {
    for (const { line, messages } of errors) console.error(`line ${line}: ${messages.join("; ")}`);
    console.error(`${errors.length} bad row(s); nothing was imported. Fix them and run again.`);
    return 1;
  }
  if (entries.length === 0) {
    console.error("The file has no rows to import.");
    return 1;
  }
  const database = await openDatabase(resolveDatabaseConfig());
  try {
    const { upserted, removedSamples } = await importDirectoryEntries(database.prisma, entries, {
      replaceSamples: argv.includes("--replace-samples"),
    });
    console.log(`Imported ${upserted} contractor(s)${removedSamples ? `; removed ${removedSamples} sample row(s)` : ""}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Import failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
