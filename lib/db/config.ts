import path from "node:path";

import { parseEnv, serverEnvSchema } from "@/lib/env/schema";

/** Where the data lives, decided once from the environment. */
export type DatabaseConfig =
  | {
      kind: "pglite";
      /** A folder, or "memory://" for a throwaway in-memory database. */
      dataDir: string;
      /** PostgreSQL's shared_buffers inside PGlite (PGLITE_SHARED_BUFFERS); DEFAULT_PGLITE_SHARED_BUFFERS when absent. */
      sharedBuffers?: string;
    }
  | {
      kind: "postgres";
      url: string;
      /** PostgreSQL schema; from `?schema=` like Prisma's own URLs. */
      schema?: string;
      /** Bounds connecting and each query (DATABASE_TIMEOUT_MS); DEFAULT_DATABASE_TIMEOUT_MS when absent. */
      timeoutMs?: number;
      /**
       * Also have the server cancel slow statements in transactions, with `SET LOCAL statement_timeout`
       * (DATABASE_STATEMENT_TIMEOUT); on when absent. Never a start-up parameter: poolers refuse those.
       */
      serverStatementTimeout?: boolean;
      /**
       * DIRECT_DATABASE_URL: a connection that bypasses the pooler, used for migrations only (Prisma's own
       * pattern); the pooled URL alone works too, because the migrator keeps no session state.
       */
      directUrl?: string;
      /** Connections per instance (DATABASE_POOL_MAX); 10 when absent. */
      poolMax?: number;
    };

export const DEFAULT_PGLITE_DIR = ".data/pglite";
/**
 * PostgreSQL's own default is 128MB, and PGlite's WebAssembly memory holds all of it: an open database idled at about
 * 310 MB resident with it and about 185 MB with 16MB (docs/performance.md, "Memory"). The embedded database is one
 * home's bookings; its files stay in the operating system's cache either way.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = "16MB";

/** A hung or unreachable PostgreSQL answers 503 after about this long instead of holding the request. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;
const MIN_DATABASE_TIMEOUT_MS = 100;
const MAX_DATABASE_TIMEOUT_MS = 600_000;

/**
 * DATABASE_URL unset: embedded PGlite in PGLITE_DATA_DIR (default `.data/pglite`).
 * DATABASE_URL postgres:// or postgresql://: a PostgreSQL server.
 */
export function resolveDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  // Read through the one validated schema (lib/env/schema.ts; not lib/env/server.ts, which is server-only and the
  // scripts run under plain Node): a bad value stops with a message naming the variable.
  const settings = parseEnv(serverEnvSchema, env);
  const url = settings.DATABASE_URL?.trim();
  if (!url) {
    const dataDir = settings.PGLITE_DATA_DIR?.trim() || DEFAULT_PGLITE_DIR;
    // The ignore comment keeps the bundler from tracing the whole project for this run-time path (as in migrator.ts).
    return {
      kind: "pglite",
      dataDir: dataDir.startsWith("memory://") ? dataDir : path.resolve(/*turbopackIgnore: true*/ dataDir),
      sharedBuffers: settings.PGLITE_SHARED_BUFFERS,
    };
  }
  const { url: pooled, schema } = withoutSchemaParameter(url);
  const direct = settings.DIRECT_DATABASE_URL?.trim();
  return {
    kind: "postgres",
    url: pooled,
    schema,
    timeoutMs: boundedTimeoutMs(settings.DATABASE_TIMEOUT_MS),
    serverStatementTimeout: !/^(0|false|off|no)$/i.test(settings.DATABASE_STATEMENT_TIMEOUT?.trim() ?? ""),
    directUrl: direct ? withoutSchemaParameter(direct).url : undefined,
    poolMax: settings.DATABASE_POOL_MAX,
  };
}

// node-postgres does not know Prisma's `schema` parameter; we apply it through the adapter (schema-qualified
// queries) and, while migrating, `SET LOCAL search_path`.
function withoutSchemaParameter(url: string): { url: string; schema?: string } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") || undefined;
  parsed.searchParams.delete("schema");
  return { url: parsed.toString(), schema };
}

/** DATABASE_TIMEOUT_MS in milliseconds (100 to 600000); unset means the default. */
function boundedTimeoutMs(value: number | undefined): number {
  if (value === undefined) return DEFAULT_DATABASE_TIMEOUT_MS;
  return Math.min(MAX_DATABASE_TIMEOUT_MS, Math.max(MIN_DATABASE_TIMEOUT_MS, Math.round(value)));
}

/** Quotes an identifier for SQL, e.g. a schema name chosen by configuration. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
