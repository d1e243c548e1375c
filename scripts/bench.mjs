// Load test for the booking APIs: POST /api/appointments (a unique Idempotency-Key per request) and
// GET /api/contractors (directory search), each for BENCH_DURATION seconds, printing throughput and p99.
//
//   npm run build && npm run bench          starts `next start` on a free loopback port twice:
//                                           PGlite (DATABASE_URL unset, a throwaway data folder), then
//                                           PostgreSQL (BENCH_DATABASE_URL, a throwaway schema)
//   BENCH_URL=http://127.0.0.1:3000 npm run bench
//                                           against a server you started (start it with
//                                           RATE_LIMIT_MULTIPLIER=100000, or the rate limiter answers 429)
//
// Settings: BENCH_DURATION seconds per scenario (default 10, at most 60), BENCH_CONNECTIONS (default 10,
// at most 100), BENCH_TARGETS (default "pglite,postgres"), BENCH_DATABASE_URL (default the local `test`
// database). Traffic only ever goes to loopback addresses, and every run is bounded in time.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const DURATION_S = clamp(Number(process.env.BENCH_DURATION) || 10, 1, 60);
const CONNECTIONS = clamp(Number(process.env.BENCH_CONNECTIONS) || 10, 1, 100);
const TARGETS = (process.env.BENCH_TARGETS || "pglite,postgres").split(",").map((target) => target.trim());
const DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
const STARTUP_TIMEOUT_MS = 90_000;
const NEW_YORK = { lat: 40.7128, lng: -74.006 };

function clamp(value, min, max) {
  return Math.min(max, Math.max(min, Math.floor(value)));
}

function assertLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (!(host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host))) {
    throw new Error(`Refusing to load-test ${host}: BENCH_URL must be a loopback address (127.0.0.1, localhost, ::1).`);
  }
}

function appointmentBody() {
  return JSON.stringify({
    name: "Bench Homeowner",
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

const scenarios = [
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

function runScenario(baseUrl, scenario) {
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
  for (const scenario of scenarios) {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  // The first contractors search also opens, migrates and seeds the database, so it warms everything.
  const probe = `${baseUrl}/api/contractors?lat=${NEW_YORK.lat}&lng=${NEW_YORK.lng}`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(probe, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${probe} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function withServer(env, run) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", RATE_LIMIT_MULTIPLIER: "100000", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stopped = new Promise((resolve) => child.once("exit", resolve));
  try {
    await waitUntilReady(baseUrl, child);
    return await run(baseUrl);
  } finally {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await stopped;
      clearTimeout(forced);
    }
  }
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
  const schema = `bench_${process.pid}_${Date.now()}`;
  const url = new URL(DATABASE_URL);
  assertLoopback(`http://${url.hostname}`);
  url.searchParams.set("schema", schema);
  try {
    return await withServer({ DATABASE_URL: url.toString() }, (baseUrl) => benchServer("postgres", baseUrl));
  } finally {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).finally(() => client.end());
  }
}

async function main() {
  console.log(`Benchmark: ${DURATION_S} s per scenario, ${CONNECTIONS} connections.`);
  if (process.env.BENCH_URL) {
    assertLoopback(process.env.BENCH_URL);
    console.table(await benchServer(process.env.BENCH_URL, process.env.BENCH_URL.replace(/\/+$/, "")));
    return;
  }
  if (!existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    throw new Error("No production build found: run `npm run build` first, or set BENCH_URL to a running server.");
  }
  const rows = [];
  if (TARGETS.includes("pglite")) rows.push(...(await benchPglite()));
  if (TARGETS.includes("postgres")) rows.push(...(await benchPostgres()));
  console.table(rows);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
