import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { POST } from "@/app/api/appointments/route";
import { closeDb, DatabaseUnavailableError, getDb, getRelayDb, setDbForTests } from "@/lib/db";
import { RELAY_POOL_MAX } from "@/lib/db/client";
import { resolveDatabaseConfig } from "@/lib/db/config";
import { applyMigrations, readMigrations } from "@/lib/db/migrator";
import { openDatabase, pgliteConnection } from "@/lib/db/open";
import { seedSampleDirectoryIfEmpty } from "@/lib/contractors/sample-directory";
import { sampleContractors } from "@/lib/contractors/sample-data";
import { TEST_DB_KINDS, TEST_POSTGRES_URL, createEmptyPostgresSchema, loadPgliteNatively } from "../support/db";

const originalUrl = process.env.DATABASE_URL;

function appointmentRequest(): Request {
  return new Request("http://localhost/api/appointments", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Dana",
      email: "dana@example.com",
      phone: "555-0100",
      category: "hvac",
      preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      timeFrame: "12-4",
    }),
  });
}

describe("getDb", () => {
  // Failed opens are logged on purpose; keep the test output readable.
  beforeAll(() => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  beforeEach(async () => {
    setDbForTests(null);
    await closeDb();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await closeDb();
    if (originalUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = originalUrl;
  });

  it("reports an unreachable database as unavailable, and the route answers 503 with a clear message", async () => {
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:9/test";
    await expect(getDb()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const response = await POST(appointmentRequest());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "We could not save your request right now. Please try again in a moment." });
  });

  it("refuses a DATABASE_URL that is not PostgreSQL", async () => {
    process.env.DATABASE_URL = "mysql://root@127.0.0.1/test";
    await expect(getDb()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  (TEST_DB_KINDS.includes("postgres") ? it : it.skip)("does not cache a failed open: the next call retries and then reuses one client", async () => {
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:9/test";
    await expect(getDb()).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const schema = await createEmptyPostgresSchema();
    try {
      process.env.DATABASE_URL = `${TEST_POSTGRES_URL}?schema=${schema.config.schema}`;
      const first = await getDb();
      expect(await getDb()).toBe(first);
      // Opened on first use: migrated and seeded with the sample directory.
      expect(await first.contractor.count({ where: { sample: true } })).toBe(sampleContractors().length);
      expect((await POST(appointmentRequest())).status).toBe(201);
    } finally {
      await closeDb();
      await schema.drop();
    }
  });
});

describe("getRelayDb (the in-process relay's client)", () => {
  afterAll(async () => {
    await closeDb();
    if (originalUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = originalUrl;
  });

  (TEST_DB_KINDS.includes("postgres") ? it : it.skip)(
    "on PostgreSQL has a pool of its own, which still answers while every connection of the request pool is taken",
    async () => {
      setDbForTests(null);
      await closeDb();
      const schema = await createEmptyPostgresSchema();
      try {
        process.env.DATABASE_URL = `${TEST_POSTGRES_URL}?schema=${schema.config.schema}`;
        process.env.DATABASE_POOL_MAX = "1";
        const requests = await getDb();
        const relay = await getRelayDb();
        expect(relay).not.toBe(requests);
        expect(await getRelayDb()).toBe(relay);
        // The request pool's only connection is held by a transaction; the relay's queries go through beside it.
        let finish = () => {};
        const held = new Promise<void>((resolve) => (finish = resolve));
        const holding = requests.$transaction(async (tx) => {
          await tx.$queryRawUnsafe("SELECT 1");
          await held;
        });
        const counts = await Promise.all(Array.from({ length: RELAY_POOL_MAX + 1 }, () => relay.outboxDelivery.count()));
        expect(counts).toEqual(new Array(RELAY_POOL_MAX + 1).fill(0));
        finish();
        await holding;
      } finally {
        delete process.env.DATABASE_POOL_MAX;
        await closeDb();
        await schema.drop();
      }
    },
  );

  it("is the request client itself for a test's database", async () => {
    const testClient = { stand: "in" } as unknown as Parameters<typeof setDbForTests>[0];
    setDbForTests(testClient);
    try {
      expect(await getRelayDb()).toBe(testClient);
    } finally {
      setDbForTests(null);
    }
  });
});

describe("a PGlite database in a folder", () => {
  const root = mkdtempSync(path.join(tmpdir(), "fixpilot-pglite-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("creates missing parent folders, migrates and seeds, and keeps data across a reopen", async () => {
    const dataDir = path.join(root, "nested", "deeper", "pglite");
    const options = { afterOpen: seedSampleDirectoryIfEmpty, loadPglite: loadPgliteNatively };
    const first = await openDatabase({ kind: "pglite", dataDir }, options);
    await first.prisma.review.create({ data: { rating: 5, comment: "Kept" } });
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir }, options);
    try {
      expect(await second.prisma.review.count()).toBe(1);
      expect(await second.prisma.contractor.count()).toBe(sampleContractors().length);
    } finally {
      await second.close();
    }
  }, 60_000);

  it("runs with a small shared_buffers by default (PostgreSQL's 128MB sits whole in PGlite's memory), or the one PGLITE_SHARED_BUFFERS names", async () => {
    const dataDir = path.join(root, "buffers");
    const sharedBuffers = async (config: Parameters<typeof openDatabase>[0]) => {
      const opened = await openDatabase(config, { loadPglite: loadPgliteNatively });
      try {
        return (await opened.prisma.$queryRawUnsafe<{ shared_buffers: string }[]>("SHOW shared_buffers"))[0]?.shared_buffers;
      } finally {
        await opened.close();
      }
    };
    expect(await sharedBuffers(resolveDatabaseConfig({ PGLITE_DATA_DIR: dataDir }))).toBe("16MB");
    expect(await sharedBuffers(resolveDatabaseConfig({ PGLITE_DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: "8MB" }))).toBe("8MB");
    expect(() => resolveDatabaseConfig({ PGLITE_DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: "lots" })).toThrow(
      "PGLITE_SHARED_BUFFERS must be a size such as 16MB (kB, MB or GB)",
    );
  }, 60_000);

  it("starts an in-memory database from a dumped data folder, rows and migrations included (the tests' template); a folder on disk refuses one", async () => {
    const { PGlite } = await loadPgliteNatively();
    const source = new PGlite("memory://");
    let dump: Blob;
    try {
      await applyMigrations(pgliteConnection(source), { useAdvisoryLock: false, migrations: readMigrations() });
      await source.exec("CREATE TABLE template_marker (note text); INSERT INTO template_marker VALUES ('from the template')");
      dump = await source.dumpDataDir("none");
    } finally {
      await source.close();
    }

    const loaded = await openDatabase({ kind: "pglite", dataDir: "memory://" }, { loadPglite: loadPgliteNatively, pgliteDataDir: dump });
    try {
      expect(await loaded.prisma.$queryRawUnsafe("SELECT note FROM template_marker")).toEqual([{ note: "from the template" }]);
      const applied = await loaded.prisma.$queryRawUnsafe<{ count: number }[]>('SELECT count(*)::int AS count FROM "_prisma_migrations"');
      expect(applied[0]?.count).toBe(readMigrations().length);
    } finally {
      await loaded.close();
    }
    await expect(
      openDatabase({ kind: "pglite", dataDir: path.join(root, "refuses") }, { loadPglite: loadPgliteNatively, pgliteDataDir: dump }),
    ).rejects.toThrow("A PGlite data folder can only be loaded into an in-memory database");
  }, 60_000);
});

const describeOnPostgres = TEST_DB_KINDS.includes("postgres") ? describe : describe.skip;

describeOnPostgres("the booking's insert on PostgreSQL", () => {
  /** Books `count` times on a fresh schema over one pooled connection and reads that session's prepared statements. */
  async function bookAndReadPrepared(count: number) {
    const { config, drop } = await createEmptyPostgresSchema();
    // One pooled connection, so every statement below runs on the session whose prepared statements we read.
    const opened = await openDatabase({ ...config, poolMax: 1 });
    setDbForTests(opened.prisma);
    try {
      for (let booking = 0; booking < count; booking += 1) expect((await POST(appointmentRequest())).status).toBe(201);
      const prepared = await opened.prisma.$queryRawUnsafe<{ name: string; statement: string; calls: bigint }[]>(
        `SELECT name, statement, generic_plans + custom_plans AS calls FROM pg_prepared_statements WHERE name LIKE 'fixpilot\\_%'`,
      );
      return { prepared, events: await opened.prisma.outboxEvent.count() };
    } finally {
      setDbForTests(null);
      await opened.close();
      await drop();
    }
  }

  it("is a prepared statement: parsed once on a connection, then reused by every booking", async () => {
    const { prepared, events } = await bookAndReadPrepared(3);
    expect(prepared).toHaveLength(1);
    expect(prepared[0].name).toMatch(/^fixpilot_booking_insert_[0-9a-f]{16}$/);
    expect(prepared[0].statement).toMatch(/^\/\* prepared booking_insert \*\/\s+WITH appointment AS \(\s+INSERT INTO/);
    expect(Number(prepared[0].calls)).toBe(3);
    expect(events).toBe(3);
  });

  it("names the statement after its whole text: another schema's insert never shares its name", async () => {
    const [first, second] = [await bookAndReadPrepared(1), await bookAndReadPrepared(1)];
    expect(first.prepared[0].statement).not.toBe(second.prepared[0].statement);
    expect(first.prepared[0].name).not.toBe(second.prepared[0].name);
  });
});
