import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import pg from "pg";
import { POST as postAppointmentRoute } from "@/app/api/appointments/route";
import { GET as getContractorsRoute } from "@/app/api/contractors/route";
import { POST as postReviewRoute } from "@/app/api/reviews/route";
import { DATABASE_UNAVAILABLE_MESSAGE } from "@/lib/api";
import { closeDb, getDb, setDbForTests } from "@/lib/db";
import { quoteIdentifier } from "@/lib/db/config";
import { TEST_DB_KINDS, TEST_POSTGRES_URL, createEmptyPostgresSchema, runOnPostgres } from "../support/db";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { validAppointmentBody } from "../support/appointment-fixture";

// Short, so the hung cases stay quick; production defaults to 5000.
const TIMEOUT_MS = 1500;
// The client gives up 500 ms after the server would have (lib/db/open.ts), plus room for a busy machine.
const BOUND_MS = TIMEOUT_MS + 500 + 1000;
const DIRECTORY_UNAVAILABLE_MESSAGE = "The contractor directory is unavailable right now. Please try again in a moment.";

const booking = validAppointmentBody;

function postAppointment(key: string): Promise<Response> {
  return postAppointmentRoute(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(booking),
    }),
  );
}

function postReview(appointmentId: number, appointmentToken: string): Promise<Response> {
  return postReviewRoute(
    new Request("http://localhost/api/reviews", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rating: 5, comment: "Fixed the leak in an hour.", appointmentId, appointmentToken }),
    }),
  );
}

function searchContractors(): Promise<Response> {
  return getContractorsRoute(new Request("http://localhost/api/contractors?category=plumbing&lat=40.71&lng=-74.0"));
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await run();
  return { value, ms: Date.now() - started };
}

/** The whole reply the form gets: a message to show, nothing that would clear or flag its fields. */
async function expectUnavailable(response: Response, message = DATABASE_UNAVAILABLE_MESSAGE): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("5");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ message });
}

async function idOf(response: Response): Promise<number> {
  return ((await response.json()) as { id: number }).id;
}

/** Retries until it passes, for what settles in the background (a pending open, a new pool connection). */
async function eventually<T>(attempt: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

(TEST_DB_KINDS.includes("postgres") ? describe : describe.skip)("PostgreSQL down, hung or slow (through a TCP proxy)", () => {
  const savedEnv = { ...process.env };
  let proxy: TcpProxy;
  let schema: Awaited<ReturnType<typeof createEmptyPostgresSchema>>;

  const table = (name: string) => `${quoteIdentifier(schema.config.schema ?? "public")}.${quoteIdentifier(name)}`;
  async function appointmentsWithKey(key: string): Promise<number> {
    const { rows } = await runOnPostgres(`SELECT count(*)::int AS n FROM ${table("Appointment")} WHERE "idempotencyKey" = $1`, [key]);
    return (rows[0] as { n: number }).n;
  }
  async function bookOnce(key: string): Promise<number> {
    const response = await eventually(async () => {
      const reply = await postAppointment(key);
      if (reply.status === 503) throw new Error("still unavailable");
      return reply;
    });
    expect([200, 201]).toContain(response.status);
    return idOf(response);
  }

  beforeAll(async () => {
    // Every fault below is logged by the route on purpose; keep the output readable.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    proxy = await startTcpProxy({ host: new URL(TEST_POSTGRES_URL).hostname, port: Number(new URL(TEST_POSTGRES_URL).port || 5432) });
    schema = await createEmptyPostgresSchema();
    const url = new URL(TEST_POSTGRES_URL);
    url.port = String(proxy.port);
    url.searchParams.set("schema", schema.config.schema ?? "");
    // The app's own getDb(), configured from the environment as in production, but through the proxy.
    process.env.DATABASE_URL = url.toString();
    process.env.DATABASE_TIMEOUT_MS = String(TIMEOUT_MS);
    delete process.env.GOOGLE_MAPS_API_KEY;
    setDbForTests(null);
    await closeDb();
    // The first open migrates and seeds, which may outlast one request's wait; it carries on meanwhile.
    await eventually(() => getDb());
  }, 30_000);

  afterEach(() => proxy.restore());

  afterAll(async () => {
    await closeDb();
    await proxy.close();
    await schema.drop();
    process.env = savedEnv;
    jest.restoreAllMocks();
  });

  it("answers a booking with 503, a clear message and Retry-After at once while the database is down; the retry books exactly once", async () => {
    await proxy.cut();
    const { value: refused, ms } = await timed(() => postAppointment("down-1"));
    await expectUnavailable(refused);
    expect(ms).toBeLessThan(TIMEOUT_MS);

    proxy.restore();
    const first = await postAppointment("down-1");
    expect(first.status).toBe(201);
    const id = await idOf(first);
    const again = await postAppointment("down-1");
    expect(again.status).toBe(200);
    expect(await idOf(again)).toBe(id);
    expect(await appointmentsWithKey("down-1")).toBe(1);
  });

  it("answers 503 within the timeout when the database hangs, instead of holding the requests", async () => {
    proxy.pause();
    const keys = ["hung-1", "hung-2", "hung-3"];
    const replies = await Promise.all(keys.map((key) => timed(() => postAppointment(key))));
    for (const { value, ms } of replies) {
      await expectUnavailable(value);
      expect(ms).toBeLessThan(BOUND_MS);
    }

    proxy.restore();
    for (const key of keys) {
      expect((await postAppointment(key)).status).toBe(201);
      expect(await appointmentsWithKey(key)).toBe(1);
    }
  });

  it("returns the saved booking, not a second one, when the database saved it but its reply was lost", async () => {
    // The booking and its outbox event are one statement (lib/booking/create.ts), committed on its own: it reaches
    // PostgreSQL; the reply never comes back. It is a prepared statement, so a connection sends its text once and
    // after that only its name (fixpilot_…), which every use of it carries.
    proxy.holdRepliesAfter("fixpilot_");
    const { value: lost, ms } = await timed(() => postAppointment("lost-reply"));
    await expectUnavailable(lost);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(await appointmentsWithKey("lost-reply")).toBe(1);

    proxy.restore();
    const retry = await postAppointment("lost-reply");
    expect(retry.status).toBe(200);
    expect(await appointmentsWithKey("lost-reply")).toBe(1);
  });

  it("answers 503 within the timeout when the database is slow (a lock held elsewhere), then books normally", async () => {
    const locker = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query(`LOCK TABLE ${table("Appointment")} IN ACCESS EXCLUSIVE MODE`);
      const { value: slow, ms } = await timed(() => postAppointment("slow-1"));
      await expectUnavailable(slow);
      expect(ms).toBeLessThan(BOUND_MS);
      await locker.query("ROLLBACK");
    } finally {
      await locker.end();
    }
    expect((await postAppointment("slow-1")).status).toBe(201);
    expect(await appointmentsWithKey("slow-1")).toBe(1);
  });

  it("keeps the pool healthy after connections are lost mid-request: 20 concurrent bookings succeed afterwards", async () => {
    proxy.pause();
    const inFlight = ["cut-1", "cut-2", "cut-3", "cut-4", "cut-5"].map((key) => ({ key, reply: postAppointment(key) }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.cut();
    for (const { reply } of inFlight) await expectUnavailable(await reply);

    proxy.restore();
    const keys = Array.from({ length: 20 }, (_, index) => `after-cut-${index}`);
    const replies = await Promise.all(keys.map((key) => postAppointment(key)));
    expect(replies.map((reply) => reply.status)).toEqual(keys.map(() => 201));
    for (const { key } of inFlight) {
      expect((await postAppointment(key)).status).toBe(201);
      expect(await appointmentsWithKey(key)).toBe(1);
    }
  });

  it("answers a review with 503 while the database is down or hung; the retry saves exactly one review", async () => {
    const booked = await eventually(async () => {
      const reply = await postAppointment("for-review");
      if (reply.status !== 201) throw new Error(`booking answered ${reply.status}`);
      return (await reply.json()) as { id: number; manageUrl: string };
    });
    const appointmentId = booked.id;
    const token = booked.manageUrl.split("/").pop()!;
    // Reviews open once the booking is confirmed (lib/booking/review.ts).
    await runOnPostgres(`UPDATE ${table("Appointment")} SET status = 'confirmed' WHERE id = $1`, [appointmentId]);
    await proxy.cut();
    await expectUnavailable(await postReview(appointmentId, token));
    proxy.restore();
    proxy.pause();
    const { value: hung, ms } = await timed(() => postReview(appointmentId, token));
    await expectUnavailable(hung);
    expect(ms).toBeLessThan(BOUND_MS);

    proxy.restore();
    const saved = await postReview(appointmentId, token);
    expect(saved.status).toBe(201);
    // A further identical retry (its reply lost, say) gets the stored review back instead of a second row.
    const retried = await postReview(appointmentId, token);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(await saved.json());
    const { rows } = await runOnPostgres(`SELECT count(*)::int AS n FROM ${table("Review")} WHERE "appointmentId" = $1`, [appointmentId]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("answers a contractor search with 503 and its own message while the database is down", async () => {
    await proxy.cut();
    await expectUnavailable(await searchContractors(), DIRECTORY_UNAVAILABLE_MESSAGE);
    proxy.restore();
    expect((await searchContractors()).status).toBe(200);
  });

  it("answers 503 in bounded time when the database hangs during the first open, and opens once it answers", async () => {
    await closeDb();
    proxy.pause();
    const { value: cold, ms } = await timed(() => postAppointment("cold-start"));
    await expectUnavailable(cold);
    expect(ms).toBeLessThan(BOUND_MS);

    proxy.restore();
    await bookOnce("cold-start");
    expect(await appointmentsWithKey("cold-start")).toBe(1);
  });
});
