// Memory of the embedded default (issue 34): `npm run quickstart`'s server, as `npm start` runs it (scripts/start.mjs
// with its settings: the standalone server.js, MALLOC_ARENA_MAX=2, PGlite in a data folder), measured as the whole
// process tree's resident memory (the wrapper plus the server), in three states:
//
//   1. idle: started, the database opened (migrated and seeded on first use), a few pages and a search served;
//   2. after 100 bookings (each with its three deliveries: webhook left pending, two .eml files written);
//   3. with 200 photos in the database: 200 phone photos (3 MB, 12 MP) uploaded through the photo pipeline, then
//      the server restarted on that data folder and measured idle again, and the peak while uploading.
//
// Beside them, for comparison with docs/photos.md, the same data folder served by `next start` (how bench:photos
// starts its server). Each reading waits BENCH_SETTLE_S (default 5) for the heap to settle.
//
//   npm run build && npm run bench:memory        (BENCH_APP_DIR serves a build in another folder)
//
// It fails when any state of `npm start` reaches BENCH_RSS_LIMIT_MB (default 500). Traffic stays on loopback.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { APP_DIR, appointmentBody, assertProductionBuild, clamp } from "./bench.mjs";
import { multipartBody, phonePhoto, PHOTO_BOUNDARY } from "./bench-photos.mjs";
import { freePort, waitForServer } from "./lib/isolated-app.mjs";
import { processRssMb, processTree, treeRssMb } from "./lib/process-tree.mjs";

const LIMIT_MB = Number(process.env.BENCH_RSS_LIMIT_MB) || 500;
const SETTLE_S = clamp(Number(process.env.BENCH_SETTLE_S ?? 5), 0, 60);
const BOOKINGS = 100;
const PHOTOS = 200;
const PAGES = ["/", "/hvac/no-heat", "/plumbing/leaky-faucet/DIY-Repair-Guide", "/schedule"];

/** Starts the server the way `how` says on a free port over `dataDir`; answers { baseUrl, pid, stop }. */
async function startServer(how, dataDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: "",
    REDIS_URL: "",
    PGLITE_DATA_DIR: path.join(dataDir, "pglite"),
    MAIL_DIR: path.join(dataDir, "mail"),
    // 100 bookings and 200 uploads from one address in a few minutes are a benchmark, not abuse.
    RATE_LIMIT_MULTIPLIER: "100000",
  };
  const command =
    how === "npm start"
      ? [path.join(APP_DIR, "scripts", "start.mjs")]
      : [path.join(APP_DIR, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(process.execPath, command, {
    cwd: APP_DIR,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(child, {
    url: `${baseUrl}/api/contractors?category=plumbing&lat=40.71&lng=-74.0`,
    timeoutMs: 120_000,
    exitedMessage: (code) => `${how} exited early with code ${code}`,
    timeoutMessage: () => `${how} did not answer within 120 s`,
  });
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

async function get(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
}

async function servePages(baseUrl) {
  for (const page of PAGES) await get(`${baseUrl}${page}`);
}

/** The tree's RSS after it settled: the whole tree, and the wrapper (the root process) on its own. */
async function reading(server, state, how) {
  await sleep(SETTLE_S * 1000);
  const pids = processTree(server.pid);
  const row = {
    how,
    state,
    processes: pids.length,
    "per process MB (root first)": pids.map((pid) => processRssMb(pid)).join(" + "),
    "whole tree MB": treeRssMb(server.pid),
  };
  console.log(`${how}, ${state}: ${row["whole tree MB"]} MB (${row["per process MB (root first)"]})`);
  return row;
}

async function book(baseUrl, count) {
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${baseUrl}/api/appointments`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `memory-${Date.now()}-${index}` },
      body: appointmentBody(`Memory ${index}`),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`Booking ${index} answered ${response.status}`);
  }
}

/** Uploads `count` photos, two at a time (the pipeline's decode slots), sampling the peak RSS meanwhile. */
async function upload(baseUrl, count, body, server) {
  let peak = treeRssMb(server.pid) ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(server.pid) ?? 0)), 200);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${baseUrl}/api/photos`, {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${PHOTO_BOUNDARY}` },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`Photo ${index} answered ${response.status}`);
    }
  };
  try {
    await Promise.all([worker(), worker()]);
  } finally {
    clearInterval(sampler);
  }
  return peak;
}

async function main() {
  assertProductionBuild();
  if (!existsSync(path.join(APP_DIR, ".next", "standalone", "server.js"))) throw new Error(`No standalone build in ${APP_DIR}: run \`npm run build\`.`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "fixpilot-bench-memory-"));
  const rows = [];
  try {
    let server = await startServer("npm start", dataDir);
    try {
      await servePages(server.baseUrl);
      rows.push(await reading(server, "idle (database opened, pages served)", "npm start"));
      await book(server.baseUrl, BOOKINGS);
      rows.push(await reading(server, `after ${BOOKINGS} bookings`, "npm start"));
      const photo = multipartBody(await phonePhoto());
      const peak = await upload(server.baseUrl, PHOTOS, photo, server);
      rows.push({ ...(await reading(server, `after uploading ${PHOTOS} photos`, "npm start")), "peak while uploading MB": peak });
    } finally {
      await server.stop();
    }
    server = await startServer("npm start", dataDir);
    try {
      await servePages(server.baseUrl);
      rows.push(await reading(server, `restarted, ${PHOTOS} photos and ${BOOKINGS} bookings stored`, "npm start"));
    } finally {
      await server.stop();
    }
    server = await startServer("next start", dataDir);
    try {
      await servePages(server.baseUrl);
      rows.push(await reading(server, "the same data, as bench:photos starts it", "next start"));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  const over = rows.filter((row) => row.how === "npm start" && row["whole tree MB"] >= LIMIT_MB);
  console.log(over.length === 0 ? `npm start stayed under ${LIMIT_MB} MB in every state: PASS` : `npm start reached ${LIMIT_MB} MB: FAIL`);
  process.exitCode = over.length === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
