import { describe, expect, it } from "@jest/globals";
import { POST } from "@/app/api/appointments/route";
import { resetServerEnvForTests } from "@/lib/env/server";
import { hashManageToken } from "@/lib/booking/token";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { postJson, tokenOf } from "../support/route-requests";

const validBody = validAppointmentBody;

const post = (body: unknown, headers: Record<string, string> = {}) => postJson(POST, "/api/appointments", body, headers);

describe.each(TEST_DB_KINDS)("POST /api/appointments (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  it("books an appointment: 201 with its id, stored as requested with the history as the problem description", async () => {
    const response = await post(validBody);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      name: "Dana Homeowner",
      category: "plumbing",
      timeFrame: "8-12",
      issue: "Leaky Faucet",
      status: "requested",
      idempotencyKey: null,
      problemDescription: "AI: Please select from the following residential plumbing problems:\nUser: Leaky Faucet",
      diagnosticHistory: validBody.diagnosticHistory,
    });
    expect(stored.preferredDate.toISOString()).toBe(validBody.preferredDate);
  });

  it("reports its handler time and, on PostgreSQL, its database statements in a Server-Timing header", async () => {
    // Off unless asked for (lib/api/handler.ts); the load test asks.
    process.env.SERVER_TIMING = "true";
    resetServerEnvForTests();
    const response = await post(validBody).finally(() => {
      delete process.env.SERVER_TIMING;
      resetServerEnvForTests();
    });
    expect(response.status).toBe(201);
    const timing = response.headers.get("server-timing") ?? "";
    const total = Number(/total;dur=([\d.]+)/.exec(timing)?.[1]);
    const db = Number(/db;dur=([\d.]+)/.exec(timing)?.[1]);
    const statements = Number(/desc="(\d+) statements"/.exec(timing)?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(db).toBeLessThanOrEqual(total);
    // PGlite answers through its own adapter, which is not timed; PostgreSQL's booking is one statement or more.
    if (kind === "postgres") {
      expect(statements).toBeGreaterThanOrEqual(1);
      expect(db).toBeGreaterThan(0);
    } else expect(statements).toBe(0);
  });

  it("falls back to the issue for the problem description when there is no history", async () => {
    const { diagnosticHistory, ...withoutHistory } = validBody;
    void diagnosticHistory;
    const { id } = (await (await post(withoutHistory)).json()) as { id: number };
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored.problemDescription).toBe("Leaky Faucet");
    expect(stored.diagnosticHistory).toEqual([]);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["email", { email: "dana-at-example" }, "Invalid email address"],
    ["phone", { phone: " " }, "Phone number is required"],
    ["category", { category: "" }, "Category is required"],
    // Free text would land in the mail's Subject line and body: only catalogue ids are accepted.
    ["category", { category: "URGENT: verify your account at evil.example" }, "Please choose one of the listed categories"],
    ["category", { category: "Plumbing" }, "Please choose one of the listed categories"],
    ["preferredDate", { preferredDate: "" }, "Please select a date"],
    ["preferredDate", { preferredDate: "1850-06-01T10:00:00.000Z" }, "Please select a date"],
    ["preferredDate", { preferredDate: "2021-06-01T10:00:00.000Z" }, "Please choose today or a later date"],
    ["timeFrame", { timeFrame: "4-8" }, "Please select a time frame"],
    ["diagnosticHistory", { diagnosticHistory: [{ type: "system", content: "x" }] }, "Each history entry must have type 'ai' or 'user'"],
  ])("answers 400 for a bad %s with the exact message", async (field, change, message) => {
    const response = await post({ ...validBody, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(message);
    expect(body.errors[field]).toContain(message);
  });

  it("lists every missing field at once", async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("Name is required");
    expect(Object.keys(body.errors).sort()).toEqual(["category", "email", "name", "phone", "preferredDate", "timeFrame"]);
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await post("{ name: 'Dana'");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Request body must be valid JSON" });
  });

  it("answers 413 for a body over the limit", async () => {
    const response = await post({ ...validBody, issue: "x".repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.json()) as { message: string }).toEqual({ message: expect.stringMatching(/at most \d+ KB/) });
  });

  it("returns the same appointment for a retry with the same Idempotency-Key", async () => {
    const first = await post(validBody, { "Idempotency-Key": `retry-${kind}` });
    const second = await post(validBody, { "Idempotency-Key": `retry-${kind}` });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    // The booking link is shown once (only its hash is kept); the replay names the same appointment.
    const firstBody = (await first.json()) as { id: number; manageUrl: string };
    expect(firstBody.manageUrl).toMatch(/^\/appointments\/[A-Za-z0-9_-]{43}$/);
    expect(await second.json()).toEqual({ id: firstBody.id });
    expect(await db().prisma.appointment.count({ where: { idempotencyKey: `retry-${kind}` } })).toBe(1);
  });

  it("creates exactly one appointment for 20 concurrent submissions with one key", async () => {
    const key = `burst-${kind}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(validBody, { "Idempotency-Key": key })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(18).fill(200), 201].sort());
    const ids = new Set(await Promise.all(responses.map(async (response) => ((await response.json()) as { id: number }).id)));
    expect(ids.size).toBe(1);
    expect(await db().prisma.appointment.count({ where: { idempotencyKey: key } })).toBe(1);
  });

  it("answers 422 when a key is reused for a different request", async () => {
    const key = `reuse-${kind}`;
    expect((await post(validBody, { "Idempotency-Key": key })).status).toBe(201);
    const response = await post({ ...validBody, name: "Someone Else" }, { "Idempotency-Key": key });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/already used for a different appointment request/);
  });

  it("answers 400 for an Idempotency-Key over 200 characters", async () => {
    const response = await post(validBody, { "Idempotency-Key": "k".repeat(201) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Idempotency-Key must be at most 200 characters" });
  });

  it("stores the browser's IANA time zone, keeps only the token's hash, and writes one appointment.created event", async () => {
    const response = await post({ ...validBody, timeZone: "America/Denver" });
    expect(response.status).toBe(201);
    const { id, manageUrl } = (await response.json()) as { id: number; manageUrl: string };
    const token = tokenOf(manageUrl);
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored.timeZone).toBe("America/Denver");
    expect(stored.manageTokenHash).toBe(hashManageToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // 256 random bits: two bookings never share a token.
    const other = (await (await post(validBody)).json()) as { manageUrl: string };
    expect(other.manageUrl).not.toBe(manageUrl);
    const events = await db().prisma.outboxEvent.findMany({ where: { appointmentId: id } });
    expect(events.map((event) => event.type)).toEqual(["appointment.created"]);
    expect(JSON.stringify(events[0].payload)).not.toContain(token);
  });

  it.each(["Mars/Olympus_Mons", "+01:00", "EST5EDT;DROP", "x".repeat(80), 42])("answers 400 for the time zone %p and stores nothing", async (timeZone) => {
    const before = await db().prisma.appointment.count();
    const response = await post({ ...validBody, timeZone });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.timeZone).toBeDefined();
    expect(await db().prisma.appointment.count()).toBe(before);
  });

  it("accepts a missing or blank time zone", async () => {
    for (const timeZone of [undefined, "", null]) {
      const response = await post({ ...validBody, timeZone });
      expect(response.status).toBe(201);
    }
  });
});
