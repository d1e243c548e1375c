import { afterEach, describe, expect, it } from "@jest/globals";
import { createAppointment, insertAppointmentWithEvent } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import { consoleUrl, snapshotOf } from "@/lib/booking/snapshot";
import type { BackoffPolicy } from "@/lib/dispatch/backoff";
import type { DispatchChannel } from "@/lib/dispatch/channel";
import { relayOnce, relayUntilIdle, retryDelivery } from "@/lib/dispatch/relay";
import { createWebhookChannel, GONE_MESSAGE } from "@/lib/dispatch/webhook";
import { openDatabase } from "@/lib/db/open";
import type { PrismaClient } from "@/lib/db/generated/client";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET, unusedPort } from "../support/webhook-receiver";

const FAST: BackoffPolicy = { baseMs: 1, maxMs: 5, maxAttempts: 6 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function book(prisma: PrismaClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const request = bookingRequestSchema.parse({ ...validAppointmentBody, timeZone: "America/Chicago", ...overrides });
  return (await createAppointment(prisma, request, null)).id;
}

function webhookOnly(prisma: PrismaClient, url: string, timeoutMs = 2000): DispatchChannel[] {
  return [createWebhookChannel({ url, secret: TEST_WEBHOOK_SECRET, prisma, timeoutMs })];
}

/** Runs passes (waiting out the tiny backoff) until nothing is pending or `passes` is reached. */
async function relayUntilSettled(prisma: PrismaClient, channels: DispatchChannel[], passes = 20, backoff = FAST) {
  for (let pass = 0; pass < passes; pass++) {
    await relayUntilIdle({ prisma, channels, backoff });
    const pending = await prisma.outboxDelivery.count({ where: { channel: "webhook", status: "pending" } });
    if (pending === 0) return;
    await sleep(10);
  }
}

describe.each(TEST_DB_KINDS)("dispatch webhook channel (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (closers.length) await closers.pop()!();
    await db().prisma.outboxEvent.deleteMany();
    await db().prisma.webhookEndpointState.deleteMany();
  });

  it("writes the appointment and its appointment.created event in one statement, with deliveries for every channel", async () => {
    const startedAt = Date.now();
    const id = await book(db().prisma, { location: { lat: 30.27, lng: -97.74, label: "Austin, TX" } });
    const events = await db().prisma.outboxEvent.findMany({ where: { appointmentId: id }, include: { deliveries: true } });
    expect(events).toHaveLength(1);
    // The payload, written before the database assigned the id, is exactly the snapshot of the stored row.
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(events[0].payload).toEqual({ appointment: snapshotOf(stored), consoleUrl: consoleUrl(id), photos: [] });
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(stored.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(stored.locationLat).toBe(30.27);
    // Due at once.
    for (const delivery of events[0].deliveries) expect(delivery.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(events[0].type).toBe("appointment.created");
    expect(events[0].id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(events[0].deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "email:operator", "webhook"]);
    // The booking link rides only on the homeowner email's delivery; the pro's job link on the webhook's and the operator's.
    const secrets = Object.fromEntries(events[0].deliveries.map((delivery) => [delivery.channel, delivery.secret]));
    expect(secrets["email:homeowner"]).toEqual({ manageUrl: expect.stringMatching(/\/appointments\/[A-Za-z0-9_-]{43}$/) });
    const proLink = { proUrl: expect.stringMatching(/\/jobs\/[A-Za-z0-9_-]{43}$/) };
    expect(secrets.webhook).toEqual(proLink);
    expect(secrets["email:operator"]).toEqual(proLink);
    expect(secrets.webhook).toEqual(secrets["email:operator"]);
  });

  it("stores no appointment when its event cannot be written", async () => {
    const before = await db().prisma.appointment.count();
    const eventsBefore = await db().prisma.outboxEvent.count();
    // The same channel twice breaks the deliveries' unique (eventId, channel) index in the statement's last part.
    const row = {
      name: "Dana Rivers",
      email: "dana@example.com",
      phone: "555-0100",
      category: "plumbing",
      preferredDate: new Date("2030-01-01T06:00:00.000Z"),
      timeFrame: "8-12" as const,
      timeZone: null,
      locationLat: null,
      locationLng: null,
      locationLabel: null,
      issue: null,
      problemDescription: "",
      diagnosticHistory: [],
      idempotencyKey: "rollback-probe",
      requestFingerprint: "x",
      manageTokenHash: null,
    };
    await expect(insertAppointmentWithEvent(db().prisma, row, { channels: ["webhook", "webhook"] })).rejects.toThrow(/unique/i);
    expect(await db().prisma.appointment.count()).toBe(before);
    expect(await db().prisma.outboxEvent.count()).toBe(eventsBefore);
    // The same row with a valid channel list goes in, with its event and deliveries.
    const id = await insertAppointmentWithEvent(db().prisma, row, { channels: ["webhook", "email:operator"] });
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id }, include: { deliveries: true } });
    expect(event.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:operator", "webhook"]);
  });

  it("delivers a signed body with the appointment, its time zone and the console link", async () => {
    const receiver = await startWebhookReceiver();
    closers.push(receiver.close);
    const id = await book(db().prisma);
    await relayUntilSettled(db().prisma, webhookOnly(db().prisma, receiver.url));
    expect(receiver.unverified).toEqual([]);
    expect(receiver.received).toHaveLength(1);
    const { body, id: webhookId } = receiver.received[0];
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id } });
    expect(webhookId).toBe(event.id);
    expect(body.type).toBe("appointment.created");
    expect(body.data).toMatchObject({
      appointment: {
        id,
        status: "requested",
        name: "Dana Homeowner",
        email: "dana@example.com",
        category: "plumbing",
        issue: "Leaky Faucet",
        problemId: "leaky-faucet",
        timeFrame: "8-12",
        timeZone: "America/Chicago",
        assignedContractor: null,
        diagnosticHistory: validAppointmentBody.diagnosticHistory,
      },
      consoleUrl: expect.stringMatching(new RegExp(`/operator/appointments/${id}$`)),
    });
    const delivery = await db().prisma.outboxDelivery.findFirstOrThrow({ where: { eventId: event.id, channel: "webhook" } });
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, lastStatus: 204, claimToken: null });
  });

  it("carries the homeowner's note for the pro as noteForPro, apart from problemDescription, and the problem's id beside its title", async () => {
    const receiver = await startWebhookReceiver();
    closers.push(receiver.close);
    await book(db().prisma, { noteForPro: "Dog in the yard; please call first." });
    await relayUntilSettled(db().prisma, webhookOnly(db().prisma, receiver.url));
    const { appointment } = receiver.received[0].body.data as {
      appointment: { problemDescription: string; noteForPro: string | null; issue: string; problemId: string; category: string };
    };
    expect(appointment.problemDescription).toBe("AI: Please select from the following residential plumbing problems:\nUser: Leaky Faucet");
    expect(appointment.noteForPro).toBe("Dog in the yard; please call first.");
    expect(appointment).toMatchObject({ category: "plumbing", issue: "Leaky Faucet", problemId: "leaky-faucet" });
  });

  it("keeps one webhook-id across retries while the receiver refuses, hangs, then answers 500, and delivers each event once", async () => {
    const port = await unusedPort();
    const url = `http://127.0.0.1:${port}/hooks/dispatch`;
    const ids = [await book(db().prisma), await book(db().prisma, { name: "Second Homeowner" })];
    const channels = webhookOnly(db().prisma, url, 300);
    // 1. Nobody listens: connection refused.
    await relayOnce({ prisma: db().prisma, channels, backoff: FAST });
    const deliveries = await db().prisma.outboxDelivery.findMany({ where: { channel: "webhook" } });
    expect(deliveries.every((delivery) => delivery.status === "pending" && delivery.attempts === 1)).toBe(true);
    expect(deliveries[0].lastError).toMatch(/ECONNREFUSED|Connection failed|fetch failed/);
    // 2. The receiver comes up on that port but hangs on the first request of each event, then answers 500, then 200.
    const receiver = await startWebhookReceiver((_request, attempt) => (attempt === 1 ? "hang" : attempt === 2 ? 500 : 200), port);
    closers.push(receiver.close);
    await relayUntilSettled(db().prisma, channels);
    expect(receiver.unverified).toEqual([]);
    const events = await db().prisma.outboxEvent.findMany({ where: { appointmentId: { in: ids } } });
    const counts = receiver.deliveredCounts();
    expect([...counts.keys()].sort()).toEqual(events.map((event) => event.id).sort());
    expect([...counts.values()]).toEqual([1, 1]);
    // Every request for an event carried that event's id: three each (hang, 500, 200).
    for (const event of events) expect(receiver.received.filter((item) => item.id === event.id)).toHaveLength(3);
    const settled = await db().prisma.outboxDelivery.findMany({ where: { channel: "webhook" }, include: { log: { orderBy: { id: "asc" } } } });
    for (const delivery of settled) {
      expect(delivery).toMatchObject({ status: "delivered", attempts: 4, lastStatus: 200 });
      expect(delivery.log.map((attempt) => attempt.ok)).toEqual([false, false, false, true]);
      expect(delivery.log.map((attempt) => attempt.statusCode)).toEqual([null, null, 500, 200]);
      expect(delivery.log[1].error).toMatch(/No answer within 0.3 s/);
    }
  });

  it("dead-letters after the attempt limit, keeps it visible, and delivers it after retry now", async () => {
    let healthy = false;
    const receiver = await startWebhookReceiver(() => (healthy ? 200 : 503));
    closers.push(receiver.close);
    await book(db().prisma);
    const channels = webhookOnly(db().prisma, receiver.url);
    await relayUntilSettled(db().prisma, channels, 20, { baseMs: 1, maxMs: 2, maxAttempts: 3 });
    const dead = await db().prisma.outboxDelivery.findFirstOrThrow({ where: { channel: "webhook" }, include: { log: { orderBy: { id: "asc" } } } });
    expect(dead).toMatchObject({ status: "dead", attempts: 3, lastStatus: 503, lastError: "HTTP 503" });
    expect(dead.log).toHaveLength(3);
    expect(dead.log[2].nextAttemptAt).toBeNull();
    // Nothing more is tried on its own.
    await relayUntilIdle({ prisma: db().prisma, channels, backoff: FAST });
    expect(receiver.received).toHaveLength(3);
    healthy = true;
    expect(await retryDelivery(db().prisma, dead.id)).toBe(true);
    expect(await retryDelivery(db().prisma, dead.id)).toBe(false);
    await relayUntilSettled(db().prisma, channels);
    expect(await db().prisma.outboxDelivery.findUniqueOrThrow({ where: { id: dead.id } })).toMatchObject({ status: "delivered" });
    expect(new Set(receiver.received.map((item) => item.id)).size).toBe(1);
  });

  it("stops sending to a URL that answered 410 Gone and records why", async () => {
    const receiver = await startWebhookReceiver(() => 410);
    closers.push(receiver.close);
    await book(db().prisma);
    const channels = webhookOnly(db().prisma, receiver.url);
    await relayUntilSettled(db().prisma, channels);
    await book(db().prisma);
    await relayUntilSettled(db().prisma, channels);
    expect(receiver.received).toHaveLength(1);
    const deliveries = await db().prisma.outboxDelivery.findMany({ where: { channel: "webhook" }, orderBy: { id: "asc" } });
    expect(deliveries.map((delivery) => [delivery.status, delivery.attempts, delivery.lastError])).toEqual([
      ["dead", 1, GONE_MESSAGE],
      ["dead", 1, GONE_MESSAGE],
    ]);
    expect(await db().prisma.webhookEndpointState.findUnique({ where: { url: receiver.url } })).not.toBeNull();
  });

  it("resends with the same webhook-id when a relay dies between sending and recording", async () => {
    const receiver = await startWebhookReceiver(() => 200);
    closers.push(receiver.close);
    await book(db().prisma);
    const real = webhookOnly(db().prisma, receiver.url)[0];
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    // The first relay sends, then never gets to record (as if killed), and its claim lapses.
    const dying: DispatchChannel = {
      name: "webhook",
      send: async (event) => {
        const outcome = await real.send(event);
        await stuck;
        return outcome;
      },
    };
    const first = relayOnce({ prisma: db().prisma, channels: [dying], leaseMs: 200, backoff: FAST });
    while (receiver.received.length === 0) await sleep(10);
    await sleep(300);
    await relayOnce({ prisma: db().prisma, channels: [real], backoff: FAST });
    expect(receiver.received.map((item) => item.id)).toEqual([receiver.received[0].id, receiver.received[0].id]);
    // The first relay wakes up: its claim is gone, so it records nothing over the second relay's outcome.
    release();
    await first;
    const delivery = await db().prisma.outboxDelivery.findFirstOrThrow({ where: { channel: "webhook" }, include: { log: true } });
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2 });
    expect(delivery.log).toHaveLength(1);
  });

  if (kind === "postgres") {
    it("never has one event in flight twice with two relays on separate connections", async () => {
      const receiver = await startWebhookReceiver(async () => {
        await sleep(15);
        return 200;
      });
      closers.push(receiver.close);
      const second = await openDatabase(db().config, { migrate: false });
      closers.push(second.close);
      for (let index = 0; index < 40; index++) await book(db().prisma, { name: `Homeowner ${index}` });
      await Promise.all([
        relayUntilIdle({ prisma: db().prisma, channels: webhookOnly(db().prisma, receiver.url), batchSize: 5, backoff: FAST }),
        relayUntilIdle({ prisma: second.prisma, channels: webhookOnly(second.prisma, receiver.url), batchSize: 5, backoff: FAST }),
      ]);
      expect(receiver.overlaps).toBe(0);
      expect(receiver.received).toHaveLength(40);
      expect(new Set(receiver.received.map((item) => item.id)).size).toBe(40);
      expect(await db().prisma.outboxDelivery.count({ where: { channel: "webhook", status: "delivered", attempts: 1 } })).toBe(40);
    }, 30_000);
  }
});
