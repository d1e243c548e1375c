import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { RELAY_LOOP_SHARE, SEND_SLICE_MS, type ClaimReport, type PassSettings } from "./relay";

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
 * (`createAfterResponsePacing`), so while requests keep this process saturated it delivers a bounded pass at least every second and
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

/**
 * Catch-up: bookings before deliveries holds for a burst, but a saturated server that accepts bookings faster than
 * bounded passes deliver them grows the queue without end (issue 34: at 85 bookings a second, passes of 500 a second
 * apart, each with 20-ms slices of sending, left delivery p99 at 12 to 15 s). So the relay's share follows how late
 * it runs: while the oldest delivery it claimed was due less than CATCH_UP_AFTER_MS ago nothing changes; past that,
 * by the factor it is late (up to MAX_CATCH_UP), passes are that much larger, come that much sooner, and their sends
 * may take that much longer slices and a larger share of the loop (up to MAX_LOOP_SHARE). A sustained rate thus
 * settles where delivery keeps pace, a few seconds behind, and bookings give up only what that takes.
 */
export const CATCH_UP_AFTER_MS = 2000;
export const MAX_CATCH_UP = 8;
/** At most half the loop: requests always keep the other half. */
export const MAX_LOOP_SHARE = 0.5;
/** A saturated server's longest wait before a pass, and the shortest it comes down to while catching up. */
export const SATURATED_WAIT_MS = 1000;
export const MIN_SATURATED_WAIT_MS = 125;

/** How far behind the relay runs, as a factor from 1 (in time) to MAX_CATCH_UP. */
export function catchUpFactor(lateMs: number): number {
  return Math.min(MAX_CATCH_UP, Math.max(1, lateMs / CATCH_UP_AFTER_MS));
}

/** A pass on a saturated server, `factor` behind: the bounded batch of before when in time. */
export function saturatedPass(factor: number): PassSettings {
  if (factor <= 1) return { batchSize: SATURATED_BATCH_SIZE };
  return {
    batchSize: Math.round(SATURATED_BATCH_SIZE * factor),
    sliceMs: SEND_SLICE_MS * factor,
    loopShare: Math.min(MAX_LOOP_SHARE, RELAY_LOOP_SHARE * factor),
  };
}

export interface AfterResponsePacing {
  /** The relay's `beforePass`: waits for room (less long when behind) and sizes the pass. */
  beforePass(): Promise<PassSettings>;
  /** The relay's `onClaimed`: remembers how late the last claim ran. */
  onClaimed(claim: ClaimReport): void;
}

/**
 * Bookings before deliveries, within the catch-up above: a full pass once there is room (a saturated-size one when
 * behind), a bounded one when there was none.
 */
export function createAfterResponsePacing(options: PacingOptions = {}, state: { lateMs: number } = { lateMs: 0 }): AfterResponsePacing {
  return {
    async beforePass() {
      const factor = catchUpFactor(state.lateMs);
      const maxWaitMs = Math.max(MIN_SATURATED_WAIT_MS, (options.maxWaitMs ?? SATURATED_WAIT_MS) / factor);
      if (await waitForRoom({ ...options, maxWaitMs })) return factor > 1 ? { batchSize: SATURATED_BATCH_SIZE } : {};
      return saturatedPass(factor);
    },
    onClaimed(claim) {
      state.lateMs = claim.lateMs;
    },
  };
}

// On globalThis, like the relay's own state (./index.ts): each route's bundle may hold its own copy of this module,
// and whichever route starts the relay, the pacing must know how late the last pass ran.
const shared = globalThis as typeof globalThis & { __fixpilotPacing?: { lateMs: number } };

/** This process's after-response pacing (one relay runs at a time per process: lib/dispatch/index.ts). */
export const afterResponsePacing = createAfterResponsePacing({}, (shared.__fixpilotPacing ??= { lateMs: 0 }));
