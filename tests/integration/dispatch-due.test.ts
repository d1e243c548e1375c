import { describe, expect, it } from "@jest/globals";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import type { DispatchChannel, OutgoingEvent } from "@/lib/dispatch/channel";
import { dispatchDue, relayOnce, requestDispatch } from "@/lib/dispatch";
import { SEND_SLICE_MIN_MS, SEND_SLICE_MS, sliceBudgetMs } from "@/lib/dispatch/relay";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

/**
 * A webhook stand-in that groups its sends by relay pass: the relay calls `beforePass` at the start of each one.
 * With `held`, every send waits until `release()`.
 */
function passRecordingChannel({ held = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const rounds: number[][] = [];
  let firstSend = () => {};
  const firstSent = new Promise<void>((resolve) => (firstSend = resolve));
  const channel: DispatchChannel = {
    name: "webhook",
    async send(event: OutgoingEvent) {
      rounds.at(-1)!.push(event.payload.appointment!.id);
      firstSend();
      await gate;
      return { ok: true, statusCode: 204 };
    },
  };
  const beforePass = async () => {
    rounds.push([]);
  };
  // A pass that found nothing due sent nothing.
  const passes = () => rounds.filter((round) => round.length > 0);
  // The first send of the first pass, awaited as an event rather than polled.
  const firstPassStarted = () => firstSent;
  return { channel, beforePass, passes, firstPassStarted, release: () => release() };
}

/** Holds the event loop for `ms`, as composing an email does. */
function burnCpu(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // CPU work standing in for MIME and .ics.
  }
}

describe.each(TEST_DB_KINDS)("dispatchDue (the in-process relay the after-response hook and the cron route share) (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const book = async () => (await createAppointment(db().prisma, bookingRequestSchema.parse(validAppointmentBody), null)).id;

  it("starts at once, and a call made while it runs joins it and brings one more round", async () => {
    const { channel, beforePass, passes, firstPassStarted, release } = passRecordingChannel({ held: true });
    const first = await book();
    const running = dispatchDue(db().prisma, { channels: [channel], beforePass });
    // The first round is sending (held at the gate) when this booking lands.
    await firstPassStarted();
    expect(passes()).toHaveLength(1);
    const second = await book();
    expect(dispatchDue(db().prisma, { channels: [channel] })).toBe(running);
    release();
    const result = await running;
    expect(result.delivered).toBe(2);
    expect(passes()).toEqual([[first], [second]]);
  });

  it("requestDispatch: a call made while the relay runs returns at once, and the relay delivers its booking in one more round", async () => {
    const { channel, beforePass, passes, firstPassStarted, release } = passRecordingChannel({ held: true });
    const first = await book();
    const running = requestDispatch(db().prisma, { channels: [channel], beforePass });
    await firstPassStarted();
    const second = await book();
    // Resolves while the first pass is still held at the gate.
    await expect(requestDispatch(db().prisma, { channels: [channel] })).resolves.toBeNull();
    release();
    expect((await running)?.delivered).toBe(2);
    expect(passes()).toEqual([[first], [second]]);
  });

  it("lets a turn of the event loop pass once the sends have used their slice of CPU, so requests are served between them", async () => {
    await book();
    await book();
    await book();
    let turns = 0;
    const seen: number[] = [];
    const channel: DispatchChannel = {
      name: "webhook",
      async send() {
        // What a request arriving now would need: one turn of the loop (an immediate) before the next send starts.
        seen.push(turns);
        setImmediate(() => turns++);
        // Composing this one takes a whole slice of CPU, as a large email might.
        burnCpu(SEND_SLICE_MS);
        return { ok: true, statusCode: 204 };
      },
    };
    const result = await relayOnce({ prisma: db().prisma, channels: [channel] });
    expect(result.delivered).toBe(3);
    expect(seen).toEqual([0, 1, 2]);
  });

  it("takes a quarter of a busy loop: short turns of other work get small slices, not the whole 20 ms", async () => {
    const count = 24;
    for (let index = 0; index < count; index++) await book();
    // Requests standing in: each turn of the loop, 6 ms of other work, so a slice may use about 2 ms.
    const requestTurnsAt: number[] = [];
    let serving = true;
    const serve = () => {
      if (!serving) return;
      requestTurnsAt.push(performance.now());
      burnCpu(6);
      setImmediate(serve);
    };
    setImmediate(serve);
    const sends: { turn: number; at: number }[] = [];
    const channel: DispatchChannel = {
      name: "webhook",
      async send() {
        sends.push({ turn: requestTurnsAt.length, at: performance.now() });
        burnCpu(1);
        return { ok: true, statusCode: 204 };
      },
    };
    try {
      expect((await relayOnce({ prisma: db().prisma, channels: [channel], batchSize: count })).delivered).toBe(count);
    } finally {
      serving = false;
    }
    const sendsPerTurn = new Map<number, number>();
    for (const { turn } of sends) sendsPerTurn.set(turn, (sendsPerTurn.get(turn) ?? 0) + 1);
    const mostInOneTurn = Math.max(...sendsPerTurn.values());
    // The slice follows what the relay waited, which a busy machine stretches (a test runner beside it can hold this
    // process off a core for tens of milliseconds); that wait lies between two turns of the requests, so the longest
    // gap between them while the pass sent bounds it. With the fixed 20-ms slice the first turn took twenty sends and
    // the bound from its 26-ms gap was 11.
    const firstSend = sends[0].at;
    const lastSend = sends.at(-1)!.at;
    const gaps = requestTurnsAt.slice(1).flatMap((at, index) => (at >= firstSend && requestTurnsAt[index] <= lastSend ? [at - requestTurnsAt[index]] : []));
    expect(mostInOneTurn).toBeLessThanOrEqual(Math.ceil(sliceBudgetMs(Math.max(0, ...gaps))) + 2);
    expect(mostInOneTurn).toBeLessThan(count);
    expect(sendsPerTurn.size).toBeGreaterThan(2);
  });

  it("sizes a slice from the turn it waited: a third of the others' time, from SEND_SLICE_MIN_MS to SEND_SLICE_MS", () => {
    expect(sliceBudgetMs(0)).toBe(SEND_SLICE_MIN_MS);
    expect(sliceBudgetMs(15)).toBeCloseTo(5);
    expect(sliceBudgetMs(300)).toBe(SEND_SLICE_MS);
  });

  it("gives a relay that is catching up the longer slice and larger share it asks for", () => {
    expect(sliceBudgetMs(300, 4 * SEND_SLICE_MS, 0.5)).toBe(4 * SEND_SLICE_MS);
    expect(sliceBudgetMs(30, 4 * SEND_SLICE_MS, 0.5)).toBeCloseTo(30);
    expect(sliceBudgetMs(0, 4 * SEND_SLICE_MS, 0.5)).toBe(SEND_SLICE_MIN_MS);
  });

  it("tells onClaimed how many deliveries a pass claimed and how late the oldest was", async () => {
    const id = await book();
    // Due ten seconds ago, as under a backlog.
    await db().prisma.outboxDelivery.updateMany({ where: { event: { appointmentId: id } }, data: { nextAttemptAt: new Date(Date.now() - 10_000) } });
    const channel: DispatchChannel = { name: "webhook", send: async () => ({ ok: true, statusCode: 204 }) };
    const claims: { claimed: number; batchSize: number; lateMs: number }[] = [];
    const result = await relayOnce({ prisma: db().prisma, channels: [channel], batchSize: 7, onClaimed: (claim) => claims.push(claim) });
    expect(result.delivered).toBe(1);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ claimed: 1, batchSize: 7 });
    expect(claims[0].lateMs).toBeGreaterThanOrEqual(9_000);
    expect(claims[0].lateMs).toBeLessThan(60_000);
    await relayOnce({ prisma: db().prisma, channels: [channel], onClaimed: (claim) => claims.push(claim) });
    expect(claims[1]).toMatchObject({ claimed: 0, lateMs: 0 });
  });

  it("starts cheap sends without waiting a turn for each, but never more than the bound at once", async () => {
    const bound = 4;
    const count = bound + 3;
    for (let index = 0; index < count; index++) await book();
    let turns = 0;
    const seen: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let allStarted = () => {};
    const firstWaveStarted = new Promise<void>((resolve) => (allStarted = resolve));
    const channel: DispatchChannel = {
      name: "webhook",
      async send() {
        seen.push(turns);
        if (seen.length === bound) allStarted();
        setImmediate(() => turns++);
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await gate;
        inFlight--;
        return { ok: true, statusCode: 204 };
      },
    };
    const relaying = relayOnce({ prisma: db().prisma, channels: [channel], batchSize: count, sendConcurrency: bound });
    // The first `bound` start before any of them finishes, sharing turns rather than each waiting for one (a send
    // per turn would read [0, 1, 2, 3]); the rest wait for one of them to finish. Not "all in turn 0": the first
    // slice's budget is SEND_SLICE_MIN_MS (2 ms), and on a loaded machine the OS can stop the process for longer
    // than that in the middle of the first send, which rightly pushes the others into the next turn.
    await firstWaveStarted;
    expect(seen).toHaveLength(bound);
    expect(new Set(seen).size).toBeLessThan(bound);
    expect(inFlight).toBe(bound);
    release();
    const result = await relaying;
    expect(result.delivered).toBe(count);
    expect(mostInFlight).toBe(bound);
  });

  it("runs each pass with the settings beforePass answers (the small batch of a saturated server)", async () => {
    const booked = [await book(), await book(), await book()];
    const { channel, beforePass, passes } = passRecordingChannel();
    const result = await dispatchDue(db().prisma, {
      channels: [channel],
      beforePass: async () => {
        await beforePass();
        return { batchSize: 2 };
      },
    });
    expect(result.delivered).toBe(3);
    expect(passes()).toEqual([booked.slice(0, 2), booked.slice(2)]);
  });
});
