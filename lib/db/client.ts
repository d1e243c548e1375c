import "server-only";
import { resolveDatabaseConfig } from "./config";
import { DatabaseUnavailableError } from "./errors";
import type { PrismaClient } from "./generated/client";
import { openDatabase, type OpenedDatabase } from "./open";
import { seedSampleDirectoryIfEmpty } from "@/lib/contractors/sample-directory";

interface DbState {
  opening?: Promise<OpenedDatabase>;
  override?: PrismaClient;
  shutdownHooked?: boolean;
}

// Kept on globalThis so Next's dev reloads reuse one connection (PGlite allows one opener per folder).
const globalForDb = globalThis as typeof globalThis & { __fixpilotDb?: DbState };
const state: DbState = (globalForDb.__fixpilotDb ??= {});

/**
 * The process-wide Prisma client: PGlite when DATABASE_URL is unset, PostgreSQL otherwise.
 * Opens, migrates and seeds on first use. Throws DatabaseUnavailableError when that fails;
 * the failure is not cached, so the next call tries again.
 */
export async function getDb(): Promise<PrismaClient> {
  if (state.override) return state.override;
  if (!state.opening) {
    const opening = openFromEnvironment();
    state.opening = opening;
    opening.catch((error: unknown) => {
      if (state.opening === opening) state.opening = undefined;
      console.error("[db] could not open the database:", error instanceof Error ? error.message : error);
    });
    hookShutdown();
  }
  try {
    return (await state.opening).prisma;
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

async function openFromEnvironment(): Promise<OpenedDatabase> {
  return openDatabase(resolveDatabaseConfig(), {
    migrate: process.env.DATABASE_MIGRATE_ON_START !== "false",
    afterOpen: process.env.SEED_SAMPLE_CONTRACTORS === "false" ? undefined : seedSampleDirectoryIfEmpty,
  });
}

/** Closes the shared database (PGlite flushes and releases its folder). Safe to call when nothing is open. */
export async function closeDb(): Promise<void> {
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
