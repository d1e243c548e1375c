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
  /**
   * Statements run first in each migration transaction, e.g. `SET LOCAL search_path`: transaction-scoped,
   * so they hold through a transaction-mode pooler (PgBouncer), where session settings would not.
   */
  transactionSetup?: string;
}

/**
 * Applies pending migrations; returns the names applied now (empty when already up to date).
 *
 * Each migration runs in its own transaction, which first takes Prisma's advisory lock with
 * pg_advisory_xact_lock and then re-reads the history. A transaction-scoped lock is released by COMMIT or
 * ROLLBACK on the same server connection, so it holds behind a transaction-mode pooler too (a session lock
 * could be taken on one server connection and "released" on another, leaking it). Concurrent instances
 * queue on the lock; whoever comes second finds the migration recorded and skips it.
 */
export async function applyMigrations(connection: MigrationConnection, options: MigrateOptions): Promise<string[]> {
  const migrations = options.migrations ?? readMigrations();
  const applied: string[] = [];
  // The history table itself is created under the lock, so two first starts cannot race on it.
  let rows = await inLockedTransaction(connection, options, async () => {
    await connection.exec(CREATE_MIGRATIONS_TABLE);
    return readHistory(connection);
  });
  for (const migration of migrations) {
    if (isDone(rows, migration)) continue;
    const ran = await inLockedTransaction(connection, options, async () => {
      // Another instance may have applied it while this one waited for the lock.
      rows = await readHistory(connection);
      if (isDone(rows, migration)) return false;
      await applyOne(connection, migration);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

function readHistory(connection: MigrationConnection): Promise<AppliedRow[]> {
  return connection.query<AppliedRow>(`SELECT "migration_name", "checksum", "finished_at", "rolled_back_at" FROM "_prisma_migrations"`);
}

function isDone(rows: AppliedRow[], migration: Migration): boolean {
  const records = rows.filter((row) => row.migration_name === migration.name && row.rolled_back_at === null);
  const done = records.find((row) => row.finished_at !== null);
  if (done) {
    if (done.checksum !== migration.checksum) console.warn(`[db] migration ${migration.name} was edited after it was applied`);
    return true;
  }
  if (records.length > 0) {
    // Same rule as Prisma (P3009): a half-applied migration needs a person, not a blind retry.
    throw new Error(`Migration ${migration.name} started but did not finish; resolve it with \`prisma migrate resolve\`.`);
  }
  return false;
}

async function inLockedTransaction<T>(connection: MigrationConnection, options: MigrateOptions, work: () => Promise<T>): Promise<T> {
  await connection.exec("BEGIN");
  try {
    if (options.transactionSetup) await connection.exec(options.transactionSetup);
    if (options.useAdvisoryLock) await connection.query(`SELECT pg_advisory_xact_lock(${PRISMA_ADVISORY_LOCK_KEY})`);
    const result = await work();
    await connection.exec("COMMIT");
    return result;
  } catch (error) {
    await connection.exec("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

// Runs inside the caller's transaction: a failing script leaves neither tables nor a history row behind.
async function applyOne(connection: MigrationConnection, migration: Migration): Promise<void> {
  try {
    const id = randomUUID();
    await connection.query(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await connection.exec(migration.sql);
    await connection.query(`UPDATE "_prisma_migrations" SET "finished_at" = now(), "applied_steps_count" = 1 WHERE "id" = $1`, [id]);
  } catch (error) {
    throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
