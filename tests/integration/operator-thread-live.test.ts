// The console's thread is live too: a signed-in operator trades the session for a short-lived stream ticket (by POST,
// one booking only) and, while the stream is down, polls for new entries; nobody else gets either.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { POST as entriesRoute } from "@/app/api/operator/appointments/[id]/entries/route";
import { POST as ticketRoute } from "@/app/api/operator/appointments/[id]/ticket/route";
import { POST as signInRoute } from "@/app/api/operator/sign-in/route";
import { POST as sendMessage } from "@/app/api/thread/messages/route";
import { GET as stream } from "@/app/api/thread/stream/route";
import { upsertOperator } from "@/lib/operator/accounts";
import { SESSION_COOKIE } from "@/lib/operator/session";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { TICKET_TTL_SECONDS } from "@/lib/thread/ticket";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { bookThroughApi, postJson } from "../support/route-requests";

const PASSWORD = "correct horse battery staple";

/** Reads server-sent event frames until `count` entries came or the deadline passed; returns the entries' bodies. */
async function readBodies(body: ReadableStream<Uint8Array>, count: number, deadlineMs: number): Promise<string[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const bodies: string[] = [];
  let buffer = "";
  const deadline = Date.now() + deadlineMs;
  while (bodies.length < count && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (next === null || next.done) break;
    buffer += decoder.decode(next.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(frame);
      if (/^event: entry$/m.test(frame) && data) bodies.push((JSON.parse(data[1]) as { body: string }).body);
    }
  }
  await reader.cancel();
  return bodies;
}

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

describe.each(TEST_DB_KINDS)("the console thread's live stream (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const saved = process.env.RATE_LIMIT_MULTIPLIER;
  let session = "";

  beforeAll(async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "100";
    resetRateLimitStore();
    await upsertOperator(db().prisma, { email: "ops@example.com", password: PASSWORD });
    const form = new FormData();
    form.set("email", "ops@example.com");
    form.set("password", PASSWORD);
    const response = await signInRoute(new Request("http://localhost/api/operator/sign-in", { method: "POST", body: form }));
    session = response.headers
      .getSetCookie()
      .map((cookie) => new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1])
      .find(Boolean)!;
    expect(session).toBeTruthy();
  });
  beforeEach(() => resetRateLimitStore());
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.RATE_LIMIT_MULTIPLIER;
    else process.env.RATE_LIMIT_MULTIPLIER = saved;
  });

  const newBooking = () => bookThroughApi({ timeZone: "America/Chicago" });

  const homeownerWrites = (token: string, body: string) => postJson(sendMessage, "/api/thread/messages", { token, as: "homeowner", body });

  function asOperator(id: number, action: "ticket" | "entries", body: unknown, cookie: string | null = session): Promise<Response> {
    const headers: Record<string, string> = { "Content-Type": "application/json", ...(cookie !== null ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) };
    const request = new Request(`http://localhost/api/operator/appointments/${id}/${action}`, { method: "POST", headers, body: JSON.stringify(body) });
    return (action === "ticket" ? ticketRoute : entriesRoute)(request, params(id));
  }

  async function ticketFor(id: number): Promise<string> {
    const response = await asOperator(id, "ticket", {});
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const { ticket, expiresIn } = (await response.json()) as { ticket: string; expiresIn: number };
    expect(expiresIn).toBe(TICKET_TTL_SECONDS);
    return ticket;
  }

  const openStream = (ticket: string) => stream(new Request(`http://localhost/api/thread/stream?ticket=${encodeURIComponent(ticket)}`));

  it("gives a signed-in operator a ticket whose stream brings the homeowner's new message within 3 s", async () => {
    const { id, token } = await newBooking();
    expect((await homeownerWrites(token, "first")).status).toBe(201);
    const ticket = await ticketFor(id);
    expect(ticket).not.toContain(session);
    const response = await openStream(ticket);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const sentAt = Date.now();
    setTimeout(() => void homeownerWrites(token, "second"), 200);
    expect(await readBodies(response.body!, 2, 3_000)).toEqual(["first", "second"]);
    expect(Date.now() - sentAt).toBeLessThan(3_000);
  });

  it("refuses a ticket and the entries without a session (401), with an unknown one, and for no such booking (404)", async () => {
    const { id } = await newBooking();
    expect((await asOperator(id, "ticket", {}, null)).status).toBe(401);
    expect((await asOperator(id, "ticket", {}, "not-a-session")).status).toBe(401);
    expect((await asOperator(id, "entries", { after: 0 }, null)).status).toBe(401);
    expect((await asOperator(2_000_000_000, "ticket", {})).status).toBe(404);
  });

  it("scopes the ticket to its booking: another booking's id in it is refused, its stream never shows the other's entries", async () => {
    const a = await newBooking();
    const b = await newBooking();
    const ticket = await ticketFor(a.id);
    const forB = ticket.replace(/^\d+\./, `${b.id}.`);
    expect(forB).not.toBe(ticket);
    expect((await openStream(forB)).status).toBe(403);
    const response = await openStream(ticket);
    setTimeout(() => void homeownerWrites(b.token, "for B").then(() => homeownerWrites(a.token, "for A")), 200);
    expect(await readBodies(response.body!, 1, 3_000)).toEqual(["for A"]);
  });

  it("expires the ticket: after its lifetime the stream answers 403", async () => {
    const { id } = await newBooking();
    const ticket = await ticketFor(id);
    const now = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(now + (TICKET_TTL_SECONDS + 1) * 1000);
    expect((await openStream(ticket)).status).toBe(403);
    jest.restoreAllMocks();
    const fresh = await openStream(ticket);
    expect(fresh.status).toBe(200);
    await fresh.body!.cancel();
  });

  it("polls the entries after an id, the fallback while the stream is down", async () => {
    const { id, token } = await newBooking();
    await homeownerWrites(token, "one");
    await homeownerWrites(token, "two");
    const all = (await (await asOperator(id, "entries", { after: 0 })).json()) as { entries: { id: number; body: string }[] };
    expect(all.entries.map((entry) => entry.body)).toEqual(["one", "two"]);
    const after = (await (await asOperator(id, "entries", { after: all.entries[0].id })).json()) as { entries: { body: string }[] };
    expect(after.entries.map((entry) => entry.body)).toEqual(["two"]);
    expect((await asOperator(id, "entries", { after: -1 })).status).toBe(400);
  });
});
