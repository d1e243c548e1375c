// Booking latency with the outbox against the build before it (issue 12: p99 within 1.2 times), in alternating
// pairs so drift on a shared machine falls on both sides alike:
//
//   git worktree add --detach ../fixpilot-before-outbox 0f50caf      the last commit before the outbox
//   (cd ../fixpilot-before-outbox && npm ci && npm run build)
//   npm run build && BENCH_BASELINE_DIR=../fixpilot-before-outbox npm run bench:outbox
//
// For each of BENCH_CONNECTIONS (default "10,50") it runs BENCH_PAIRS pairs (default 4) of POST /api/appointments,
// BENCH_DURATION seconds each (default 20), on PostgreSQL (BENCH_DATABASE_URL, a throwaway schema per run), prints
// every run and the median of the pairs' p99 ratios, and exits 1 when a median exceeds BENCH_MAX_RATIO (default 1.2).
// Both builds run with their defaults: here, the after-response relay delivering every booking's emails.
import path from "node:path";
import { assertProductionBuild, APP_DIR, clamp, runScenario, scenarios, throwawaySchema, withServer } from "./bench.mjs";

const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : undefined;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || "10,50").split(",").map((value) => clamp(Number(value) || 10, 1, 100));
const PAIRS = clamp(Number(process.env.BENCH_PAIRS) || 4, 1, 20);
const DURATION_S = clamp(Number(process.env.BENCH_DURATION) || 20, 5, 60);
const MAX_RATIO = Number(process.env.BENCH_MAX_RATIO) || 1.2;
const booking = scenarios.find((scenario) => scenario.path === "/api/appointments");

async function run(label, appDir, connections) {
  const schema = throwawaySchema("bench_outbox");
  try {
    // A separate mail folder per run, so the .eml files of a long comparison do not pile up in the app's data folder.
    const env = { DATABASE_URL: schema.url, MAIL_DIR: path.join(appDir, ".data", "bench-mail", schema.schema) };
    const result = await withServer(env, (baseUrl) => runScenario(baseUrl, { ...booking, options: { ...booking.options, connections, duration: DURATION_S } }), appDir);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx replies and ${result.errors} errors`);
    return { label, connections, "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99 };
  } finally {
    await schema.drop();
  }
}

const median = (values) => {
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
      const order = pair % 2 === 0 ? [["before outbox", BASELINE_DIR], ["outbox", APP_DIR]] : [["outbox", APP_DIR], ["before outbox", BASELINE_DIR]];
      const results = {};
      for (const [label, dir] of order) {
        const row = await run(label, dir, connections);
        rows.push({ pair: pair + 1, ...row });
        results[label] = row;
      }
      ratios.push(results.outbox["p99 ms"] / results["before outbox"]["p99 ms"]);
    }
    summary.push({ connections, "p99 ratios": ratios.map((ratio) => ratio.toFixed(2)).join(" "), median: Number(median(ratios).toFixed(2)) });
  }
  console.table(rows);
  console.table(summary);
  const over = summary.filter((row) => row.median > MAX_RATIO);
  if (over.length > 0) {
    console.error(`Booking p99 with the outbox is over ${MAX_RATIO} times the build before it at ${over.map((row) => `${row.connections} clients`).join(", ")}.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
