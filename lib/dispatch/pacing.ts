import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

export interface PacingOptions {
  /** The share of time the event loop may be busy for the server to count as having room (0 to 1). */
  busyAbove?: number;
  /** How long each look at the event loop lasts. */
  sampleMs?: number;
  /** The longest a pass waits: a saturated server still delivers a pass this often. */
  maxWaitMs?: number;
}

const DEFAULTS: Required<PacingOptions> = { busyAbove: 0.75, sampleMs: 25, maxWaitMs: 1000 };
/**
 * Deliveries in a pass that did not find room. It must keep pace with the bookings a saturated server takes (each
 * makes three deliveries): a trickle of 10 every 2 s let the 200-client load test's deliveries fall 30 to 50 s
 * behind (issue 25). A saturated server waits at most 1 s between passes: with the sends' I/O on the send thread
 * (./send-thread.ts) a pass costs this loop its three statements and the composing of its emails. Passes every
 * 250 ms kept delivery at 4 to 8 s but took bookings over their 3-s p99; every second keeps both bars
 * (docs/performance-load.md).
 */
export const SATURATED_BATCH_SIZE = 500;

/**
 * Bookings before deliveries: waits until the web server's event loop has been busy less than `busyAbove` of a
 * `sampleMs` window (true), or `maxWaitMs` has passed (false). The after-response relay calls it before each pass
 * (`paceAfterResponse`), so while requests keep this process saturated it delivers a bounded pass at least every second and
 * catches up as soon as the load drops; the worker and the cron route do not pace. Measured: relaying
 * at full speed beside saturating traffic cost bookings 1.6 to 1.8 times their p99 when every send took its own turn
 * of the loop, and a pass of 50 every 2 s (about 45 ms of CPU: the emails' MIME, .ics and file writes) cost 7% of
 * their throughput.
 * Hand-written over Node's event-loop utilization (the figure @fastify/under-pressure reads), because those
 * libraries answer requests with 503 under pressure, and here nothing is refused: only the background work waits.
 */
export async function waitForRoom(options: PacingOptions = {}): Promise<boolean> {
  const { busyAbove, sampleMs, maxWaitMs } = { ...DEFAULTS, ...options };
  const deadline = performance.now() + maxWaitMs;
  while (performance.now() < deadline) {
    const before = performance.eventLoopUtilization();
    await sleep(Math.min(sampleMs, Math.max(1, deadline - performance.now())));
    if (performance.eventLoopUtilization(before).utilization < busyAbove) return true;
  }
  return false;
}

/** The after-response relay's `beforePass`: a full pass once there is room, a bounded one when there was none. */
export async function paceAfterResponse(): Promise<{ batchSize?: number }> {
  return (await waitForRoom()) ? {} : { batchSize: SATURATED_BATCH_SIZE };
}
