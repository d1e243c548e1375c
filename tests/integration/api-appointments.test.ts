import { describe, expect, it } from "@jest/globals";
import { POST } from "@/app/api/appointments/route";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

const validBody = validAppointmentBody;

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

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
    expect(await second.json()).toEqual(await first.json());
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
});
