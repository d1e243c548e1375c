import { describe, expect, it } from "@jest/globals";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import type { DispatchChannel, OutgoingEvent } from "@/lib/dispatch/channel";
import { dispatchDue, relayOnce, requestDispatch } from "@/lib/dispatch";
import { validAppointmentBody } from "../support/appointment-fixture";
import { useTestDatabase } from "../support/db";

/**
 * A webhook stand-in that groups its sends by relay pass: the relay calls `beforePass` at the start of each one.
 * With `held`, every send waits until `release()`.
 */
function passRecordingChannel({ held = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const rounds: number[][] = [];
  const channel: DispatchChannel = {
    name: "webhook",
    async send(event: OutgoingEvent) {
      rounds.at(-1)!.push(event.payload.appointment!.id);
      await gate;
      return { ok: true, statusCode: 204 };
    },
  };
  const beforePass = async () => {
    rounds.push([]);
  };
  // A pass that found nothing due sent nothing.
  const passes = () => rounds.filter((round) => round.length > 0);
  const firstPassStarted = async () => {
    for (let waited = 0; passes().length === 0 && waited < 5000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { channel, beforePass, passes, firstPassStarted, release: () => release() };
}

describe("dispatchDue (the in-process relay the after-response hook and the cron route share)", () => {
  const db = useTestDatabase("pglite", { seed: false });
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

  it("starts each send of a pass on its own turn of the event loop, so requests are served between them", async () => {
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
        return { ok: true, statusCode: 204 };
      },
    };
    const result = await relayOnce({ prisma: db().prisma, channels: [channel] });
    expect(result.delivered).toBe(3);
    expect(seen).toEqual([0, 1, 2]);
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
