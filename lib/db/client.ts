import "server-only";
import { resolveDatabaseConfig, type DatabaseConfig } from "./config";
import { DatabaseUnavailableError } from "./errors";
import type { PrismaClient } from "./generated/client";
import { openDatabase, type OpenedDatabase } from "./open";
import { serverEnv } from "@/lib/env/server";
import { seedSampleDirectoryIfEmpty } from "@/lib/contractors/sample-directory";

interface DbState {
  opening?: Promise<OpenedDatabase>;
  /** PostgreSQL only: the relay's own small pool (getRelayDb). */
  relayOpening?: Promise<OpenedDatabase>;
  /** How long a request waits for `opening` (PostgreSQL only); the opening itself goes on. */
  openWaitMs?: number;
  override?: PrismaClient;
  shutdownHooked?: boolean;
}

// Kept on globalThis so Next's dev reloads reuse one connection (PGlite allows one opener per folder).
const globalForDb = globalThis as typeof globalThis & { __fixpilotDb?: DbState };
const state: DbState = (globalForDb.__fixpilotDb ??= {});

/**
 * The process-wide Prisma client: PGlite when DATABASE_URL is unset, PostgreSQL otherwise.
 * Opens, migrates and seeds on first use. Throws DatabaseUnavailableError when that fails, or when
 * PostgreSQL has not opened within DATABASE_TIMEOUT_MS (a hung server must not hold requests);
 * a failure is not cached, so the next call tries again.
 */
export async function getDb(): Promise<PrismaClient> {
  if (state.override) return state.override;
  if (!state.opening) {
    let config: DatabaseConfig;
    try {
      config = resolveDatabaseConfig();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
    const opening = openFromEnvironment(config);
    state.opening = opening;
    // PGlite runs in this process and cannot hang on a network, so only PostgreSQL is bounded.
    state.openWaitMs = config.kind === "postgres" ? config.timeoutMs : undefined;
    opening.catch((error: unknown) => {
      if (state.opening === opening) state.opening = undefined;
      console.error("[db] could not open the database:", error instanceof Error ? error.message : error);
    });
    hookShutdown();
  }
  try {
    return (await waitAtMost(state.opening, state.openWaitMs)).prisma;
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

/**
 * Connections in the relay's own pool (getRelayDb): a pass holds one at a time (claim, read, record), and a second
 * lets the cron route's relay or a webhook channel's lookup go beside it. Added to DATABASE_POOL_MAX per instance.
 */
export const RELAY_POOL_MAX = 2;

/**
 * The client the in-process relay uses (after a response, and the cron route). On PostgreSQL it has its own small
 * pool on the same database, so a relay pass never queues behind the requests waiting for the request pool: under
 * load those were about 65 waiters deep, and each of a pass's round trips waited behind them (issue 25). PGlite
 * has one connection, and a test's database (setDbForTests) is used as it is; both get getDb()'s client.
 */
export async function getRelayDb(): Promise<PrismaClient> {
  const prisma = await getDb();
  if (state.override) return prisma;
  const opened = await state.opening;
  if (opened?.config.kind !== "postgres") return prisma;
  if (!state.relayOpening) {
    // Migrated already (getDb above); this only opens a pool, which connects on first use.
    const relayOpening = openDatabase({ ...opened.config, poolMax: RELAY_POOL_MAX }, { migrate: false });
    state.relayOpening = relayOpening;
    relayOpening.catch(() => {
      if (state.relayOpening === relayOpening) state.relayOpening = undefined;
    });
  }
  try {
    return (await state.relayOpening).prisma;
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

function waitAtMost<T>(promise: Promise<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The database did not open within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function openFromEnvironment(config: DatabaseConfig): Promise<OpenedDatabase> {
  const env = serverEnv();
  return openDatabase(config, {
    migrate: env.DATABASE_MIGRATE_ON_START !== "false",
    afterOpen: env.SEED_SAMPLE_CONTRACTORS === "false" ? undefined : seedSampleDirectoryIfEmpty,
  });
}

/** Closes the shared database (PGlite flushes and releases its folder). Safe to call when nothing is open. */
export async function closeDb(): Promise<void> {
  const relayOpening = state.relayOpening;
  state.relayOpening = undefined;
  await (await relayOpening?.catch(() => undefined))?.close();
  const opening = state.opening;
  state.opening = undefined;
  if (!opening) return;
  const opened = await opening.catch(() => undefined);
  await opened?.close();
}

/** Points getDb() at a test database (or back at the environment's with null). */
export function setDbForTests(prisma: PrismaClient | null): void {
  state.override = prisma ?? undefined;
}

function hookShutdown(): void {
  // Tests close their databases themselves; a hook would outlive Jest's per-file globals.
  if (state.shutdownHooked || typeof process.once !== "function" || process.env.NODE_ENV === "test") return;
  state.shutdownHooked = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      // Next's own handler exits as well; when we are the only listener (scripts) we exit ourselves.
      const alone = process.listenerCount(signal) === 0;
      void closeDb().finally(() => {
        if (alone) process.exit(signal === "SIGINT" ? 130 : 143);
      });
    });
  }
  process.once("beforeExit", () => void closeDb());
}
