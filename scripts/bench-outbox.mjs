// Booking latency with the outbox against the build before it (issue 12: p99 within 1.2 times), in alternating
// pairs so drift on a shared machine falls on both sides alike:
//
//   git worktree add --detach ../fixpilot-before-outbox 0f50caf      the last commit before the outbox
//   (cd ../fixpilot-before-outbox && npm ci && npm run build)
//   npm run build && BENCH_BASELINE_DIR=../fixpilot-before-outbox npm run bench:outbox
//
// For each of BENCH_CONNECTIONS (default "10,50") it runs BENCH_PAIRS pairs (default 6) of POST /api/appointments,
// BENCH_DURATION seconds each (default 20), on PostgreSQL (BENCH_DATABASE_URL, a throwaway schema per run), prints
// every run and the median of the pairs' p99 ratios, and exits 1 when a median exceeds BENCH_MAX_RATIO (default 1.2).
// On Linux it also prints the CPU each booking cost the server and PostgreSQL (medians of the runs).
// Both builds run with their defaults: here, the after-response relay delivering every booking's emails.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { assertProductionBuild, APP_DIR, clamp, runScenario, scenarios, throwawaySchema, withServer } from "./bench.mjs";

const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : undefined;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "10,50").split(",").map((value) => clamp(Number(value) || 10, 1, 100));
const PAIRS = clamp(Number(process.env.BENCH_PAIRS) || 6, 1, 20);
const DURATION_S = clamp(Number(process.env.BENCH_DURATION) || 20, 5, 60);
const MAX_RATIO = Number(process.env.BENCH_MAX_RATIO) || 1.2;
const booking = scenarios.find((scenario) => scenario.path === "/api/appointments");

// CPU time (ms) of one process, or of every PostgreSQL process, from /proc: Linux only (elsewhere null). Read
// around each run, it gives the CPU a booking costs the server and the database, a figure that varies far less
// from run to run than p99 on a shared machine and says where a difference comes from.
// Linux's clock tick for /proc (USER_HZ), 100 on mainstream kernels.
const USER_HZ = 100;
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ };
  } catch {
    return null;
  }
}
function postgresCpuMs() {
  try {
    const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
    return pids
      .map(cpuMsOf)
      .filter((entry) => entry?.comm.startsWith("postgres"))
      .reduce((sum, entry) => sum + entry.ms, 0);
  } catch {
    return null;
  }
}
const perBooking = (before, after, bookings) => (before === null || after === null ? null : Number(((after - before) / bookings).toFixed(2)));

async function run(label, appDir, connections) {
  const schema = throwawaySchema("bench_outbox");
  try {
    // A separate mail folder per run, so the .eml files of a long comparison do not pile up in the app's data folder.
    const env = { DATABASE_URL: schema.url, MAIL_DIR: path.join(appDir, ".data", "bench-mail", schema.schema) };
    const { result, cpu } = await withServer(
      env,
      async (baseUrl, server) => {
        const before = { server: cpuMsOf(server.pid)?.ms ?? null, database: postgresCpuMs() };
        const result = await runScenario(baseUrl, { ...booking, options: { ...booking.options, connections, duration: DURATION_S } });
        const bookings = Math.max(1, result["2xx"]);
        const cpu = {
          server: perBooking(before.server, cpuMsOf(server.pid)?.ms ?? null, bookings),
          database: perBooking(before.database, postgresCpuMs(), bookings),
        };
        return { result, cpu };
      },
      appDir,
    );
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx replies and ${result.errors} errors`);
    return {
      label,
      connections,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      "server CPU ms/booking": cpu.server,
      "database CPU ms/booking": cpu.database,
    };
  } finally {
    await schema.drop();
  }
}

const median = (values) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  if (!BASELINE_DIR) throw new Error("Set BENCH_BASELINE_DIR to a production build of the commit before the outbox (see the top of this file).");
  assertProductionBuild(APP_DIR);
  assertProductionBuild(BASELINE_DIR);
  const rows = [];
  const summary = [];
  for (const connections of CONNECTIONS) {
    const ratios = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternate which build goes first.
      const order =
        pair % 2 === 0
          ? [
              ["before outbox", BASELINE_DIR],
              ["outbox", APP_DIR],
            ]
          : [
              ["outbox", APP_DIR],
              ["before outbox", BASELINE_DIR],
            ];
      const results = {};
      for (const [label, dir] of order) {
        const row = await run(label, dir, connections);
        rows.push({ pair: pair + 1, ...row });
        results[label] = row;
      }
      ratios.push(results.outbox["p99 ms"] / results["before outbox"]["p99 ms"]);
    }
    const cpuOf = (label, key) => {
      const value = median(rows.filter((row) => row.connections === connections && row.label === label && row[key] !== null).map((row) => row[key]));
      return value === null ? "n/a" : value.toFixed(2);
    };
    summary.push({
      connections,
      "p99 ratios": ratios.map((ratio) => ratio.toFixed(2)).join(" "),
      median: Number(median(ratios).toFixed(2)),
      "CPU ms/booking, server (before → outbox)": `${cpuOf("before outbox", "server CPU ms/booking")} → ${cpuOf("outbox", "server CPU ms/booking")}`,
      database: `${cpuOf("before outbox", "database CPU ms/booking")} → ${cpuOf("outbox", "database CPU ms/booking")}`,
    });
  }
  console.table(rows);
  console.table(summary);
  const over = summary.filter((row) => row.median > MAX_RATIO);
  if (over.length > 0) {
    console.error(
      `Booking p99 with the outbox is over ${MAX_RATIO} times the build before it at ${over.map((row) => `${row.connections} clients`).join(", ")}.`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
