/**
 * How many server processes `npm start` runs, and how each one's database pool is sized (scripts/start.mjs).
 *
 * Several processes only when both a server database (DATABASE_URL) and Redis (REDIS_URL) are set: PGlite opens its
 * folder from one process only, and without Redis the rate limits, the operator lockout and the live updates are kept
 * in each process's memory, so they would split across processes (a client could get N times its limit).
 */
import os from "node:os";

/** The most processes the default picks (WEB_CONCURRENCY may ask for more, up to MAX_PROCESSES). */
export const DEFAULT_MAX_PROCESSES = 4;
export const MAX_PROCESSES = 64;
/**
 * The connections all processes of one instance may hold together (DATABASE_CONNECTION_BUDGET): PostgreSQL's own
 * default max_connections is 100, and a second instance, a worker and an operator's psql must fit beside it.
 */
export const DEFAULT_CONNECTION_BUDGET = 40;
/** Each process's relay keeps its own small pool beside the requests' (lib/db/client.ts, RELAY_POOL_MAX). */
export const RELAY_POOL_MAX = 2;
/** A request pool smaller than this makes every booking wait for a connection; fewer processes serve better. */
export const MIN_REQUEST_POOL = 2;

const set = (value) => typeof value === "string" && value.trim() !== "";

function positiveWhole(value, name) {
  if (!set(value)) return undefined;
  const number = Number(value.trim());
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number (got "${value}").`);
  return number;
}

/**
 * The plan for this environment: `processes` (1 or more), `reason` (one sentence for the start-up line), and for
 * several processes `poolMax` (each process's DATABASE_POOL_MAX) and `budget` (the connections all of them hold
 * at most: processes x (poolMax + RELAY_POOL_MAX)). Throws on a malformed WEB_CONCURRENCY or budget.
 */
export function planServerProcesses(env = process.env, cpus = os.availableParallelism()) {
  const requested = positiveWhole(env.WEB_CONCURRENCY, "WEB_CONCURRENCY");
  const budget = positiveWhole(env.DATABASE_CONNECTION_BUDGET, "DATABASE_CONNECTION_BUDGET") ?? DEFAULT_CONNECTION_BUDGET;
  const poolAsked = positiveWhole(env.DATABASE_POOL_MAX, "DATABASE_POOL_MAX");
  if (requested === 1) return { processes: 1, reason: "WEB_CONCURRENCY=1." };
  if (!set(env.DATABASE_URL)) return { processes: 1, reason: "the embedded database (DATABASE_URL unset) can be opened by one process only." };
  if (!set(env.REDIS_URL)) {
    return { processes: 1, reason: "REDIS_URL is not set, so rate limits, the operator lockout and live updates would split across processes." };
  }
  const wanted = Math.min(requested ?? Math.min(Math.max(1, cpus), DEFAULT_MAX_PROCESSES), MAX_PROCESSES);
  // Fewer processes rather than pools too small to serve: each needs MIN_REQUEST_POOL plus the relay's.
  const affordable = Math.max(1, Math.floor(budget / (MIN_REQUEST_POOL + RELAY_POOL_MAX)));
  const processes = Math.min(wanted, affordable);
  if (wanted === 1) return { processes: 1, reason: "one CPU is available (WEB_CONCURRENCY asks for more)." };
  if (processes === 1) return { processes: 1, reason: `DATABASE_CONNECTION_BUDGET=${budget} leaves room for one process only.` };
  const share = Math.floor(budget / processes) - RELAY_POOL_MAX;
  const poolMax = Math.min(poolAsked ?? share, share);
  const why =
    requested !== undefined ? `WEB_CONCURRENCY=${requested}` : `${cpus} CPU${cpus === 1 ? "" : "s"} available (at most ${DEFAULT_MAX_PROCESSES} by default)`;
  const capped = processes < wanted ? `, capped by DATABASE_CONNECTION_BUDGET=${budget}` : "";
  return {
    processes,
    poolMax,
    budget,
    reason: `${why}${capped}; each holds at most ${poolMax} + ${RELAY_POOL_MAX} database connections, ${processes * (poolMax + RELAY_POOL_MAX)} of a budget of ${budget}.`,
  };
}
