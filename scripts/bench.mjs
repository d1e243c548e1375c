// Benchmark of the booking APIs: POST /api/appointments (a unique Idempotency-Key per request) and
// GET /api/contractors (directory search), each on its own for BENCH_DURATION seconds, printing throughput and p99.
// scripts/load-test.mjs runs the mixed, 200-client load test and reuses the server handling below.
//
// It needs a production build. `npm run build` first, or, when others share this working tree, build a
// private copy (as scripts/e2e-local.sh does) and point BENCH_APP_DIR at it:
//
//   npm run build && npm run bench          starts `next start` on a free loopback port twice:
//                                           PGlite (DATABASE_URL unset, a throwaway data folder), then
//                                           PostgreSQL (BENCH_DATABASE_URL, a throwaway schema)
//   BENCH_APP_DIR=/tmp/fixpilot-perf npm run bench
//                                           the same, serving the build in that folder
//   BENCH_URL=http://127.0.0.1:3000 npm run bench
//                                           against a server you started (start it with
//                                           RATE_LIMIT_MULTIPLIER=100000, or the rate limiter answers 429)
//
// Settings: BENCH_DURATION seconds per scenario (default 10, at most 60), BENCH_CONNECTIONS (default 10,
// at most 100), BENCH_TARGETS (default "pglite,postgres"), BENCH_SCENARIOS (default "appointments,contractors"),
// BENCH_DATABASE_URL (default the local `test` database), BENCH_NODE_ARGS (flags for the servers' node, e.g.
// "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them). Traffic only ever goes to loopback addresses, and every
// run is bounded in time. scripts/bench-outbox.mjs compares two builds with the pieces exported here.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, waitForServer } from "./lib/isolated-app.mjs";

const DURATION_S = clamp(Number(process.env.BENCH_DURATION) || 10, 1, 60);
const CONNECTIONS = clamp(Number(process.env.BENCH_CONNECTIONS) || 10, 1, 100);
const TARGETS = (process.env.BENCH_TARGETS || "pglite,postgres").split(",").map((target) => target.trim());
const SCENARIOS = (process.env.BENCH_SCENARIOS || "appointments,contractors").split(",").map((scenario) => scenario.trim());
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
/** The folder holding the production build to serve (its .next and node_modules). */
export const APP_DIR = path.resolve(process.env.BENCH_APP_DIR || process.cwd());
const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
export const NEW_YORK = { lat: 40.7128, lng: -74.006 };

export function clamp(value, min, max) {
  return Math.min(max, Math.max(min, Math.floor(value)));
}

export function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (!(host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host))) {
    throw new Error(`Refusing to load-test ${host}: only loopback addresses (127.0.0.1, localhost, ::1) are allowed.`);
  }
}

export function appointmentBody(name = "Bench Homeowner") {
  return JSON.stringify({
    name,
    email: "bench@example.com",
    phone: "555-0100",
    category: "plumbing",
    preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    timeFrame: "8-12",
    issue: "Leaky Faucet",
    diagnosticHistory: [
      { type: "ai", content: "Please select from the following residential plumbing problems:" },
      { type: "user", content: "Leaky Faucet" },
    ],
  });
}

export const scenarios = [
  {
    name: "POST /api/appointments",
    path: "/api/appointments",
    options: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: appointmentBody(),
      // A fresh key per request, so every request books (none is an idempotent replay).
      requests: [
        {
          setupRequest(request) {
            return { ...request, headers: { ...request.headers, "idempotency-key": randomUUID() } };
          },
        },
      ],
    },
  },
  {
    name: "GET /api/contractors",
    path: `/api/contractors?category=plumbing&lat=${NEW_YORK.lat}&lng=${NEW_YORK.lng}`,
    options: { method: "GET" },
  },
];

export function runScenario(baseUrl, scenario) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      // autocannon takes the path inside `url`.
      { url: `${baseUrl}${scenario.path}`, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, ...scenario.options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function benchServer(label, baseUrl) {
  const rows = [];
  for (const scenario of scenarios.filter((candidate) => SCENARIOS.includes(candidate.path.split(/[/?]/)[2]))) {
    const result = await runScenario(baseUrl, scenario);
    rows.push({
      target: label,
      scenario: scenario.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
    if (result.non2xx > 0) console.warn(`  ${scenario.name}: ${result.non2xx} non-2xx replies (429 means the rate limiter is on).`);
  }
  return rows;
}

export function assertProductionBuild(appDir = APP_DIR) {
  if (!existsSync(path.join(appDir, ".next", "BUILD_ID"))) {
    throw new Error(
      `No production build in ${appDir}: run \`npm run build\` first (or build a private copy and set BENCH_APP_DIR), ` +
        "or set BENCH_URL to a running server.",
    );
  }
}

function waitUntilReady(baseUrl, child) {
  // The first contractors search also opens, migrates and seeds the database, so it warms everything.
  const probe = `${baseUrl}/api/contractors?lat=${NEW_YORK.lat}&lng=${NEW_YORK.lng}`;
  return waitForServer(child, {
    url: probe,
    timeoutMs: STARTUP_TIMEOUT_MS,
    exitedMessage: (code) => `next start exited early with code ${code}`,
    timeoutMessage: () => `The server did not answer ${probe} within ${STARTUP_TIMEOUT_MS / 1000} s`,
  });
}

/**
 * Runs `next start` from appDir (default APP_DIR) on a free loopback port with the given environment, calls run(baseUrl, server)
 * and stops the server again (SIGTERM, so PGlite closes its folder; SIGKILL after 10 s). The server's
 * stderr is kept, not printed: under overload it logs every 503, and the caller reports a count instead.
 */
export async function withServer(env, run, appDir = APP_DIR, { startScript = false } = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const nextBin = path.join(appDir, "node_modules", "next", "dist", "bin", "next");
  const nodeArgs = (process.env.BENCH_NODE_ARGS || "").split(" ").filter(Boolean);
  // startScript: `npm start` as deployed (scripts/start.mjs: the standalone server, WEB_CONCURRENCY processes).
  const command = startScript ? [path.join(appDir, "scripts", "start.mjs")] : [...nodeArgs, nextBin, "start", "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(process.execPath, command, {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      RATE_LIMIT_MULTIPLIER: "100000",
      ...(startScript ? { PORT: String(port), HOSTNAME: "127.0.0.1" } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const server = { pid: child.pid, stderrLines: [], exitCode: null };
  let pending = "";
  child.stderr.setEncoding("utf8").on("data", (text) => {
    const lines = (pending + text).split("\n");
    pending = lines.pop() ?? "";
    server.stderrLines.push(...lines);
    // Bounded: a long overload must not grow this without limit.
    if (server.stderrLines.length > 20_000) server.stderrLines.splice(0, server.stderrLines.length - 20_000);
  });
  const stopped = new Promise((resolve) => child.once("exit", (code) => resolve((server.exitCode = code))));
  try {
    await waitUntilReady(baseUrl, child);
    return await run(baseUrl, server);
  } catch (error) {
    console.error(server.stderrLines.slice(-20).join("\n"));
    throw error;
  } finally {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await stopped;
      clearTimeout(forced);
    }
  }
}

/** A throwaway schema in the benchmark database: its DATABASE_URL for the server, and a way to drop it. */
export function throwawaySchema(prefix) {
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  const url = new URL(BENCH_DATABASE_URL);
  assertLoopback(`http://${url.hostname}`);
  url.searchParams.set("schema", schema);
  return {
    schema,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
    },
  };
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fixpilot-bench-pglite-"));
  try {
    // An empty DATABASE_URL counts as unset: the server uses PGlite in the throwaway folder.
    const env = { DATABASE_URL: "", PGLITE_DATA_DIR: path.join(dataDir, "db") };
    return await withServer(env, (baseUrl) => benchServer("pglite", baseUrl));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const schema = throwawaySchema("bench");
  try {
    return await withServer({ DATABASE_URL: schema.url }, (baseUrl) => benchServer("postgres", baseUrl));
  } finally {
    await schema.drop();
  }
}

async function main() {
  console.log(`Benchmark: ${DURATION_S} s per scenario, ${CONNECTIONS} connections.`);
  if (process.env.BENCH_URL) {
    assertLoopback(process.env.BENCH_URL);
    console.table(await benchServer(process.env.BENCH_URL, process.env.BENCH_URL.replace(/\/+$/, "")));
    return;
  }
  assertProductionBuild();
  const rows = [];
  if (TARGETS.includes("pglite")) rows.push(...(await benchPglite()));
  if (TARGETS.includes("postgres")) rows.push(...(await benchPostgres()));
  console.table(rows);
}

// Run only as a script: scripts/load-test.mjs imports the server handling above.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
