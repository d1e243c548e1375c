import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { performance, type EventLoopUtilization } from "node:perf_hooks";

/**
 * Bookings before reads on a saturated server (issue 34). One Node process serves every request on one event loop,
 * and each request in flight takes its turns of it. When pages, searches and bookings arrive faster than the loop can
 * serve them, a booking shares the loop with every read in flight, so its reply waits behind all of them
 * (docs/performance-load.md: booking p99 over 3 s on a slow host, with 80 page and 60 search clients beside 60
 * booking ones). While the loop is saturated the gate lets at most `floor` reads (GET and HEAD: pages and API
 * searches) run at once and holds the rest, in order of arrival, until one ends. Writes (a booking, a chat message, a
 * photo) never wait. A held read costs its parsed request and nothing of the loop, so reads are served as fast as the
 * CPU allows either way, and a booking shares the loop with `floor` reads instead of a hundred.
 *
 * Only while saturated: reads that wait on something else (Places or YouTube over the network, a slow query) leave
 * the loop idle, and the limit then doubles every sample until nothing waits, so a process whose reads are slow but
 * cheap is never held to `floor` of them.
 *
 * Hand-written: the admission-control packages for Node (under-pressure, toobusy-js, overload-protection) shed load
 * with 503 once the loop lags; none queues one kind of request behind another. It sits under Next.js's own handler
 * as a patch of http.Server's "request" event (as lib/server/forwarded-for.cjs does), since a custom server would
 * replace Next's standalone server.js.
 */

/** The reads one saturated process runs at once, unless SATURATED_READ_CONCURRENCY says otherwise (0: no gate). */
export const DEFAULT_SATURATED_READ_CONCURRENCY = 8;
/** The loop counts as saturated when it was busy for this share of the last sample. */
export const SATURATED_UTILIZATION = 0.9;
export const SAMPLE_MS = 100;
/** The limit while the loop has room: high enough never to hold a read back. */
export const MAX_LIMIT = 4096;
/**
 * A read holds its place at most this long: one that streams for longer (a page waiting on the database, say) lets
 * the next one start, so a few slow reads never hold every other read back.
 */
export const READ_LEASE_MS = 10_000;

export interface ReadGate {
  /**
   * Runs start now or once a place is free, in order of arrival; the place's end() frees it (once, whichever of end()
   * and the lease comes first). A waiter whose abandoned() is true when its turn comes is skipped.
   */
  enter(start: () => void, abandoned: () => boolean): { end(): void };
  /** How many may run at once from now; a higher limit starts waiters at once. */
  setLimit(limit: number): void;
  readonly limit: number;
  readonly active: number;
  readonly waiting: number;
}

interface Place {
  /** False when the place already ended (its client hung up while it waited). */
  begin(): boolean;
  end(): void;
}

interface Waiter {
  start: () => void;
  abandoned: () => boolean;
  place: Place;
}

export function createReadGate({ limit: initial, leaseMs = READ_LEASE_MS }: { limit: number; leaseMs?: number }): ReadGate {
  let limit = initial;
  let active = 0;
  const queue: Waiter[] = [];
  let head = 0;

  function newPlace(): Place {
    let lease: ReturnType<typeof setTimeout> | undefined;
    let state: "waiting" | "running" | "ended" = "waiting";
    const end = () => {
      if (state === "ended") return;
      const wasRunning = state === "running";
      state = "ended";
      clearTimeout(lease);
      if (wasRunning) {
        active -= 1;
        next();
      }
    };
    const begin = () => {
      if (state !== "waiting") return false;
      state = "running";
      active += 1;
      lease = setTimeout(end, leaseMs);
      lease.unref?.();
      return true;
    };
    return { begin, end };
  }

  function next() {
    while (active < limit && head < queue.length) {
      const waiter = queue[head];
      head += 1;
      // A client that hung up while it waited: nothing to serve it.
      if (waiter.abandoned() || !waiter.place.begin()) continue;
      waiter.start();
    }
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    } else if (head > 1024) {
      queue.splice(0, head);
      head = 0;
    }
  }

  return {
    enter(start, abandoned) {
      const place = newPlace();
      if (active < limit && head === queue.length) {
        place.begin();
        start();
      } else {
        queue.push({ start, abandoned, place });
      }
      return { end: place.end };
    },
    setLimit(value) {
      limit = value;
      next();
    },
    get limit() {
      return limit;
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length - head;
    },
  };
}

/** The next sample's limit: `floor` while the loop is saturated, else twice the last (up to MAX_LIMIT). */
export function nextLimit(current: number, utilization: number, floor: number): number {
  if (utilization >= SATURATED_UTILIZATION) return floor;
  return Math.min(MAX_LIMIT, Math.max(floor, current * 2));
}

/** Samples the loop's utilization every SAMPLE_MS and sets the gate's limit from it; returns a stop function. */
export function watchLoop(gate: ReadGate, floor: number, utilization: () => number = loopUtilizationSampler()): () => void {
  const timer = setInterval(() => gate.setLimit(nextLimit(gate.limit, utilization(), floor)), SAMPLE_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}

/** The share of time since the last call that this process's event loop spent running callbacks. */
export function loopUtilizationSampler(): () => number {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

/**
 * Requests that never wait: writes (anything but GET and HEAD), Next's build files (read from disk, and what a page
 * needs next), the health check (a saturated server still answers its load balancer), the live thread's event
 * stream (open for as long as its page is) and the scheduler's cron call.
 */
const NEVER_WAITS = ["/_next/static/", "/api/health", "/api/thread/stream", "/api/cron/"];

export function waitsWhenSaturated(method: string | undefined, url: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const path = (url ?? "/").split("?", 1)[0];
  return !NEVER_WAITS.some((prefix) => path.startsWith(prefix));
}

/** SATURATED_READ_CONCURRENCY as a number of reads, 0 for no gate; validated by lib/env/schema.ts. */
export function saturatedReadConcurrency(env: Record<string, string | undefined>): number {
  const value = env.SATURATED_READ_CONCURRENCY?.trim();
  if (!value) return DEFAULT_SATURATED_READ_CONCURRENCY;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : DEFAULT_SATURATED_READ_CONCURRENCY;
}

const INSTALLED = Symbol.for("fixpilot.readGate");

/**
 * Puts the gate in front of every http.Server's "request" event in this process (the one Next.js serves on). Once per
 * process; the gate stays for the process's life.
 */
export function installReadGate(httpModule: typeof http, gate: ReadGate): boolean {
  const prototype = httpModule.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return false;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitThroughGate(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event !== "request") return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    if (!waitsWhenSaturated(request.method, request.url)) return emit.call(this, event, ...args);
    const place = gate.enter(
      () => emit.call(this, event, ...args),
      () => request.socket.destroyed,
    );
    response.once("finish", place.end);
    response.once("close", place.end);
    return true;
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
  return true;
}

/** The gate as the environment sets it, in front of this process's server (instrumentation.ts, in production). */
export function installReadGateFromEnv(env: Record<string, string | undefined>): void {
  const floor = saturatedReadConcurrency(env);
  if (floor === 0) return;
  const gate = createReadGate({ limit: MAX_LIMIT });
  if (installReadGate(http, gate)) watchLoop(gate, floor);
}
