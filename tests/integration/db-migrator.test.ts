import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { PGlite } from "@electric-sql/pglite";
import { quoteIdentifier } from "@/lib/db/config";
import { applyMigrations, defaultMigrationsDir, readMigrations, type MigrationConnection } from "@/lib/db/migrator";
import { migratePostgres, pgliteConnection } from "@/lib/db/open";
import { TEST_DB_KINDS, createEmptyPostgresSchema, loadPgliteNatively, runOnPostgres } from "../support/db";

const EXPECTED_TABLES = [
  "AppSecret",
  "Appointment",
  "BookingLink",
  "Contractor",
  "DeliveryAttempt",
  "Operator",
  "OperatorSession",
  "OperatorSetupToken",
  "OrphanedPhotoBytes",
  "OutboxDelivery",
  "OutboxEvent",
  "Photo",
  "PhotoBlob",
  "PhotoSweepRun",
  "Review",
  "SmsConsentChange",
  "SmsMessage",
  "ThreadEntry",
  "WebhookEndpointState",
  "_prisma_migrations",
];

const migrations = readMigrations();

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
  applied_steps_count: number;
  logs: string | null;
}

describe("readMigrations", () => {
  it("finds prisma/migrations and checksums each file with sha256, as Prisma does", () => {
    expect(migrations.length).toBeGreaterThan(0);
    const first = migrations[0];
    const file = readFileSync(path.join(defaultMigrationsDir(), first.name, "migration.sql"));
    expect(first.checksum).toBe(createHash("sha256").update(file).digest("hex"));
    expect(migrations.map((migration) => migration.name)).toEqual([...migrations.map((migration) => migration.name)].sort());
  });
});

describe("the migrator on PGlite", () => {
  let pglite: PGlite;
  let connection: MigrationConnection;

  beforeAll(async () => {
    const { PGlite } = await loadPgliteNatively();
    pglite = new PGlite();
    await pglite.waitReady;
    connection = pgliteConnection(pglite);
  }, 60_000);
  afterAll(async () => {
    await pglite.close();
  });

  it("applies every migration once, records it like Prisma, and is idempotent", async () => {
    expect(await applyMigrations(connection, { useAdvisoryLock: false })).toEqual(migrations.map((migration) => migration.name));
    expect(await applyMigrations(connection, { useAdvisoryLock: false })).toEqual([]);
    const rows = await connection.query<MigrationRow>(`SELECT * FROM "_prisma_migrations"`);
    expect(rows).toHaveLength(migrations.length);
    expect(rows[0]).toMatchObject({
      migration_name: migrations[0].name,
      checksum: migrations[0].checksum,
      applied_steps_count: 1,
      rolled_back_at: null,
      logs: null,
    });
    expect(rows[0].finished_at).not.toBeNull();
    const tables = await connection.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(EXPECTED_TABLES);
  });
});

describe("a failing migration", () => {
  let folder: string;
  let pglite: PGlite;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "fixpilot-migrations-"));
    mkdirSync(path.join(folder, "20200101000000_good"));
    writeFileSync(path.join(folder, "20200101000000_good", "migration.sql"), `CREATE TABLE "Good" ("id" INTEGER);`);
    mkdirSync(path.join(folder, "20200102000000_bad"));
    writeFileSync(path.join(folder, "20200102000000_bad", "migration.sql"), `CREATE TABLE "Half" ("id" INTEGER);\nTHIS IS NOT SQL;`);
    const { PGlite } = await loadPgliteNatively();
    pglite = new PGlite();
    await pglite.waitReady;
  }, 60_000);
  afterAll(async () => {
    await pglite.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("rolls back whole, leaving neither its tables nor a history row, and keeps earlier ones", async () => {
    const connection = pgliteConnection(pglite);
    await expect(applyMigrations(connection, { useAdvisoryLock: false, migrations: readMigrations(folder) })).rejects.toThrow(
      /Migration 20200102000000_bad failed/,
    );
    const names = await connection.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations"`);
    expect(names.map((row) => row.migration_name)).toEqual(["20200101000000_good"]);
    const half = await connection.query<{ exists: string | null }>(`SELECT to_regclass('"Half"')::text AS exists`);
    expect(half[0]?.exists).toBeNull();
  });
});

const describeOnPostgres = TEST_DB_KINDS.includes("postgres") ? describe : describe.skip;

describeOnPostgres("the migrator on PostgreSQL", () => {
  let schema: Awaited<ReturnType<typeof createEmptyPostgresSchema>>;

  beforeAll(async () => {
    schema = await createEmptyPostgresSchema();
  });
  afterAll(async () => {
    await schema.drop();
  });

  it("lets two migrators start at once: each migration is applied once, in order, by one of them", async () => {
    const results = await Promise.all([migratePostgres(schema.config), migratePostgres(schema.config)]);
    // Each migration takes the lock in its own transaction (so it holds through a transaction pooler), so the two
    // may share the work; what matters is that every migration is applied once, by one of them.
    expect(results.flat().sort()).toEqual(migrations.map((migration) => migration.name));
    const { rows } = await runOnPostgres(`SELECT migration_name, checksum FROM ${quoteIdentifier(schema.config.schema!)}."_prisma_migrations"`);
    expect(rows).toEqual(migrations.map(({ name, checksum }) => ({ migration_name: name, checksum })));
  });

  it("is idempotent on a migrated database", async () => {
    expect(await migratePostgres(schema.config)).toEqual([]);
  });

  it("creates the tables in the configured schema only", async () => {
    const { rows } = await runOnPostgres(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`, [
      schema.config.schema,
    ]);
    expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual(EXPECTED_TABLES);
  });
});
