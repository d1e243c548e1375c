import { Blob as NodeBlob } from "node:buffer";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import * as nodeModule from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "@jest/globals";
import type { SqlDriverAdapter, SqlQuery, SqlQueryable } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { seedSampleDirectoryIfEmpty } from "@/lib/contractors/sample-directory";
import { setDbForTests } from "@/lib/db/client";
import { quoteIdentifier, type DatabaseConfig } from "@/lib/db/config";
import type { PrismaClient } from "@/lib/db/generated/client";
import { applyMigrations, readMigrations } from "@/lib/db/migrator";
import { openDatabase, pgliteConnection, pgliteStartParams, type PgliteModules } from "@/lib/db/open";

/**
 * Integration tests run once per database kind. TEST_DB_KINDS picks them (default "pglite,postgres");
 * PostgreSQL tests use TEST_DATABASE_URL (default the local `test` database), one fresh schema per test file.
 */
export type TestDbKind = "pglite" | "postgres";

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";

export const TEST_DB_KINDS: TestDbKind[] = (process.env.TEST_DB_KINDS || "pglite,postgres")
  .split(",")
  .map((kind) => kind.trim())
  .filter((kind): kind is TestDbKind => kind === "pglite" || kind === "postgres");

export interface TestDatabase {
  kind: TestDbKind;
  config: DatabaseConfig;
  prisma: PrismaClient;
  close(): Promise<void>;
}

/** A unique, empty PostgreSQL schema in the test database, and a way to drop it. */
export async function createEmptyPostgresSchema(): Promise<{ config: Extract<DatabaseConfig, { kind: "postgres" }>; drop(): Promise<void> }> {
  const schema = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await runOnPostgres(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  return {
    config: { kind: "postgres", url: TEST_POSTGRES_URL, schema },
    async drop() {
      await runOnPostgres(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
    },
  };
}

export async function runOnPostgres(sql: string, params?: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

// PGlite's WASM loader uses dynamic import(), which Jest's module sandbox refuses without
// --experimental-vm-modules; Node's own loader (Module._load, since Jest replaces createRequire) runs it
// as in production. The adapter comes the same way so both share one PGlite (its error classes must
// match for unique violations to become P2002).
const nodeRequire = (id: string): unknown =>
  (nodeModule as unknown as { Module: { _load(request: string, parent: null, isMain: boolean): unknown } }).Module._load(require.resolve(id), null, false);

export async function loadPgliteNatively(): Promise<PgliteModules> {
  const { PGlite } = nodeRequire("@electric-sql/pglite") as typeof import("@electric-sql/pglite");
  const { PrismaPGlite: NativeFactory } = nodeRequire("pglite-prisma-adapter") as typeof import("pglite-prisma-adapter");
  class RealmBridgingFactory extends NativeFactory {
    override async connect(): Promise<SqlDriverAdapter> {
      return bridgeRealms(await super.connect());
    }
  }
  return { PGlite, PrismaPGlite: RealmBridgingFactory };
}

// Dates made inside Jest's sandbox fail the native adapter's `instanceof Date`; as ISO strings they
// take the adapter's own datetime path instead.
function bridgeRealms<Queryable extends SqlQueryable>(queryable: Queryable): Queryable {
  const toNative = (query: SqlQuery): SqlQuery => ({
    ...query,
    args: query.args.map((arg) => (Object.prototype.toString.call(arg) === "[object Date]" ? (arg as Date).toISOString() : arg)),
  });
  return new Proxy(queryable, {
    get(target, property, receiver) {
      if (property === "queryRaw") return (query: SqlQuery) => target.queryRaw(toNative(query));
      if (property === "executeRaw") return (query: SqlQuery) => target.executeRaw(toNative(query));
      if (property === "startTransaction") {
        return async (...args: unknown[]) => bridgeRealms(await (target as unknown as SqlDriverAdapter).startTransaction(...(args as [])));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A migrated, empty PGlite data folder, as the tarball PGlite's dumpDataDir makes. An empty PGlite runs initdb, about
 * 5 s of CPU on this machine against about 2 s to load a folder (measured 2026-11-27), and the integration tests open
 * a hundred of them. Made once per migration set and PGlite version, kept in the OS temp folder for every Jest worker
 * and later runs (written to a temporary name and renamed, so two workers racing each leave a whole file).
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const migrations = readMigrations();
  const pgliteRoot = path.dirname(path.dirname(require.resolve("@electric-sql/pglite")));
  const key = createHash("sha256")
    .update(readFileSync(path.join(pgliteRoot, "package.json")))
    .update(migrations.map((migration) => `${migration.name}:${migration.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16);
  const file = path.join(tmpdir(), `fixpilot-pglite-template-${key}.tar`);
  if (!existsSync(file)) {
    const { PGlite } = await loadPgliteNatively();
    const pglite = new PGlite("memory://", { startParams: pgliteStartParams(PGlite) });
    try {
      await applyMigrations(pgliteConnection(pglite), { useAdvisoryLock: false, migrations });
      const dump = await pglite.dumpDataDir("none");
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await pglite.close();
    }
  }
  // Node's own Blob: PGlite runs outside Jest's sandbox (loadPgliteNatively), where the sandbox's globals are strangers.
  return new NodeBlob([readFileSync(file)]) as unknown as Blob;
}

/** A migrated database of the given kind, seeded with the sample directory unless `seed: false`. */
export async function createTestDatabase(kind: TestDbKind, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const afterOpen = options.seed === false ? undefined : seedSampleDirectoryIfEmpty;
  if (kind === "pglite") {
    const pgliteDataDir = await migratedPgliteTemplate();
    const opened = await openDatabase({ kind: "pglite", dataDir: "memory://" }, { afterOpen, loadPglite: loadPgliteNatively, pgliteDataDir });
    return { kind, ...opened };
  }
  const schema = await createEmptyPostgresSchema();
  try {
    const opened = await openDatabase(schema.config, { afterOpen });
    return {
      kind,
      ...opened,
      async close() {
        await opened.close();
        await schema.drop();
      },
    };
  } catch (error) {
    await schema.drop();
    throw error;
  }
}

/**
 * For a describe block: opens a fresh database before its tests, points getDb() (and so the route
 * handlers) at it, and closes and drops it afterwards. Returns a getter for the current database.
 */
export function useTestDatabase(kind: TestDbKind, options: { seed?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind, options);
    setDbForTests(database.prisma);
  }, 60_000);
  afterAll(async () => {
    setDbForTests(null);
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("The test database is not open yet");
    return database;
  };
}
