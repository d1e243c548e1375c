import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";

/** What one request spent where, measured inside the server (so a client can tell waiting to get in from work). */
interface RequestTiming {
  startedAt: number;
  /** Milliseconds in database statements (on PostgreSQL: from sending a statement to its reply). */
  dbMs: number;
  dbStatements: number;
}

// One store per request, carried through its awaits by Node's async context: the database driver adds to it
// without the route having to pass anything down. On globalThis because each route's bundle has its own copy of
// this module, while the database pool is one per process (lib/db/client.ts), opened by whichever route came first:
// a store per copy left every other route's statements untimed.
const globalForTiming = globalThis as typeof globalThis & { __fixpilotRequestTiming?: AsyncLocalStorage<RequestTiming> };
const timings = (globalForTiming.__fixpilotRequestTiming ??= new AsyncLocalStorage<RequestTiming>());

/** Runs `work` with a fresh timing record for the request it serves. */
export function withRequestTiming<T>(work: () => Promise<T>): Promise<T> {
  return timings.run({ startedAt: performance.now(), dbMs: 0, dbStatements: 0 }, work);
}

/**
 * Called by the database layer as a statement is sent; call what it returns when the reply is in. The request is
 * found now, because the driver's reply callback runs in the connection's async context, not the request's.
 * Outside a timed request (scripts, the relay) it does nothing.
 */
export function startDatabaseTimer(): () => void {
  const timing = timings.getStore();
  if (!timing) return noop;
  const startedAt = performance.now();
  return () => {
    timing.dbMs += performance.now() - startedAt;
    timing.dbStatements += 1;
  };
}

function noop(): void {}

/**
 * The request's `Server-Timing` value so far: `total` (the handler, from its first line to its reply) and `db`
 * (its statements, with their count), e.g. `total;dur=12.3, db;dur=4.1;desc="2 statements"`. Time before the
 * handler (the socket waiting to be accepted, Next's routing and the proxy) is what a client's figure has on top.
 */
export function serverTimingHeader(): string | null {
  const timing = timings.getStore();
  if (!timing) return null;
  const total = performance.now() - timing.startedAt;
  return `total;dur=${total.toFixed(1)}, db;dur=${timing.dbMs.toFixed(1)};desc="${timing.dbStatements} statements"`;
}
