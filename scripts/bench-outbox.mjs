// Booking latency of the default in-process relay against a baseline, p99 within 1.2 times, in alternating pairs so
// drift on a shared machine falls on both sides alike. Two baselines:
//
//   npm run build && npm run bench:outbox
//     the relay elsewhere (issue 25): the same build with DISPATCH_AFTER_RESPONSE=false and `npm run worker`'s
//     relay (scripts/worker.ts) running beside it as its own process, on the same database and machine;
//
//   git worktree add --detach ../fixpilot-before-outbox 0f50caf      the last commit before the outbox
//   (cd ../fixpilot-before-outbox && npm ci && npm run build)
//   npm run build && BENCH_BASELINE_DIR=../fixpilot-before-outbox npm run bench:outbox
//     the build before the outbox (issue 12).
//
// For each of BENCH_CONNECTIONS (default "10,50") it runs BENCH_PAIRS pairs (default 6) of POST /api/appointments,
// BENCH_DURATION seconds each (default 20), on PostgreSQL (BENCH_DATABASE_URL, a throwaway schema per run), prints
// every run and the median of the pairs' p99 ratios, and exits 1 when a median exceeds BENCH_MAX_RATIO (default 1.2).
// On Linux it also prints the CPU each booking cost the server and PostgreSQL (medians of the runs).
// The in-process side runs with the defaults: the after-response relay delivering every booking's emails.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { assertProductionBuild, APP_DIR, clamp, runScenario, scenarios, throwawaySchema, withServer } from "./bench.mjs";

const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : undefined;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "10,50").split(",").map((value) => clamp(Number(value) || 10, 1, 100));
const PAIRS = clamp(Number(process.env.BENCH_PAIRS) || 6, 1, 20);
const DURATION_S = clamp(Number(process.env.BENCH_DURATION) || 20, 5, 60);
const MAX_RATIO = Number(process.env.BENCH_MAX_RATIO) || 1.2;
const booking = scenarios.find((scenario) => scenario.path === "/api/appointments");
const IN_PROCESS = BASELINE_DIR ? "outbox" : "in-process relay";
const BASELINE = BASELINE_DIR ? "before outbox" : "relay elsewhere";

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

/**
 * `npm run worker`'s relay as its own process on `env`'s database, started once it has said it is relaying; stop()
 * sends SIGTERM and waits for it to finish its deliveries in flight.
 */
async function startWorker(appDir, env) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.setEncoding("utf8").on("data", (text) => (log += text));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start in 60 s:\n${log}`)), 60_000);
    child.stdout.setEncoding("utf8").on("data", (text) => {
      if (!text.includes("[worker] relaying")) return;
      clearTimeout(timer);
      resolve();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code}):\n${log}`));
    });
  });
  return {
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function run(label, appDir, connections) {
  const schema = throwawaySchema("bench_outbox");
  const elsewhere = label === "relay elsewhere";
  try {
    // A separate mail folder per run, so the .eml files of a long comparison do not pile up in the app's data folder.
    const env = { DATABASE_URL: schema.url, MAIL_DIR: path.join(appDir, ".data", "bench-mail", schema.schema) };
    const { result, cpu } = await withServer(
      elsewhere ? { ...env, DISPATCH_AFTER_RESPONSE: "false" } : env,
      async (baseUrl, server) => {
        // Started after the server, which has migrated the schema by then.
        const worker = elsewhere ? await startWorker(appDir, env) : null;
        try {
          const before = { server: cpuMsOf(server.pid)?.ms ?? null, database: postgresCpuMs(), worker: worker ? (cpuMsOf(worker.pid)?.ms ?? null) : null };
          const result = await runScenario(baseUrl, { ...booking, options: { ...booking.options, connections, duration: DURATION_S } });
          const bookings = Math.max(1, result["2xx"]);
          const cpu = {
            server: perBooking(before.server, cpuMsOf(server.pid)?.ms ?? null, bookings),
            database: perBooking(before.database, postgresCpuMs(), bookings),
            // The worker's own CPU during the run (node --import tsx: one process, the relay's).
            worker: worker ? perBooking(before.worker, cpuMsOf(worker.pid)?.ms ?? null, bookings) : null,
          };
          return { result, cpu };
        } finally {
          await worker?.stop();
        }
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
      "worker CPU ms/booking": cpu.worker,
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
  assertProductionBuild(APP_DIR);
  if (BASELINE_DIR) assertProductionBuild(BASELINE_DIR);
  const baselineDir = BASELINE_DIR ?? APP_DIR;
  const rows = [];
  const summary = [];
  for (const connections of CONNECTIONS) {
    const ratios = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternate which build goes first.
      const order =
        pair % 2 === 0
          ? [
              [BASELINE, baselineDir],
              [IN_PROCESS, APP_DIR],
            ]
          : [
              [IN_PROCESS, APP_DIR],
              [BASELINE, baselineDir],
            ];
      const results = {};
      for (const [label, dir] of order) {
        const row = await run(label, dir, connections);
        rows.push({ pair: pair + 1, ...row });
        results[label] = row;
      }
      ratios.push(results[IN_PROCESS]["p99 ms"] / results[BASELINE]["p99 ms"]);
    }
    const cpuOf = (label, key) => {
      const value = median(rows.filter((row) => row.connections === connections && row.label === label && row[key] !== null).map((row) => row[key]));
      return value === null ? "n/a" : value.toFixed(2);
    };
    summary.push({
      connections,
      "p99 ratios": ratios.map((ratio) => ratio.toFixed(2)).join(" "),
      median: Number(median(ratios).toFixed(2)),
      [`CPU ms/booking, server (${BASELINE} → ${IN_PROCESS})`]: `${cpuOf(BASELINE, "server CPU ms/booking")} → ${cpuOf(IN_PROCESS, "server CPU ms/booking")}`,
      database: `${cpuOf(BASELINE, "database CPU ms/booking")} → ${cpuOf(IN_PROCESS, "database CPU ms/booking")}`,
      ...(BASELINE_DIR ? {} : { "worker (relay elsewhere)": cpuOf(BASELINE, "worker CPU ms/booking") }),
    });
  }
  console.table(rows);
  console.table(summary);
  const over = summary.filter((row) => row.median > MAX_RATIO);
  if (over.length > 0) {
    console.error(
      `Booking p99 with the ${IN_PROCESS} is over ${MAX_RATIO} times the ${BASELINE} figure at ${over.map((row) => `${row.connections} clients`).join(", ")}.`,
    );
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
