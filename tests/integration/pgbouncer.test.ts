import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pg from "pg";
import { POST } from "@/app/api/appointments/route";
import { setDbForTests } from "@/lib/db/client";
import { resolveDatabaseConfig, type DatabaseConfig } from "@/lib/db/config";
import { readMigrations } from "@/lib/db/migrator";
import { migratePostgres, openDatabase, type OpenedDatabase } from "@/lib/db/open";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, runOnPostgres } from "../support/db";
import { startPgBouncer, type PgBouncer } from "../support/pgbouncer";

/**
 * DATABASE_URL pointing at a transaction-mode pooler, as managed PostgreSQL hosts hand it out, with no other
 * setting: a real PgBouncer with its default (strict) start-up parameter rules, in front of a fresh database.
 */
const describeOnPostgres = TEST_DB_KINDS.includes("postgres") ? describe : describe.skip;
const migrationNames = readMigrations().map((migration) => migration.name);

type PostgresConfig = Extract<DatabaseConfig, { kind: "postgres" }>;

describeOnPostgres("PostgreSQL through PgBouncer in transaction mode", () => {
  let bouncer: PgBouncer;
  const databases: string[] = [];

  async function freshDatabase(): Promise<PostgresConfig> {
    const name = `fixpilot_pgb_${process.pid}_${randomBytes(4).toString("hex")}`;
    await runOnPostgres(`CREATE DATABASE ${name}`);
    databases.push(name);
    return resolveDatabaseConfig({ DATABASE_URL: bouncer.url(name) }) as PostgresConfig;
  }

  beforeAll(async () => {
    bouncer = await startPgBouncer();
  });
  afterAll(async () => {
    await bouncer?.stop();
    for (const name of databases) await runOnPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("is a real transaction pooler that refuses a statement_timeout start-up parameter", async () => {
    const config = await freshDatabase();
    const client = new pg.Client({ connectionString: config.url, statement_timeout: 1000 });
    client.on("error", () => undefined);
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter/);
    await client.end().catch(() => undefined);
  });

  it("migrates a fresh database through the pooler, leaving no advisory lock behind", async () => {
    const config = await freshDatabase();
    expect(await migratePostgres(config)).toEqual(migrationNames);
    expect(await migratePostgres(config)).toEqual([]);
    const name = new URL(config.url).pathname.slice(1);
    const { rows } = await runOnPostgres(
      `SELECT count(*)::int AS held FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE l.locktype = 'advisory' AND d.datname = $1`,
      [name],
    );
    expect(rows[0].held).toBe(0);
  });

  it("lets two instances start at once: the migrations are applied once", async () => {
    const config = await freshDatabase();
    // Each migrator is its own client connection through the pooler, as two starting instances would be.
    const results = await Promise.all([migratePostgres(config), migratePostgres(config), migratePostgres(config)]);
    expect(results.flat().sort()).toEqual(migrationNames);
    const name = new URL(config.url).pathname.slice(1);
    const client = new pg.Client({ connectionString: config.url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`);
      expect(rows.map((row: { migration_name: string }) => row.migration_name)).toEqual(migrationNames);
      // And the schema they describe is there, in the database the pooler serves.
      const { rows: tables } = await client.query(`SELECT table_name FROM information_schema.tables WHERE table_catalog = $1`, [name]);
      expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
        expect.arrayContaining(["Appointment", "Review", "OutboxEvent", "OutboxDelivery", "Operator"]),
      );
    } finally {
      await client.end();
    }
  });

  it("migrates over DIRECT_DATABASE_URL when one is given beside the pooled URL", async () => {
    const fresh = await freshDatabase();
    const name = new URL(fresh.url).pathname.slice(1);
    const direct = `postgresql://postgres@127.0.0.1:5432/${name}`;
    // A pooled URL nobody answers on: only the direct connection can have migrated.
    const config = resolveDatabaseConfig({ DATABASE_URL: `postgresql://postgres@127.0.0.1:1/${name}`, DIRECT_DATABASE_URL: direct }) as PostgresConfig;
    expect(config.directUrl).toBe(direct);
    expect(await migratePostgres(config)).toEqual(migrationNames);
    expect(await migratePostgres(fresh)).toEqual([]);
  });

  it("migrates into a ?schema= of its own with no session search_path", async () => {
    const base = await freshDatabase();
    const config = resolveDatabaseConfig({ DATABASE_URL: `${base.url}?schema=tenant_a` }) as PostgresConfig;
    expect(await migratePostgres(config)).toEqual(migrationNames);
    const client = new pg.Client({ connectionString: base.url });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'Appointment'`);
      expect(rows).toEqual([{ table_schema: "tenant_a" }]);
    } finally {
      await client.end();
    }
  });

  describe("the app on the pooled URL", () => {
    let opened: OpenedDatabase;

    beforeAll(async () => {
      const config = { ...(await freshDatabase()), timeoutMs: 1000 };
      opened = await openDatabase(config);
      setDbForTests(opened.prisma);
    }, 60_000);
    afterAll(async () => {
      setDbForTests(null);
      await opened?.close();
    });

    it("has the server bound each transaction's statements (SET LOCAL), and nothing outside one", async () => {
      const inside = await opened.prisma.$transaction((tx) => tx.$queryRawUnsafe<Array<{ statement_timeout: string }>>("SHOW statement_timeout"));
      expect(inside[0]?.statement_timeout).toBe("1s");
      const outside = await opened.prisma.$queryRawUnsafe<Array<{ statement_timeout: string }>>("SHOW statement_timeout");
      expect(outside[0]?.statement_timeout).toBe("0");
      // The server cancels a statement that runs too long in a transaction (57014), and the pool goes on.
      await expect(opened.prisma.$transaction((tx) => tx.$queryRawUnsafe("SELECT pg_sleep(2)"))).rejects.toThrow(/statement timeout|canceling statement/i);
      expect(await opened.prisma.appointment.count()).toBe(0);
    });

    it("stores 50 concurrent bookings, each sent twice with one Idempotency-Key, exactly once", async () => {
      const keys = Array.from({ length: 50 }, () => randomUUID());
      const post = (key: string, index: number) =>
        POST(
          new Request("http://localhost/api/appointments", {
            method: "POST",
            headers: { "Content-Type": "application/json", "Idempotency-Key": key },
            body: JSON.stringify({ ...validAppointmentBody, name: `Booker ${index}` }),
          }),
        );
      // Bookings "with retries": a 503 (no pooled connection within the timeout while the whole suite runs on two
      // cores) is sent again with the same key after a short pause.
      const send = async (key: string, index: number): Promise<Response> => {
        for (let attempt = 1; ; attempt += 1) {
          const response = await post(key, index);
          if (response.status !== 503 || attempt === 8) return response;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      };
      const responses = await Promise.all(keys.flatMap((key, index) => [send(key, index), send(key, index)]));
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
      // One of each pair created the booking; every other answer (the twin, or a retry) returned it.
      expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(50);
      const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: number }).id));
      for (let index = 0; index < keys.length; index += 1) expect(ids[2 * index]).toBe(ids[2 * index + 1]);
      expect(new Set(ids).size).toBe(50);
      const stored = await opened.prisma.appointment.findMany({ select: { idempotencyKey: true, name: true } });
      expect(stored).toHaveLength(50);
      expect(new Set(stored.map((row) => row.idempotencyKey))).toEqual(new Set(keys));
    });
  });
});
