import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GET as stream } from "@/app/api/thread/stream/route";
import { POST as sendMessage } from "@/app/api/thread/messages/route";
import { POST as ticketRoute } from "@/app/api/thread/ticket/route";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { MemoryThreadHub, RedisThreadHub } from "@/lib/thread/live";
import { resumeAfter, threadEventStream } from "@/lib/thread/stream";
import { issueTicket, TICKET_TTL_SECONDS, verifyTicket } from "@/lib/thread/ticket";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { bookThroughApi, postJson } from "../support/route-requests";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

/** Reads server-sent event frames until `done` says so or the deadline passes; returns the `entry` events' data. */
async function readEntries(body: ReadableStream<Uint8Array>, done: (entries: { id: number; body: string }[]) => boolean, deadlineMs: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const entries: { id: number; body: string }[] = [];
  let buffer = "";
  const deadline = Date.now() + deadlineMs;
  while (!done(entries) && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (next === null || next.done) break;
    buffer += decoder.decode(next.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(frame);
      if (/^event: entry$/m.test(frame) && data) entries.push(JSON.parse(data[1]) as { id: number; body: string });
    }
  }
  await reader.cancel();
  return entries;
}

describe.each(TEST_DB_KINDS)("the thread's live stream (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const saved = process.env.RATE_LIMIT_MULTIPLIER;
  beforeAll(() => {
    process.env.RATE_LIMIT_MULTIPLIER = "100";
    resetRateLimitStore();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.RATE_LIMIT_MULTIPLIER;
    else process.env.RATE_LIMIT_MULTIPLIER = saved;
  });

  const newBooking = () => bookThroughApi({ timeZone: "America/Chicago" });

  it("trades the page's token for a short-lived ticket and streams the backlog, then a new message within 3 s", async () => {
    const { token } = await newBooking();
    await postJson(sendMessage, "/api/thread/messages", { token, as: "homeowner", body: "first" });
    const issued = await postJson(ticketRoute, "/api/thread/ticket", { token, as: "homeowner" });
    expect(issued.status).toBe(200);
    const { ticket, expiresIn } = (await issued.json()) as { ticket: string; expiresIn: number };
    expect(expiresIn).toBe(TICKET_TTL_SECONDS);
    expect(ticket).not.toContain(token);
    const response = await stream(new Request(`http://localhost/api/thread/stream?ticket=${encodeURIComponent(ticket)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const sentAt = Date.now();
    setTimeout(() => void postJson(sendMessage, "/api/thread/messages", { token, as: "homeowner", body: "second" }), 200);
    const entries = await readEntries(response.body!, (seen) => seen.length >= 2, 3_000);
    expect(entries.map((entry) => entry.body)).toEqual(["first", "second"]);
    expect(Date.now() - sentAt).toBeLessThan(3_000);
  });

  it("resumes after Last-Event-ID, so a reconnect neither repeats nor misses an entry", async () => {
    const { token } = await newBooking();
    const ids: number[] = [];
    for (const body of ["a", "b", "c"]) {
      const response = await postJson(sendMessage, "/api/thread/messages", { token, as: "homeowner", body });
      ids.push(((await response.json()) as { entry: { id: number } }).entry.id);
    }
    const { ticket } = (await (await postJson(ticketRoute, "/api/thread/ticket", { token, as: "homeowner" })).json()) as { ticket: string };
    const request = new Request(`http://localhost/api/thread/stream?ticket=${encodeURIComponent(ticket)}`, { headers: { "Last-Event-ID": String(ids[0]) } });
    expect(resumeAfter(request)).toBe(ids[0]);
    const entries = await readEntries((await stream(request)).body!, (seen) => seen.length >= 2, 2_000);
    expect(entries.map((entry) => entry.body)).toEqual(["b", "c"]);
  });

  it("refuses a missing, tampered or expired ticket with 403", async () => {
    const { id } = await newBooking();
    const prisma = db().prisma;
    const ticket = await issueTicket(prisma, { appointmentId: id, side: "pro" });
    expect(await verifyTicket(prisma, ticket)).toEqual({ appointmentId: id, side: "pro" });
    const tampered = ticket.replace(`${id}.pro`, `${id + 1}.pro`);
    expect(await verifyTicket(prisma, tampered)).toBeNull();
    expect(await verifyTicket(prisma, ticket, Date.now() + (TICKET_TTL_SECONDS + 1) * 1000)).toBeNull();
    for (const url of ["/api/thread/stream", `/api/thread/stream?ticket=${encodeURIComponent(tampered)}`]) {
      const response = await stream(new Request(`http://localhost${url}`));
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/ticket/);
    }
  });

  it("closes the stream by itself after its time limit", async () => {
    const { id } = await newBooking();
    const body = threadEventStream({ prisma: db().prisma, appointmentId: id, after: 0, hub: new MemoryThreadHub(), maxMs: 100 });
    const reader = body.getReader();
    let finished = false;
    const deadline = Date.now() + 2_000;
    while (!finished && Date.now() < deadline) finished = (await reader.read()).done;
    expect(finished).toBe(true);
  });
});

describe("thread signals through Redis pub/sub", () => {
  it("reaches a stream listening on another instance", async () => {
    const publisher = new RedisThreadHub(REDIS_URL);
    const listener = new RedisThreadHub(REDIS_URL);
    try {
      await Promise.all([publisher.ready(), listener.ready()]);
      const id = 900_000 + Math.floor(Math.random() * 1000);
      const heard = new Promise<void>((resolve) => listener.subscribe(id, resolve));
      // SUBSCRIBE is asynchronous: publish until the listener hears one.
      const timer = setInterval(() => void publisher.publish(id), 50);
      await Promise.race([heard, new Promise((_, reject) => setTimeout(() => reject(new Error("no signal within 3 s")), 3_000))]).finally(() =>
        clearInterval(timer),
      );
    } finally {
      await publisher.close();
      await listener.close();
    }
  });
});
