// Load test: many concurrent clients mixing page views, contractor searches and appointment bookings (with
// deliberate duplicate retries) against a production server on loopback, then proof from the database that
// every accepted booking is stored exactly once and that the retries created nothing.
//
//   npm run build && npm run load-test      starts `next start` itself (see scripts/bench.mjs; BENCH_APP_DIR
//                                           serves a build in another folder) on PostgreSQL
//                                           (BENCH_DATABASE_URL, a throwaway schema)
//   LOAD_TARGET=pglite npm run load-test    the same on PGlite in a throwaway folder; checked after the
//                                           server has stopped and released it
//   BENCH_URL=http://127.0.0.1:3000 npm run load-test
//                                           against a server you started (with RATE_LIMIT_MULTIPLIER=100000);
//                                           add LOAD_VERIFY_DATABASE_URL (its DATABASE_URL, with ?schema=) for
//                                           the database check, else only the replies are checked
//
//   npm run load-test -- --runs 8          eight runs in a row (or LOAD_RUNS=8), each on a fresh server and schema,
//                                           a summary line per run; fails if any run fails
//   npm run load-test -- --open             the open model (or LOAD_MODE=open): bookings arrive at fixed rates
//                                           (LOAD_OPEN_RATES, default 10,25,50 a second) for LOAD_DURATION_S each,
//                                           whatever the replies take, each rate on a fresh server and schema; per
//                                           rate booking p50/p99 (timed from each booking's planned send, so a
//                                           late generator counts against the server), delivery p50/p99 and the
//                                           drain (from the last arrival until no delivery is pending); passes with
//                                           booking p99 < 3 s, delivery p99 < 10 s, drain < LOAD_MAX_DRAIN_MS (10 s)
//   LOAD_PROCESSES=2 npm run load-test      the server as `npm start` runs it (scripts/start.mjs, the standalone build)
//                                           with WEB_CONCURRENCY=2 and Redis (LOAD_REDIS_URL, default the local one);
//                                           each process gets the pool one process gets (DATABASE_CONNECTION_BUDGET
//                                           is set to match, within the database's max_connections). Both modes
//                                           report the CPU seconds the server, this load generator (with its
//                                           webhook receiver) and PostgreSQL used
//
// What it measures: every connection is opened and warmed before the measured window opens: it opens once every
// connection has had its first reply (which also waited for the TCP connect and for the server to accept it, and
// is reported apart) and at least LOAD_WARMUP_S seconds (default 5) have passed, and lasts LOAD_DURATION_S, so the
// percentiles are the steady state. Beside them it reports the server's own time per reply (the
// Server-Timing header of the API routes), the listen queue (`ss -ltn`), the kernel's listen-overflow counters
// (`nstat`) and a probe's connect times (scripts/lib/load-observe.mjs): a delay in getting a connection accepted
// shows up there, not as slow bookings.
// It fails on: any error (unexpected status, socket error, timeout), booking p99 above LOAD_MAX_BOOKING_P99_MS
// (default 3000), a lost or doubled booking, duplicate keys raced at the same moment that answer with different
// ids, an accepted booking without its webhook, any webhook-id the receiver saw twice, and booking-to-delivery p99
// above LOAD_MAX_DELIVERY_P99_MS (default 10000).
//
// Settings: LOAD_DURATION_S (default 60, at most 600), LOAD_CONNECTIONS (default 200, at most 1000),
// DATABASE_POOL_MAX for the PostgreSQL server (default 30 here), LOAD_DISPATCH_CHECK=off to skip waiting for and
// checking the webhooks (only for measuring a build from before the outbox, README "Outbox versus no outbox").
// Traffic only ever goes to loopback addresses; the run stops by itself after the duration. It exits non-zero on
// any error (unexpected status, socket error, timeout) or when the exactly-once check fails.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { appointmentBody, assertLoopback, assertProductionBuild, clamp, throwawaySchema, withServer } from "./bench.mjs";
import { checkDispatch, startDispatchReceiverProcess, waitForDispatch } from "./lib/dispatch-receiver.mjs";
import { percentile, round, watchAdmission } from "./lib/load-observe.mjs";
import { cpuSeconds } from "./lib/process-tree.mjs";

const DURATION_S = clamp(Number(process.env.LOAD_DURATION_S) || 60, 1, 600);
const WARMUP_S = clamp(Number(process.env.LOAD_WARMUP_S ?? 5), 0, 60);
// The longest the measured window waits for every connection to have answered once.
const MAX_WARMUP_S = 120;
const CONNECTIONS = clamp(Number(process.env.LOAD_CONNECTIONS) || 200, 3, 1000);
const TARGET = process.env.LOAD_TARGET === "pglite" ? "pglite" : "postgres";
const RUNS = clamp(Number(runsArgument() ?? process.env.LOAD_RUNS) || 1, 1, 50);
// The bars (issue 25): booking p99 in the steady state, and the delay from booking to its webhook.
const MAX_BOOKING_P99_MS = Number(process.env.LOAD_MAX_BOOKING_P99_MS) || 3000;
const MAX_DELIVERY_P99_MS = Number(process.env.LOAD_MAX_DELIVERY_P99_MS) || 10_000;
// A reply slower than this is an error (a lost reply, not latency: the p99 bar above judges latency).
const REQUEST_TIMEOUT_S = 60;
// One booking in this many is followed by a retry with the same key and body (a double click, a lost reply).
const RETRY_EVERY = 4;
// Twice a second, this many requests with one fresh key and body are sent at the same moment (a double submit
// that races): the unique index must let exactly one of them book and answer the others with its id.
const RACE_EVERY_MS = 500;
const RACE_WIDTH = 3;
const DISPATCH_CHECK = process.env.LOAD_DISPATCH_CHECK !== "off";
const OPEN_MODEL = process.argv.includes("--open") || process.env.LOAD_MODE === "open";
const OPEN_RATES = (process.env.LOAD_OPEN_RATES || "10,25,50")
  .split(",")
  .map(Number)
  .filter((rate) => rate > 0)
  .map((rate) => clamp(rate, 0.1, 500));
const MAX_DRAIN_MS = Number(process.env.LOAD_MAX_DRAIN_MS) || 10_000;
// null: `next start` (as every table in docs/performance-load.md before issue 34); a number: scripts/start.mjs.
const PROCESSES = process.env.LOAD_PROCESSES ? clamp(Number(process.env.LOAD_PROCESSES) || 1, 1, 16) : null;
// One process serving 200 clients, 60 of them searching and 60 booking, with the relay beside them: the
// default 10 pooled connections made bookings queue past DATABASE_TIMEOUT_MS and answer 503 when each held
// one for a whole transaction. A booking is one statement now (lib/booking/create.ts), but a statement holds its
// connection until the saturated loop gets round to reading the reply, so with 30 for 120 API clients a booking
// spent most of its time waiting for a connection (server p50 2.0 s, p99 3.2 s on a slow day; 60: 0.7 and 1.6 s,
// docs/performance-load.md). An instance's pool should cover the requests it runs against the database at once.
const POOL_MAX = process.env.DATABASE_POOL_MAX || "60";

const PAGES = ["/", "/hvac/no-heat", "/plumbing/leaky-faucet/DIY-Repair-Guide"];
const CATEGORIES = ["hvac", "plumbing", "electrical"];

function runsArgument() {
  const index = process.argv.indexOf("--runs");
  return index === -1 ? undefined : process.argv[index + 1];
}

// Every key of a run starts with RUN, so the check ignores anything else in the database.
let RUN;
/** What the bookings saw: per key the id the API answered with, every retry's outcome, and the raced groups. */
let bookings;

function startRun() {
  RUN = `load-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
  bookings = { accepted: new Map(), sentKeys: new Set(), retries: [], retriesSent: 0, nextNumber: 0, races: [] };
}

function kinds() {
  const pages = Math.max(1, Math.round(CONNECTIONS * 0.4));
  const searches = Math.max(1, Math.round(CONNECTIONS * 0.3));
  return [
    {
      name: "pages",
      expected: [200],
      connections: pages,
      requests: PAGES.map((page) => ({ method: "GET", path: page })),
    },
    {
      name: "contractor search",
      expected: [200],
      connections: searches,
      requests: CATEGORIES.map((category) => ({ method: "GET", path: `/api/contractors?category=${category}&lat=40.71&lng=-74.0` })),
    },
    {
      name: "appointments",
      // 201 for a booking, 200 for a retry answered with the booking already made.
      expected: [200, 201],
      connections: Math.max(1, CONNECTIONS - pages - searches),
      requests: [...Array.from({ length: RETRY_EVERY }, (_, index) => bookingRequest(index === 0)), retryRequest()],
    },
  ];
}

function bookingRequest(remember) {
  return {
    method: "POST",
    path: "/api/appointments",
    setupRequest(request, context) {
      const key = `${RUN}-${bookings.nextNumber++}`;
      // A distinct name per key, so each key's body (and fingerprint) is its own.
      const body = appointmentBody(`Load ${key}`);
      bookings.sentKeys.add(key);
      if (remember) Object.assign(context, { key, body });
      context.current = key;
      return { ...request, headers: { ...request.headers, "content-type": "application/json", "idempotency-key": key }, body };
    },
    onResponse(status, body, context) {
      if (status === 201 || status === 200) bookings.accepted.set(context.current, JSON.parse(body).id);
    },
  };
}

function retryRequest() {
  return {
    method: "POST",
    path: "/api/appointments",
    setupRequest(request, context) {
      bookings.retriesSent++;
      return { ...request, headers: { ...request.headers, "content-type": "application/json", "idempotency-key": context.key }, body: context.body };
    },
    onResponse(status, body, context) {
      const id = status === 200 || status === 201 ? JSON.parse(body).id : null;
      bookings.retries.push({ key: context.key, status, id });
      if (id !== null && !bookings.accepted.has(context.key)) bookings.accepted.set(context.key, id);
    },
  };
}

/** The handler's own time and its database time from a reply's Server-Timing header (lib/server/server-timing.ts). */
function serverTiming(headers) {
  const name = Object.keys(headers ?? {}).find((header) => header.toLowerCase() === "server-timing");
  const value = name ? String(headers[name]) : "";
  const total = /total;dur=([\d.]+)/.exec(value);
  const db = /db;dur=([\d.]+)/.exec(value);
  return total ? { total: Number(total[1]), db: db ? Number(db[1]) : null } : null;
}

/** Wraps each request's onResponse so the reply's server time lands in the connection's context. */
function timed(requests) {
  return requests.map((request) => ({
    ...request,
    onResponse(status, body, context, headers) {
      context.serverTiming = serverTiming(headers);
      request.onResponse?.(status, body, context, headers);
    },
  }));
}

/**
 * One autocannon instance for one kind of traffic. Its own histogram counts every reply; the latencies this
 * returns are split: a connection's first reply (it waited for the connect and for the server to accept it) and
 * anything sent before `phase.measureFrom` are reported apart from the steady state the bars judge. It calls
 * `connected()` once every one of its connections has had a reply, and runs until `phase` stops it.
 */
function runKind(baseUrl, kind, phase, connected) {
  const latency = { steady: [], steadyServer: [], steadyDb: [], firstOnConnection: [], warmup: 0 };
  const seenConnections = new WeakSet();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // The duration is only a backstop: runMix stops every instance once the measured window is over.
      { url: baseUrl, connections: kind.connections, duration: MAX_WARMUP_S + DURATION_S + 30, timeout: REQUEST_TIMEOUT_S, requests: timed(kind.requests) },
      (error, result) => (error ? reject(error) : resolve({ result, latency })),
    );
    phase.instances.push(instance);
    instance.on("response", (client, statusCode, bytes, responseTime) => {
      if (!seenConnections.has(client.conn)) {
        seenConnections.add(client.conn);
        latency.firstOnConnection.push(responseTime);
        if (latency.firstOnConnection.length === kind.connections) connected();
      } else if (performance.now() - responseTime < phase.measureFrom) latency.warmup++;
      else {
        latency.steady.push(responseTime);
        const timing = client.requestIterator?.context?.serverTiming;
        if (timing) latency.steadyServer.push(timing.total);
        if (typeof timing?.db === "number") latency.steadyDb.push(timing.db);
      }
    });
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * The measured window: it opens once every connection of every kind has had its first reply and at least
 * WARMUP_S seconds have passed (or after MAX_WARMUP_S, whichever is first), and closes DURATION_S later by stopping
 * every instance. Node (libuv 1.46 and later, Node 20) accepts one connection per turn of its event loop, so on a
 * saturated server the last of 200 connections opened at once can wait many seconds to be accepted (issue 25's
 * stall); measuring from a fixed second would count that wait as slow bookings, and the warm-up reports it instead.
 */
function measuredWindow(kindCount) {
  let markOpened = () => {};
  const phase = { measureFrom: Infinity, instances: [], warmupS: null, opened: new Promise((resolve) => (markOpened = resolve)) };
  const started = performance.now();
  let connectedKinds = 0;
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    phase.measureFrom = performance.now();
    phase.warmupS = Math.round((phase.measureFrom - started) / 100) / 10;
    markOpened();
    setTimeout(() => {
      for (const instance of phase.instances) instance.stop();
    }, DURATION_S * 1000);
  };
  const backstop = setTimeout(open, MAX_WARMUP_S * 1000);
  const connected = () => {
    if (++connectedKinds < kindCount) return;
    clearTimeout(backstop);
    setTimeout(open, Math.max(0, WARMUP_S * 1000 - (performance.now() - started)));
  };
  return { phase, connected };
}

/**
 * One request to every page and API the mix uses, one after another, before the clients connect: the first
 * request to a route loads its code, which holds the event loop for a while, and without this the 200 connections
 * opening at once wait for it. The booking route is loaded with a GET (405), so nothing is booked.
 */
async function warmRoutes(baseUrl, mix) {
  const paths = new Set(mix.flatMap((kind) => kind.requests.map((request) => request.path)));
  for (const requestPath of paths) {
    const response = await fetch(`${baseUrl}${requestPath}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000) });
    await response.arrayBuffer();
  }
}

/**
 * Sends RACE_WIDTH bookings with one key and body at the same moment, twice a second, until stopped: exactly one
 * may book (201) and every other answered one must be a 200 replay with the same id.
 */
function raceDuplicates(baseUrl) {
  const racing = new Set();
  const timer = setInterval(() => {
    const key = `${RUN}-race-${bookings.races.length}`;
    const body = appointmentBody(`Load ${key}`);
    bookings.sentKeys.add(key);
    const group = { key, replies: [] };
    bookings.races.push(group);
    const sends = Array.from({ length: RACE_WIDTH }, () =>
      fetch(`${baseUrl}/api/appointments`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
      })
        .then(async (response) => ({ status: response.status, id: response.ok ? (await response.json()).id : null }))
        .catch((error) => ({ status: `error: ${error.message}`, id: null })),
    );
    const all = Promise.all(sends).then((replies) => {
      group.replies = replies;
      const winner = replies.find((reply) => reply.status === 201);
      if (winner) bookings.accepted.set(key, winner.id);
      else if (replies.some((reply) => reply.id !== null)) bookings.accepted.set(key, replies.find((reply) => reply.id !== null).id);
    });
    racing.add(all);
    all.finally(() => racing.delete(all));
  }, RACE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(racing);
  };
}

/** Raced groups whose replies disagree: more than one 201, different ids, or a status other than 200/201. */
function checkRaces() {
  let groupsWithTwoBookings = 0;
  let groupsWithDifferentIds = 0;
  let failedReplies = 0;
  for (const { replies } of bookings.races) {
    if (replies.filter((reply) => reply.status === 201).length > 1) groupsWithTwoBookings++;
    if (new Set(replies.filter((reply) => reply.id !== null).map((reply) => reply.id)).size > 1) groupsWithDifferentIds++;
    failedReplies += replies.filter((reply) => reply.status !== 200 && reply.status !== 201).length;
  }
  return {
    ok: groupsWithTwoBookings === 0 && groupsWithDifferentIds === 0 && failedReplies === 0,
    summary: {
      [`raced groups (${RACE_WIDTH} at once, one key)`]: bookings.races.length,
      "groups with more than one 201": groupsWithTwoBookings,
      "groups answered with different ids": groupsWithDifferentIds,
      "raced replies neither 200 nor 201": failedReplies,
    },
  };
}

/** All kinds at once, so the server sees the mix; one autocannon instance per kind keeps the latencies apart. */
async function runMix(baseUrl) {
  const mix = kinds();
  console.log(
    `Load: ${CONNECTIONS} connections, measured for ${DURATION_S} s once every connection has answered and at least ${WARMUP_S} s have passed, against ${baseUrl} ` +
      `(${mix.map((kind) => `${kind.name} ${kind.connections}`).join(", ")}); every ${RETRY_EVERY}th booking is retried ` +
      `with the same Idempotency-Key, and ${RACE_WIDTH} bookings with one key race every ${RACE_EVERY_MS} ms.`,
  );
  await warmRoutes(baseUrl, mix);
  const stopWatching = await watchAdmission(Number(new URL(baseUrl).port));
  const started = Date.now();
  const measured = measuredWindow(mix.length);
  // The races open connections of their own: started with the clients, their first requests waited in the accept
  // queue through the whole warm-up (40 s on a slow day) and timed out there, which is the warm-up's admission
  // delay again, not a race the server lost. They start with the measured window, on a server that has accepted
  // every client.
  let stopRacing = async () => {};
  measured.phase.opened.then(() => (stopRacing = raceDuplicates(baseUrl)));
  const results = await Promise.all(mix.map((kind) => runKind(baseUrl, kind, measured.phase, measured.connected)));
  await stopRacing();
  const elapsedS = (Date.now() - started) / 1000;
  const admission = await stopWatching();
  admission["warm-up until every connection had answered, s"] = measured.phase.warmupS ?? "never";
  return { table: mix.map((kind, index) => summarise(kind, results[index], elapsedS)), admission };
}

function summarise(kind, { result, latency }, elapsedS) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]));
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !kind.expected.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  const server = latency.steadyServer;
  return {
    kind: kind.name,
    connections: kind.connections,
    requests: total,
    "req/s": Math.round(total / elapsedS),
    "p50 ms": round(percentile(latency.steady, 50)),
    "p99 ms": round(percentile(latency.steady, 99)),
    "max ms": round(Math.max(0, ...latency.steady)),
    // The same replies as the handler timed them (API routes only): the gap to p99 is time outside the handler.
    "server p50/p99 ms": server.length ? `${round(percentile(server, 50))} / ${round(percentile(server, 99))}` : "-",
    // Of that, in database statements (PostgreSQL): the rest of the handler's time is waiting for a pooled
    // connection and for turns of the event loop.
    "server db p50/p99 ms": latency.steadyDb.length ? `${round(percentile(latency.steadyDb, 50))} / ${round(percentile(latency.steadyDb, 99))}` : "-",
    "first reply per connection p50/max ms": `${round(percentile(latency.firstOnConnection, 50))} / ${round(Math.max(0, ...latency.firstOnConnection))}`,
    "warm-up replies": latency.warmup,
    statuses: Object.entries(statuses)
      .map(([status, count]) => `${status}:${count}`)
      .join(" "),
    "unexpected status": unexpected,
    "socket errors": result.errors,
    timeouts: result.timeouts,
  };
}

/** Compares what the API answered with what the database holds for this run's keys. */
function checkExactlyOnce(rows) {
  const idsByKey = new Map();
  for (const row of rows) idsByKey.set(row.key, [...(idsByKey.get(row.key) ?? []), Number(row.id)]);
  const duplicated = [...idsByKey.values()].filter((ids) => ids.length > 1).length;
  let missing = 0;
  let wrongId = 0;
  for (const [key, id] of bookings.accepted) {
    const ids = idsByKey.get(key);
    if (!ids) missing++;
    else if (!ids.includes(id)) wrongId++;
  }
  const retriesAnswered = bookings.retries.filter((retry) => retry.id !== null);
  // A retry must answer with the booking its first attempt made, never a new one.
  const retriesWithNewId = retriesAnswered.filter((retry) => idsByKey.get(retry.key)?.length !== 1 || idsByKey.get(retry.key)[0] !== retry.id).length;
  const unknownKeys = [...idsByKey.keys()].filter((key) => !bookings.sentKeys.has(key)).length;
  // Stored but never confirmed to the client (its reply was lost to a timeout): what a retry would return.
  const storedUnconfirmed = [...idsByKey.keys()].filter((key) => !bookings.accepted.has(key)).length;
  const ok = duplicated === 0 && missing === 0 && wrongId === 0 && retriesWithNewId === 0 && unknownKeys === 0;
  return {
    ok,
    summary: {
      "distinct keys sent": bookings.sentKeys.size,
      "booking requests sent": bookings.nextNumber + bookings.retriesSent,
      "duplicate retries sent": bookings.retriesSent,
      "duplicate retries answered": `${retriesAnswered.length} (${bookings.retries.filter((retry) => retry.status === 200).length} as 200 replays)`,
      "accepted ids": bookings.accepted.size,
      "rows in database": rows.length,
      "accepted ids missing": missing,
      "accepted ids stored under another id": wrongId,
      "keys stored more than once": duplicated,
      "retries answered with a different id": retriesWithNewId,
      "rows whose reply never arrived (in flight at the end)": storedUnconfirmed,
    },
  };
}

const RUN_ROWS_SQL = (table) => `SELECT "idempotencyKey" AS key, id FROM ${table} WHERE "idempotencyKey" LIKE $1`;

/** One client on the database of `databaseUrl` (its ?schema= dropped, and handed to `query` quoted), closed after `query`. */
async function withPostgres(databaseUrl, query) {
  const url = new URL(databaseUrl);
  const schema = `"${(url.searchParams.get("schema") || "public").replace(/"/g, '""')}"`;
  url.searchParams.delete("schema");
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await query(client, schema);
  } finally {
    await client.end();
  }
}

async function rowsFromPostgres(databaseUrl) {
  assertLoopback(`http://${new URL(databaseUrl).hostname}`);
  return withPostgres(databaseUrl, async (client, schema) => (await client.query(RUN_ROWS_SQL(`${schema}."Appointment"`), [`${RUN}-%`])).rows);
}

async function rowsFromPglite(dataDir) {
  // The server has stopped and released the folder; PGlite replays its WAL if the stop was not clean.
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(dataDir);
  try {
    return (await db.query(RUN_ROWS_SQL(`"Appointment"`), [`${RUN}-%`])).rows;
  } finally {
    await db.close();
  }
}

/** Prints one run's figures and judges them against the bars; answers { passed, line } for the run summary. */
function report({ table, admission }, server, check, dispatch = null) {
  console.table(table);
  const { maxConnectMs, ...admissionFigures } = admission;
  console.table(admissionFigures);
  // A backlog smaller than the clients connecting at once drops connection attempts, which then wait for the
  // client's SYN retries (1, 3, 7, 15 s): the stall of issue 25 when the backlog was 128.
  const backlog = admission["listen backlog (ss Send-Q)"];
  if (typeof backlog === "number" && backlog < CONNECTIONS * 1.5) {
    console.warn(
      `Warning: the listen backlog (${backlog}) is close to the ${CONNECTIONS} clients connecting at once; raise net.core.somaxconn (Node asks for 511).`,
    );
  }
  const failures = [];
  // No errors: an unexpected status, a socket error or a timeout fails the run like a lost booking.
  const errors = table.reduce((sum, row) => sum + row["unexpected status"] + row["socket errors"] + row.timeouts, 0);
  if (errors > 0) failures.push(`${errors} errors`);
  console.log(`Errors: ${errors === 0 ? "none" : `${errors} (FAIL)`}`);
  const bookingRow = table.find((row) => row.kind === "appointments");
  const bookingP99 = bookingRow["p99 ms"];
  const latencyOk = bookingP99 !== null && bookingP99 <= MAX_BOOKING_P99_MS;
  if (!latencyOk) failures.push(`booking p99 ${bookingP99} ms > ${MAX_BOOKING_P99_MS}`);
  console.log(`Booking p99 (steady state) ${bookingP99} ms, bar ${MAX_BOOKING_P99_MS} ms: ${latencyOk ? "PASS" : "FAIL"}`);
  if (server) {
    const logged = server.stderrLines.filter((line) => line.includes("[api]"));
    console.log(`Server: ${logged.length} error lines logged by route handlers; exit code after SIGTERM: ${server.exitCode ?? "(still running)"}.`);
    // The distinct ones, so a failing run says why.
    for (const line of [...new Set(logged)].slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
  }
  const races = checkRaces();
  console.table(races.summary);
  console.log(`Raced duplicate keys: ${races.ok ? "PASS" : "FAIL"}`);
  if (!races.ok) failures.push("raced keys disagree");
  if (check) {
    console.table(check.summary);
    console.log(`Exactly-once: ${check.ok ? "PASS" : "FAIL"}`);
    if (!check.ok) failures.push("exactly-once");
  } else console.log("Exactly-once: not checked against the database (set LOAD_VERIFY_DATABASE_URL).");
  let deliveryP99 = null;
  if (dispatch) {
    deliveryP99 = dispatch.summary["booking-to-delivery p99 ms"];
    console.table(dispatch.summary);
    console.log(`Dispatch (one appointment.created per booking, no webhook-id delivered twice): ${dispatch.ok ? "PASS" : "FAIL"}`);
    if (!dispatch.ok) failures.push("dispatch");
    const deliveryOk = deliveryP99 !== null && deliveryP99 <= MAX_DELIVERY_P99_MS;
    console.log(`Booking-to-delivery p99 ${deliveryP99} ms, bar ${MAX_DELIVERY_P99_MS} ms: ${deliveryOk ? "PASS" : "FAIL"}`);
    if (!deliveryOk) failures.push(`delivery p99 ${deliveryP99} ms > ${MAX_DELIVERY_P99_MS}`);
  }
  const search = table.find((row) => row.kind === "contractor search");
  const pages = table.find((row) => row.kind === "pages");
  const line =
    `booking p50/p99 ${bookingRow["p50 ms"]}/${bookingP99} ms (server ${bookingRow["server p50/p99 ms"]}), ` +
    `search p99 ${search["p99 ms"]} ms, pages p99 ${pages["p99 ms"]} ms, first reply per connection max ` +
    `${Math.max(...table.map((row) => Number(row["first reply per connection p50/max ms"].split(" / ")[1])))} ms, ` +
    `probe connect max ${round(maxConnectMs)} ms, listen overflows ${admission["TcpExtListenOverflows during the run (system-wide)"]}, ` +
    `delivery p99 ${deliveryP99 ?? "-"} ms, ${bookings.accepted.size} bookings: ${failures.length === 0 ? "PASS" : `FAIL (${failures.join("; ")})`}`;
  return { passed: failures.length === 0, line };
}

/** After the traffic: lets the server's after-response relay finish, then checks what the receiver got. */
// The scheduler a deployment runs beside the after-response relay (Vercel Cron, or `npm run worker`): once the
// traffic stops no request triggers the relay, and deliveries waiting out a retry's backoff need it.
const CRON_SECRET = randomBytes(24).toString("hex");
const CRON_EVERY_MS = 5000;

async function settleDispatch(receiver, baseUrl) {
  const trafficEndedAt = Date.now();
  const ids = [...bookings.accepted.values()];
  const cron = setInterval(() => {
    fetch(`${baseUrl}/api/cron/dispatch`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}` } }).catch(() => {});
  }, CRON_EVERY_MS);
  try {
    await waitForDispatch(receiver, ids);
  } finally {
    clearInterval(cron);
  }
  return await checkDispatch(receiver, ids, trafficEndedAt);
}

/** One run on a fresh server (and a fresh schema or folder): its figures, judged. */
async function runOnce() {
  startRun();
  if (process.env.BENCH_URL) {
    assertLoopback(process.env.BENCH_URL);
    const measured = await runMix(process.env.BENCH_URL.replace(/\/+$/, ""));
    const verifyUrl = process.env.LOAD_VERIFY_DATABASE_URL;
    return report(measured, null, verifyUrl ? checkExactlyOnce(await rowsFromPostgres(verifyUrl)) : null);
  }
  assertProductionBuild();
  if (TARGET === "pglite") {
    const root = mkdtempSync(path.join(tmpdir(), "fixpilot-load-pglite-"));
    const dataDir = path.join(root, "db");
    const receiver = await startDispatchReceiverProcess();
    try {
      let server;
      let dispatch;
      const env = { DATABASE_URL: "", PGLITE_DATA_DIR: dataDir, MAIL_DIR: path.join(root, "mail"), CRON_SECRET, SERVER_TIMING: "true", ...receiver.env };
      const measured = await withServer(env, async (baseUrl, running) => {
        server = running;
        const result = await runMix(baseUrl);
        dispatch = DISPATCH_CHECK ? await settleDispatch(receiver, baseUrl) : null;
        return result;
      });
      return report(measured, server, checkExactlyOnce(await rowsFromPglite(dataDir)), dispatch);
    } finally {
      await receiver.close();
      rmSync(root, { recursive: true, force: true });
    }
  }
  const schema = throwawaySchema("load");
  const mailDir = mkdtempSync(path.join(tmpdir(), "fixpilot-load-mail-"));
  const receiver = await startDispatchReceiverProcess();
  try {
    let server;
    let dispatch;
    const env = await postgresServerEnv(schema.url, mailDir, receiver);
    let cpu;
    const measured = await withServer(
      env,
      async (baseUrl, running) => {
        server = running;
        const counting = countCpu(running.pid, receiver.pid);
        const result = await runMix(baseUrl);
        cpu = counting();
        dispatch = DISPATCH_CHECK ? await settleDispatch(receiver, baseUrl) : null;
        return result;
      },
      undefined,
      { startScript: PROCESSES !== null },
    );
    const judged = report(measured, server, checkExactlyOnce(await rowsFromPostgres(schema.url)), dispatch);
    return { ...judged, line: `${judged.line.replace(/: (PASS|FAIL)/, `, ${cpu.line}: $1`)}` };
  } finally {
    await receiver.close();
    rmSync(mailDir, { recursive: true, force: true });
    await schema.drop();
  }
}

/** Connections the PostgreSQL server accepts, less a few for the load test's own checks and anyone else's psql. */
async function connectionsAvailable(databaseUrl) {
  return withPostgres(databaseUrl, async (client) => {
    const { rows } = await client.query("SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int AS n");
    return rows[0].n - 10;
  });
}

/**
 * The server's environment on PostgreSQL; with LOAD_PROCESSES, npm start's processes on Redis, each with POOL_MAX while
 * the server's max_connections allows it, else an equal share of what it allows (2 processes of 60 on a server of 100
 * had a search refused "too many clients" and answer 503, 2026-11-27).
 */
async function postgresServerEnv(databaseUrl, mailDir, receiver) {
  const env = { DATABASE_URL: databaseUrl, DATABASE_POOL_MAX: POOL_MAX, MAIL_DIR: mailDir, CRON_SECRET, SERVER_TIMING: "true", ...receiver.env };
  if (PROCESSES === null) return env;
  return {
    ...env,
    WEB_CONCURRENCY: String(PROCESSES),
    // The pool one process gets, for each (scripts/lib/server-processes.mjs adds the relay's 2 per process), within
    // what the database accepts.
    DATABASE_CONNECTION_BUDGET: String(Math.min(PROCESSES * (Number(POOL_MAX) + 2), await connectionsAvailable(databaseUrl))),
    REDIS_URL: process.env.LOAD_REDIS_URL || "redis://127.0.0.1:6379",
    REDIS_KEY_PREFIX: `${RUN}:`,
  };
}

/**
 * CPU seconds used from now until the returned function is called: the server (every process it started), this load
 * generator with its webhook receiver, and PostgreSQL (every process named postgres, so another database's work on
 * this machine counts too). On 2 cores they share the machine with the server, so they are reported beside it.
 */
function countCpu(serverPid, receiverPid) {
  const read = () => ({
    server: cpuSeconds({ rootPid: serverPid }),
    generator: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6 + (receiverPid ? cpuSeconds({ rootPid: receiverPid }) : 0),
    postgres: cpuSeconds({ name: /^postgres/ }),
  });
  const before = read();
  const started = Date.now();
  return () => {
    const after = read();
    const seconds = (Date.now() - started) / 1000;
    const figures = Object.fromEntries(Object.keys(before).map((key) => [key, Math.round((after[key] - before[key]) * 10) / 10]));
    return {
      ...figures,
      seconds,
      line: `CPU s over ${Math.round(seconds)} s: server ${figures.server}, load generator ${figures.generator}, PostgreSQL ${figures.postgres}`,
    };
  };
}

/** One POST /api/appointments with a fresh key on a kept-alive connection: its status, or null on a socket error. */
function postBooking(baseUrl, agent) {
  const key = `${RUN}-${bookings.nextNumber++}`;
  const body = appointmentBody(`Load ${key}`);
  bookings.sentKeys.add(key);
  return new Promise((resolve) => {
    const request = http.request(
      `${baseUrl}/api/appointments`,
      { method: "POST", agent, timeout: REQUEST_TIMEOUT_S * 1000, headers: { "content-type": "application/json", "idempotency-key": key } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode === 201 || response.statusCode === 200) bookings.accepted.set(key, JSON.parse(Buffer.concat(chunks).toString()).id);
          resolve(response.statusCode);
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve(null));
    request.end(body);
  });
}

/**
 * The open model: bookings leave at fixed times (rate a second for DURATION_S), whether or not earlier ones have been
 * answered, each on a free kept-alive connection or a new one. A reply's time counts from when its booking was due
 * to leave, so a generator held up by a slow server does not hide the delay (coordinated omission).
 */
async function openArrivals(baseUrl, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const latencies = [];
  const statuses = new Map();
  const replies = [];
  const total = Math.max(1, Math.round(rate * DURATION_S));
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    replies.push(
      postBooking(baseUrl, agent).then((status) => {
        latencies.push(performance.now() - due);
        statuses.set(status ?? "error", (statuses.get(status ?? "error") ?? 0) + 1);
      }),
    );
  }
  const lastDueAt = Date.now();
  await Promise.all(replies);
  agent.destroy();
  return { latencies, statuses, lastDueAt, sent: total, lateStartMs: performance.now() - started - total * (1000 / rate) };
}

/** Waits until no delivery of the schema is pending (delivered, skipped or dead); answers when, or null on timeout. */
async function waitForDrain(databaseUrl, timeoutMs = 120_000) {
  return withPostgres(databaseUrl, async (client, schema) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query(`SELECT count(*)::int AS pending FROM ${schema}."OutboxDelivery" WHERE "status" = 'pending'`);
      if (rows[0].pending === 0) return Date.now();
      await sleep(100);
    }
    return null;
  });
}

/** One rate of the open model on a fresh server and schema: its figures, judged. */
async function runOpenRate(rate) {
  startRun();
  assertProductionBuild();
  const schema = throwawaySchema("open");
  const mailDir = mkdtempSync(path.join(tmpdir(), "fixpilot-open-mail-"));
  const receiver = await startDispatchReceiverProcess();
  try {
    let figures;
    await withServer(
      await postgresServerEnv(schema.url, mailDir, receiver),
      async (baseUrl, running) => {
        // Loads the booking route's code (a GET answers 405 and books nothing).
        await (await fetch(`${baseUrl}/api/appointments`)).arrayBuffer();
        const counting = countCpu(running.pid, receiver.pid);
        const arrivals = await openArrivals(baseUrl, rate);
        const drainedAt = await waitForDrain(schema.url);
        const cpu = counting();
        const ids = [...bookings.accepted.values()];
        await waitForDispatch(receiver, ids);
        const dispatch = await checkDispatch(receiver, ids, arrivals.lastDueAt);
        figures = { arrivals, drainMs: drainedAt === null ? null : Math.max(0, drainedAt - arrivals.lastDueAt), cpu, dispatch, server: running };
      },
      undefined,
      { startScript: PROCESSES !== null },
    );
    const check = checkExactlyOnce(await rowsFromPostgres(schema.url));
    const { arrivals, drainMs, cpu, dispatch } = figures;
    const bookingP99 = round(percentile(arrivals.latencies, 99));
    const deliveryP50 = dispatch.summary["booking-to-delivery p50 ms"];
    const deliveryP99 = dispatch.summary["booking-to-delivery p99 ms"];
    const errors = [...arrivals.statuses].filter(([status]) => status !== 200 && status !== 201).reduce((sum, [, count]) => sum + count, 0);
    const failures = [];
    if (errors > 0) failures.push(`${errors} errors`);
    if (!(bookingP99 <= MAX_BOOKING_P99_MS)) failures.push(`booking p99 ${bookingP99} ms > ${MAX_BOOKING_P99_MS}`);
    if (!(deliveryP99 <= MAX_DELIVERY_P99_MS)) failures.push(`delivery p99 ${deliveryP99} ms > ${MAX_DELIVERY_P99_MS}`);
    if (drainMs === null || drainMs > MAX_DRAIN_MS) failures.push(`drain ${drainMs ?? "never"} ms > ${MAX_DRAIN_MS}`);
    if (!check.ok) failures.push("exactly-once");
    if (!dispatch.ok) failures.push("dispatch");
    const line =
      `${rate}/s for ${DURATION_S} s: ${arrivals.sent} sent, ${bookings.accepted.size} accepted, booking p50/p99 ` +
      `${round(percentile(arrivals.latencies, 50))}/${bookingP99} ms, delivery p50/p99 ${deliveryP50}/${deliveryP99} ms, drain ${drainMs ?? "never"} ms, ` +
      `${cpu.line}: ${failures.length === 0 ? "PASS" : `FAIL (${failures.join("; ")})`}`;
    console.table({ statuses: Object.fromEntries(arrivals.statuses), ...check.summary });
    console.table(dispatch.summary);
    return { passed: failures.length === 0, line };
  } finally {
    await receiver.close();
    rmSync(mailDir, { recursive: true, force: true });
    await schema.drop();
  }
}

async function mainOpen() {
  const lines = [];
  for (let run = 1; run <= RUNS; run++) {
    for (const rate of OPEN_RATES) {
      console.log(`\n=== Open model: ${rate} bookings a second${RUNS > 1 ? `, run ${run} of ${RUNS}` : ""} ===`);
      const { passed, line } = await runOpenRate(rate);
      console.log(`Summary: ${line}`);
      lines.push({ passed, line: RUNS > 1 ? `run ${run}, ${line}` : line });
    }
  }
  console.log(`\n${lines.filter((item) => item.passed).length} of ${lines.length} open-model rates passed:`);
  for (const { line } of lines) console.log(`  ${line}`);
  process.exitCode = lines.every((item) => item.passed) ? 0 : 1;
}

async function main() {
  if (OPEN_MODEL) return mainOpen();
  const lines = [];
  for (let run = 1; run <= RUNS; run++) {
    if (RUNS > 1) console.log(`\n=== Run ${run} of ${RUNS} ===`);
    const { passed, line } = await runOnce();
    lines.push({ passed, line: `run ${run}: ${line}` });
    console.log(`Summary: ${line}`);
  }
  if (RUNS > 1) {
    console.log(`\n${lines.filter((item) => item.passed).length} of ${RUNS} runs passed:`);
    for (const { line } of lines) console.log(`  ${line}`);
  }
  process.exitCode = lines.every((item) => item.passed) ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
