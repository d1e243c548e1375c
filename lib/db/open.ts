// No "server-only" here: the seed and import scripts open databases with plain tsx. The app reaches
// this module only through lib/db/client.ts and lib/db/index.ts, which carry the guard.
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { DEFAULT_DATABASE_TIMEOUT_MS, DEFAULT_PGLITE_SHARED_BUFFERS, quoteIdentifier, type DatabaseConfig } from "./config";
import { startDatabaseTimer } from "../server/server-timing";
import { PrismaClient } from "./generated/client";
import { applyMigrations, readMigrations, type MigrationConnection } from "./migrator";
import { acquirePgliteLock } from "./pglite-lock";

// The client gives up a little after the server's statement_timeout: a merely slow server cancels the
// statement itself (a clean 57014 error), and the client's own timer only ends a server that went silent.
const CLIENT_TIMEOUT_GRACE_MS = 500;
// A migration may legitimately take long, or wait for another instance's; a hung server still ends it.
const MIGRATION_QUERY_TIMEOUT_MS = 60_000;

export interface OpenedDatabase {
  prisma: PrismaClient;
  config: DatabaseConfig;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Defaults to prisma/migrations under the working directory. */
  migrationsDir?: string;
  /** Skip when migrations are run by `prisma migrate deploy` at release time (DATABASE_MIGRATE_ON_START=false). */
  migrate?: boolean;
  /** Runs once after migrating, e.g. to seed the sample contractor directory. */
  afterOpen?: (prisma: PrismaClient) => Promise<unknown>;
  /**
   * How to load PGlite and its adapter. Jest's module sandbox cannot run PGlite's internal dynamic
   * imports, so the test helper loads both through Node's own require instead.
   */
  loadPglite?: () => Promise<PgliteModules>;
  /**
   * PGlite in memory only: start from this data folder (a tarball from PGlite's `dumpDataDir`) instead of an empty
   * one. An empty PGlite runs initdb first, seconds of CPU; the tests start each database from one migrated template
   * (tests/support/db.ts). Migrations still run after it, so a stale template only costs the time it was to save.
   */
  pgliteDataDir?: Blob;
}

export interface PgliteModules {
  PGlite: typeof import("@electric-sql/pglite").PGlite;
  PrismaPGlite: typeof import("pglite-prisma-adapter").PrismaPGlite;
}

/** PGlite's own start parameters plus a smaller shared_buffers (see DEFAULT_PGLITE_SHARED_BUFFERS). */
export function pgliteStartParams(PGlite: PgliteModules["PGlite"], sharedBuffers: string = DEFAULT_PGLITE_SHARED_BUFFERS): string[] {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`];
}

async function importPglite(): Promise<PgliteModules> {
  try {
    const [{ PGlite }, { PrismaPGlite }] = await Promise.all([import("@electric-sql/pglite"), import("pglite-prisma-adapter")]);
    return { PGlite, PrismaPGlite };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "MODULE_NOT_FOUND" && code !== "ERR_MODULE_NOT_FOUND") throw error;
    // next.config.ts leaves PGlite out of a build made with DATABASE_URL set.
    throw new Error("This server was built for PostgreSQL (DATABASE_URL was set at build time) and does not include the embedded database: set DATABASE_URL.", {
      cause: error,
    });
  }
}

/** Opens, migrates and (optionally) seeds a database. Everything opened is closed again if any step fails. */
// The PostgreSQL schema a client's models live in (set with ?schema=). Prisma qualifies its own queries through the
// adapter; raw SQL (the dispatch relay's claim) asks here, rather than through search_path, which PgBouncer-style
// poolers do not accept as a startup parameter.
// On globalThis, like the client itself, so a dev reload's fresh copy of this module still knows older clients.
const globalForSchemas = globalThis as typeof globalThis & { __fixpilotClientSchemas?: WeakMap<object, string> };
const clientSchemas = (globalForSchemas.__fixpilotClientSchemas ??= new WeakMap<object, string>());

/** The schema-qualified, quoted name of a table for raw SQL on this client, e.g. `"tenant"."OutboxDelivery"`. */
export function qualifiedTable(prisma: object, table: string): string {
  const schema = clientSchemas.get(prisma);
  return schema ? `${quoteIdentifier(schema)}.${quoteIdentifier(table)}` : quoteIdentifier(table);
}

export async function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const opened = config.kind === "pglite" ? await openPglite(config, options) : await openPostgres(config, options);
  try {
    await options.afterOpen?.(opened.prisma);
    return opened;
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
}

async function openPglite(config: Extract<DatabaseConfig, { kind: "pglite" }>, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const { PGlite, PrismaPGlite } = await (options.loadPglite ?? importPglite)();
  const inMemory = config.dataDir.startsWith("memory://");
  // PGlite does not create missing parent folders itself.
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = inMemory ? () => undefined : acquirePgliteLock(config.dataDir);
  let pglite: PGlite | undefined;
  try {
    // After a crash PGlite replays its WAL here: committed rows come back, half-written ones do not.
    if (options.pgliteDataDir && !inMemory) throw new Error("A PGlite data folder can only be loaded into an in-memory database");
    pglite = new PGlite(config.dataDir, {
      startParams: pgliteStartParams(PGlite, config.sharedBuffers),
      ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
    });
    await pglite.waitReady;
    if (options.migrate !== false) {
      await applyMigrations(pgliteConnection(pglite), { useAdvisoryLock: false, migrations: readMigrations(options.migrationsDir) });
    }
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
  const opened = pglite;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(opened) });
  return {
    prisma,
    config,
    async close() {
      await prisma.$disconnect().catch(() => undefined);
      try {
        if (!opened.closed) await opened.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(config: Extract<DatabaseConfig, { kind: "postgres" }>, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.migrate !== false) await migratePostgres(config, options.migrationsDir);
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const timeoutMs = config.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax ?? 10,
    // Short-lived instances (serverless) should not hold a pooler's connections while idle.
    idleTimeoutMillis: 10_000,
    // Bounds both opening a connection and waiting for a free one when the pool is busy.
    connectionTimeoutMillis: timeoutMs,
    // The client gives up on a silent server; the pool discards the connection the failed query was on.
    // No statement_timeout start-up parameter: transaction-mode poolers (PgBouncer) refuse the connection.
    query_timeout: timeoutMs + CLIENT_TIMEOUT_GRACE_MS,
    // Notices connections that died while idle (a restarted server, a dropped NAT entry).
    keepAlive: true,
  });
  if (config.serverStatementTimeout !== false) setStatementTimeoutInTransactions(pool, timeoutMs);
  timeStatements(pool);
  const prepared = preparedStatements(pool);
  const adapter = new PrismaPg(pool, {
    schema: config.schema,
    // Its type asks for a name for every statement; pg sends a statement without one (undefined) unnamed, as by default.
    statementNameGenerator: prepared.nameFor as (query: { sql: string }) => string,
    // The pool is ours: Prisma's disconnect ends it.
    disposeExternalPool: true,
    // An idle connection dropped by the server must not crash the process; the pool reconnects.
    onPoolError: (error) => console.error("[db] idle PostgreSQL connection failed:", error.message),
  });
  // An interactive transaction waits for a pooled connection as long as any query does (Prisma's own default is 2 s).
  const prisma = new PrismaClient({ adapter, transactionOptions: { maxWait: timeoutMs } });
  if (config.schema) clientSchemas.set(prisma, config.schema);
  return { prisma, config, close: () => prisma.$disconnect() };
}

/**
 * Raw SQL that starts with `preparedStatement(label)` runs as a named (server-side prepared) statement on PostgreSQL:
 * the server parses and plans it once per connection instead of on every call. Only the booking's insert opts in.
 * It is a large statement run on every booking, and preparing it measured 0.46 → 0.28 ms of PostgreSQL CPU per
 * booking (README, Performance). A statement that opts in must run outside a transaction (see preparedStatements).
 */
export function preparedStatement(label: string): string {
  return `/* prepared ${label} */`;
}

const PREPARED_LABEL = /^\/\* prepared (\w+) \*\//;
// 26000: "prepared statement ... does not exist"; 42P05: "prepared statement ... already exists".
const PREPARED_STATEMENT_ERRORS = new Set(["26000", "42P05"]);
// Distinct opted-in texts: one per statement and schema. Bounded all the same.
const MAX_PREPARED_NAMES = 100;

/**
 * The adapter's statementNameGenerator for preparedStatement() SQL, and a guard on the pool for poolers that cannot
 * carry prepared statements. A transaction-mode pooler hands each statement to any server connection; one that does
 * not track prepared statements (PgBouncer before 1.21, or with max_prepared_statements = 0) answers a statement
 * prepared on another server connection with 26000 or 42P05. The first such error turns naming off for this pool,
 * and the statement is sent again unnamed. That is safe because the failed statement never ran, and it is why only
 * statements outside a transaction may opt in: inside one, the error would already have aborted it.
 * Hand-written because neither pg nor the adapter falls back on its own; the adapter runs statements outside a
 * transaction through pool.query, which is what this wraps.
 */
function preparedStatements(pool: pg.Pool): { nameFor: (query: { sql: string }) => string | undefined } {
  let enabled = true;
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  (pool as { query: unknown }).query = function (config: unknown, ...rest: unknown[]) {
    const named = typeof config === "object" && config !== null && typeof (config as pg.QueryConfig).name === "string";
    if (!named || rest.length > 0) return (query as (...args: unknown[]) => unknown)(config, ...rest);
    return query(config as pg.QueryConfig).catch((error: unknown) => {
      if (!PREPARED_STATEMENT_ERRORS.has((error as { code?: string }).code ?? "")) throw error;
      if (enabled) console.warn("[db] the database connection does not keep prepared statements (a transaction-mode pooler?); sending them unnamed");
      enabled = false;
      return query({ ...(config as pg.QueryConfig), name: undefined });
    });
  };
  return {
    // The name carries a hash of the whole text, so one name never stands for two statements: not for two schemas
    // behind one pooler, nor for two versions of the app during a rolling deploy.
    nameFor({ sql }) {
      if (!enabled) return undefined;
      const label = PREPARED_LABEL.exec(sql)?.[1];
      if (!label) return undefined;
      let name = names.get(sql);
      if (!name) {
        if (names.size >= MAX_PREPARED_NAMES) names.clear();
        name = `fixpilot_${label}_${createHash("sha256").update(sql).digest("hex").slice(0, 16)}`;
        names.set(sql, name);
      }
      return name;
    },
  };
}

/**
 * The server cancels a slow statement inside a transaction (a clean 57014 error, the connection kept), a
 * little before the client's own timer would give up on it. `SET LOCAL` lasts until COMMIT or ROLLBACK, on
 * the one server connection the transaction runs on, so it holds through a transaction-mode pooler, where a
 * start-up parameter is refused and a session `SET` would leak to other clients. Prisma's adapter opens every
 * transaction with a plain "BEGIN" on a client of this pool; single statements outside one are bounded by
 * the client-side query_timeout. Hand-written because neither pg nor the adapter has a per-transaction hook.
 */
function setStatementTimeoutInTransactions(pool: pg.Pool, timeoutMs: number): void {
  pool.on("connect", (client) => {
    const query = client.query as (this: pg.PoolClient, ...args: unknown[]) => unknown;
    (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
      const result = query.apply(this, args);
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === "string" ? first : first?.text;
      if (!(result instanceof Promise) || text?.trim().toUpperCase() !== "BEGIN") return result;
      return result.then(async (begun: unknown) => {
        await query.call(this, `SET LOCAL statement_timeout = ${Math.round(timeoutMs)}`);
        return begun;
      });
    };
  });
}

/**
 * Adds each statement's time to the request's Server-Timing (lib/server/server-timing.ts): on pool.query from the
 * call to the reply, so waiting for a pooled connection counts (the adapter runs single statements there), and on
 * a checked-out connection's own queries (transactions). Patched because node-postgres has no query hook. The
 * request is looked up at the call: pool.query's inner callbacks run in whichever request's context freed the
 * connection, so they are not timed again.
 */
function timeStatements(pool: pg.Pool): void {
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = function (...args: unknown[]) {
    const done = startDatabaseTimer();
    const result = poolQuery(...args);
    if (result instanceof Promise) void result.then(done, done);
    return result;
  };
  pool.on("connect", (client) => {
    const query = client.query as (this: pg.PoolClient, ...args: unknown[]) => unknown;
    (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
      // With a callback it is pool.query's own call, timed above.
      if (typeof args[args.length - 1] === "function") return query.apply(this, args);
      const done = startDatabaseTimer();
      const result = query.apply(this, args);
      if (result instanceof Promise) void result.then(done, done);
      return result;
    };
  });
}

/**
 * Migrates on one dedicated connection (DIRECT_DATABASE_URL when set, else DATABASE_URL, pooled or not). The
 * migrator keeps no session state: its lock and search_path are transaction-scoped, so a transaction-mode
 * pooler cannot split them across server connections.
 */
export async function migratePostgres(config: Extract<DatabaseConfig, { kind: "postgres" }>, migrationsDir?: string): Promise<string[]> {
  const client = new pg.Client({
    connectionString: config.directUrl ?? config.url,
    connectionTimeoutMillis: config.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS,
    query_timeout: MIGRATION_QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // Without a listener, a connection error while idle would be an uncaught exception.
  client.on("error", () => undefined);
  await client.connect();
  try {
    let transactionSetup: string | undefined;
    if (config.schema) {
      const schema = quoteIdentifier(config.schema);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((error: { code?: string }) => {
        // Two processes creating the same schema at once: the loser sees a duplicate, which is fine.
        if (error.code !== "23505" && error.code !== "42P06") throw error;
      });
      transactionSetup = `SET LOCAL search_path TO ${schema}`;
    }
    return await applyMigrations(pgConnection(client), { useAdvisoryLock: true, transactionSetup, migrations: readMigrations(migrationsDir) });
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function pgliteConnection(pglite: PGlite): MigrationConnection {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await pglite.query<Row>(sql, params)).rows;
    },
    async exec(script: string) {
      await pglite.exec(script);
    },
  };
}

export function pgConnection(client: pg.Client): MigrationConnection {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async exec(script: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await client.query(script);
    },
  };
}
