import path from "node:path";

/** Where the data lives, decided once from the environment. */
export type DatabaseConfig =
  | { kind: "pglite"; /** A folder, or "memory://" for a throwaway in-memory database. */ dataDir: string }
  | {
      kind: "postgres";
      url: string;
      /** PostgreSQL schema; from `?schema=` like Prisma's own URLs. */
      schema?: string;
      /** Bounds connecting and each query (DATABASE_TIMEOUT_MS); DEFAULT_DATABASE_TIMEOUT_MS when absent. */
      timeoutMs?: number;
      /** Also ask the server to cancel slow statements (DATABASE_STATEMENT_TIMEOUT); on when absent. */
      serverStatementTimeout?: boolean;
    };

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/** A hung or unreachable PostgreSQL answers 503 after about this long instead of holding the request. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;
const MIN_DATABASE_TIMEOUT_MS = 100;
const MAX_DATABASE_TIMEOUT_MS = 600_000;

/**
 * DATABASE_URL unset: embedded PGlite in PGLITE_DATA_DIR (default `.data/pglite`).
 * DATABASE_URL postgres:// or postgresql://: a PostgreSQL server.
 */
export function resolveDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (!url) {
    const dataDir = env.PGLITE_DATA_DIR?.trim() || DEFAULT_PGLITE_DIR;
    // The ignore comment keeps the bundler from tracing the whole project for this run-time path (as in migrator.ts).
    return { kind: "pglite", dataDir: dataDir.startsWith("memory://") ? dataDir : path.resolve(/*turbopackIgnore: true*/ dataDir) };
  }
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset to use the embedded PGlite database).");
  }
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") ?? undefined;
  // node-postgres does not know Prisma's `schema` parameter; we apply it through the adapter and search_path instead.
  parsed.searchParams.delete("schema");
  return {
    kind: "postgres",
    url: parsed.toString(),
    schema: schema || undefined,
    timeoutMs: databaseTimeoutMs(env),
    // PgBouncer refuses unknown startup parameters by default; the client-side bound still holds without it.
    serverStatementTimeout: !/^(0|false|off|no)$/i.test(env.DATABASE_STATEMENT_TIMEOUT?.trim() ?? ""),
  };
}

/** DATABASE_TIMEOUT_MS in milliseconds (100 to 600000); unset or not a number means the default. */
export function databaseTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.DATABASE_TIMEOUT_MS?.trim() || Number.NaN);
  if (!Number.isFinite(value)) return DEFAULT_DATABASE_TIMEOUT_MS;
  return Math.min(MAX_DATABASE_TIMEOUT_MS, Math.max(MIN_DATABASE_TIMEOUT_MS, Math.round(value)));
}

/** Quotes an identifier for SQL, e.g. a schema name chosen by configuration. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
