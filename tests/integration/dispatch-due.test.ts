import { describe, expect, it } from "@jest/globals";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import type { DispatchChannel, OutgoingEvent } from "@/lib/dispatch/channel";
import { dispatchDue } from "@/lib/dispatch";
import { validAppointmentBody } from "../support/appointment-fixture";
import { useTestDatabase } from "../support/db";

/** A webhook stand-in that groups its sends by relay pass: one pass starts all its sends in one synchronous loop. */
function passRecordingChannel(gate: Promise<unknown> = Promise.resolve()) {
  const passes: number[][] = [];
  let current: number[] | undefined;
  const channel: DispatchChannel = {
    name: "webhook",
    async send(event: OutgoingEvent) {
      if (!current) {
        current = [];
        passes.push(current);
        setImmediate(() => (current = undefined));
      }
      current.push(event.payload.appointment!.id);
      await gate;
      return { ok: true, statusCode: 204 };
    },
  };
  return { channel, passes };
}

describe("dispatchDue (the in-process relay the after-response hook and the cron route share)", () => {
  const db = useTestDatabase("pglite", { seed: false });
  const book = async () => (await createAppointment(db().prisma, bookingRequestSchema.parse(validAppointmentBody), null)).id;

  it("starts at once, and a call made while it runs joins it and brings one more round", async () => {
    let release!: () => void;
    const { channel, passes } = passRecordingChannel(new Promise<void>((resolve) => (release = resolve)));
    const first = await book();
    const running = dispatchDue(db().prisma, { channels: [channel] });
    // The first round is sending (held at the gate) when this booking lands.
    for (let waited = 0; passes.length === 0 && waited < 5000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(passes).toHaveLength(1);
    const second = await book();
    expect(dispatchDue(db().prisma, { channels: [channel] })).toBe(running);
    release();
    const result = await running;
    expect(result.delivered).toBe(2);
    expect(passes).toEqual([[first], [second]]);
  });
});
