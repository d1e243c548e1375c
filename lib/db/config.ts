import path from "node:path";

/** Where the data lives, decided once from the environment. */
export type DatabaseConfig =
  | { kind: "pglite"; /** A folder, or "memory://" for a throwaway in-memory database. */ dataDir: string }
  | { kind: "postgres"; url: string; /** PostgreSQL schema; from `?schema=` like Prisma's own URLs. */ schema?: string };

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/**
 * DATABASE_URL unset: embedded PGlite in PGLITE_DATA_DIR (default `.data/pglite`).
 * DATABASE_URL postgres:// or postgresql://: a PostgreSQL server.
 */
export function resolveDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (!url) {
    const dataDir = env.PGLITE_DATA_DIR?.trim() || DEFAULT_PGLITE_DIR;
    return { kind: "pglite", dataDir: dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir) };
  }
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset to use the embedded PGlite database).");
  }
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") ?? undefined;
  // node-postgres does not know Prisma's `schema` parameter; we apply it through the adapter and search_path instead.
  parsed.searchParams.delete("schema");
  return { kind: "postgres", url: parsed.toString(), schema: schema || undefined };
}

/** Quotes an identifier for SQL, e.g. a schema name chosen by configuration. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
