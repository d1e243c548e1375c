import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Applies each prisma/migrations/<name>/migration.sql in name order and records them in Prisma's own
 * `_prisma_migrations` table, so `prisma migrate deploy` (where its engine exists) sees the same history.
 */

/** The minimum a migrator needs from a connection: one session, so locks and transactions hold. */
export interface MigrationConnection {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a multi-statement script. */
  exec(script: string): Promise<void>;
}

export interface Migration {
  name: string;
  sql: string;
  /** sha256 hex of the file, as Prisma computes it. */
  checksum: string;
}

/** Resolved from the working directory so it is found at run time in a production build too. */
export function defaultMigrationsDir(): string {
  return path.join(process.cwd(), "prisma", "migrations");
}

// Prisma's own advisory lock key: our migrator and `prisma migrate deploy` never run at the same time.
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

// The folder is read at run time; next.config.ts traces prisma/migrations into the server output explicitly,
// and the ignore comments keep the bundler from tracing the whole project for these dynamic paths.
export function readMigrations(dir: string = defaultMigrationsDir()): Migration[] {
  if (!existsSync(/*turbopackIgnore: true*/ dir)) throw new Error(`Migrations folder not found: ${dir}`);
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(/*turbopackIgnore: true*/ path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

export interface MigrateOptions {
  migrations?: Migration[];
  /** Take PostgreSQL's advisory lock (not needed for single-process PGlite). */
  useAdvisoryLock: boolean;
}

/** Applies pending migrations; returns the names applied now (empty when already up to date). */
export async function applyMigrations(connection: MigrationConnection, options: MigrateOptions): Promise<string[]> {
  const migrations = options.migrations ?? readMigrations();
  if (options.useAdvisoryLock) await connection.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK_KEY})`);
  try {
    await connection.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await connection.query<AppliedRow>(
      `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations"`,
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      const records = rows.filter((row) => row.migration_name === migration.name && row.rolled_back_at === null);
      const done = records.find((row) => row.finished_at !== null);
      if (done) {
        if (done.checksum !== migration.checksum) console.warn(`[db] migration ${migration.name} was edited after it was applied`);
        continue;
      }
      if (records.length > 0) {
        // Same rule as Prisma (P3009): a half-applied migration needs a person, not a blind retry.
        throw new Error(`Migration ${migration.name} started but did not finish; resolve it with \`prisma migrate resolve\`.`);
      }
      await applyOne(connection, migration);
      applied.push(migration.name);
    }
    return applied;
  } finally {
    if (options.useAdvisoryLock) await connection.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK_KEY})`);
  }
}

// One transaction per migration: a failing script leaves neither tables nor a history row behind.
async function applyOne(connection: MigrationConnection, migration: Migration): Promise<void> {
  await connection.exec("BEGIN");
  try {
    const id = randomUUID();
    await connection.query(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await connection.exec(migration.sql);
    await connection.query(`UPDATE "_prisma_migrations" SET "finished_at" = now(), "applied_steps_count" = 1 WHERE "id" = $1`, [id]);
    await connection.exec("COMMIT");
  } catch (error) {
    await connection.exec("ROLLBACK").catch(() => undefined);
    throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
