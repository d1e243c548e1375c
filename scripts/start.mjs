/**
 * `npm start`: what is deployed, the standalone server.js that `npm run build` leaves in .next/standalone, with the
 * forwarded-for preload, as the Dockerfile runs it (`next start` on a standalone build is unsupported and prints a
 * warning). Like `next start` it reads the project's .env files.
 *
 * - HOSTNAME (default 127.0.0.1: this machine only) and PORT (default 3000) choose where it listens. A container or a
 *   host behind a reverse proxy on another machine sets HOSTNAME=0.0.0.0 (the Dockerfile does).
 * - server.js changes into its own folder, so relative data paths (the embedded database, the .eml folder) are made
 *   absolute here, against the project folder, where `npm run dev` keeps them too.
 * - With both DATABASE_URL and REDIS_URL set it runs WEB_CONCURRENCY server processes (default: the CPUs available,
 *   at most 4) on one port with node:cluster, each with its share of DATABASE_CONNECTION_BUDGET as its pool; one of
 *   them runs the relay and the photo sweep for all (lib/server/process-role.ts). Otherwise one process, and the
 *   first line it prints says why (scripts/lib/server-processes.mjs).
 */
import { spawn, spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// next's own .env loader (a dependency of next, installed with it), so .env files mean what they mean to next start.
import nextEnv from "@next/env";
import { planServerProcesses } from "./lib/server-processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// FIXPILOT_SERVER_DIR serves a standalone folder from elsewhere (a copy, or the tests' stand-in server).
const standalone = path.resolve(root, process.env.FIXPILOT_SERVER_DIR || path.join(".next", "standalone"));
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error("No build to start: run `npm run build` first (or `npm run quickstart`, which builds and starts).");
  process.exit(1);
}

// Before reading anything below, so .env can set HOSTNAME, PORT and the data paths too.
nextEnv.loadEnvConfig(root, false);

// The defaults of lib/db/config.ts (DEFAULT_PGLITE_DIR), lib/dispatch/email/transport.ts (DEFAULT_MAIL_DIR) and
// lib/photos/store-from-env.ts (DEFAULT_PHOTO_DIR, used when PHOTO_STORE=fs) and lib/sms/config.ts (DEFAULT_SMS_DIR).
const DATA_PATHS = { PGLITE_DATA_DIR: ".data/pglite", MAIL_DIR: ".data/mail", PHOTO_DIR: ".data/photos", SMS_DIR: ".data/sms" };

const env = {
  ...process.env,
  NODE_ENV: "production",
  HOSTNAME: process.env.HOSTNAME || "127.0.0.1",
  PORT: process.env.PORT || "3000",
  // sharp's decoding threads fragment glibc's heap across many arenas; two keep photo uploads' peak memory down
  // (608 -> 390 MB measured, docs/photos.md).
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
};
for (const [name, fallback] of Object.entries(DATA_PATHS)) env[name] = path.resolve(root, env[name]?.trim() || fallback);

let plan;
try {
  plan = planServerProcesses(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (plan.processes === 1) {
  console.log(`[start] One server process: ${plan.reason}`);
  if (!env.DATABASE_URL?.trim()) createPgliteFolderApart(env.PGLITE_DATA_DIR);
  const server = spawn(process.execPath, ["--require", "./forwarded-for.cjs", "server.js"], { cwd: standalone, env, stdio: "inherit" });
  // Ctrl+C or a supervisor's SIGTERM reaches the server, which closes the database before it exits.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  runCluster(plan);
}

/**
 * A new PGlite folder is made by running PostgreSQL's initdb inside PGlite's WebAssembly, and the server process that
 * does it keeps about 400 MB more for the rest of its life (WebAssembly memory is never given back; measured in
 * docs/performance.md: 872 MB idle on a fresh folder against about 450 MB on an existing one). So the first start
 * creates the folder in a short-lived process of its own and the server then opens an existing folder. The
 * server still migrates and seeds it as on every start; this only moves initdb out of its memory.
 */
function createPgliteFolderApart(dataDir) {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  mkdirSync(dataDir, { recursive: true });
  // Resolved from the standalone folder, where the server itself finds PGlite (next.config.ts traces it there).
  const script = `const { PGlite } = await import("@electric-sql/pglite"); const db = new PGlite(process.argv[1]); await db.waitReady; await db.close();`;
  const created = spawnSync(process.execPath, ["--input-type=module", "-e", script, dataDir], { cwd: standalone, stdio: "inherit" });
  // On failure the server creates the folder itself, as it always could; only its memory is higher.
  if (created.status !== 0)
    console.error(`[start] could not create the database folder ${dataDir} apart (exit ${created.status ?? created.signal}); the server will create it.`);
  else console.log(`[start] created the embedded database folder ${dataDir}`);
}

/**
 * node:cluster rather than separate processes on SO_REUSEPORT: server.js listens as it always does, the primary (this
 * wrapper) shares the port, and the IPC channel carries the peers' hand-offs to the relay process.
 */
function runCluster({ processes, poolMax, reason }) {
  console.log(`[start] ${processes} server processes on one port: ${reason}`);
  cluster.setupPrimary({ exec: path.join(standalone, "server.js"), execArgv: ["--require", "./forwarded-for.cjs"], cwd: standalone });
  // A process that dies this soon after starting is failing to start (a bad setting, the database refusing it):
  // restarting it would only loop, so the whole server stops with its exit code.
  const CRASH_LOOP_MS = 10_000;
  const SHUTDOWN_GRACE_MS = 30_000;
  const slots = Array.from({ length: processes }, (_, index) => ({ role: index === 0 ? "relay" : "peer", worker: null, startedAt: 0 }));
  let stopping = false;
  let exitCode = 0;
  const relayWorker = () => slots[0].worker;
  const start = (slot) => {
    slot.startedAt = Date.now();
    slot.worker = cluster.fork({ ...env, DATABASE_POOL_MAX: String(poolMax), FIXPILOT_SERVER_ROLE: slot.role });
    // A peer's hand-off (a delivery or a sweep to run) goes to the relay process; anything else is not ours.
    slot.worker.on("message", (message) => {
      if (message?.fixpilot === "background" && relayWorker()?.isConnected()) relayWorker().send(message);
    });
  };
  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const { worker } of slots) if (worker && !worker.isDead()) worker.process.kill(signal);
    setTimeout(() => {
      console.error(`[start] server processes still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; killing them.`);
      for (const { worker } of slots) if (worker && !worker.isDead()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  cluster.on("exit", (worker, code, signal) => {
    const slot = slots.find((candidate) => candidate.worker === worker);
    if (!slot) return;
    slot.worker = null;
    if (stopping) {
      // A process that did not exit by itself (killed by a signal) did not close cleanly either.
      exitCode = Math.max(exitCode, code ?? 1);
      if (slots.every((candidate) => candidate.worker === null)) process.exit(exitCode);
      return;
    }
    const status = code ?? signal;
    if (Date.now() - slot.startedAt < CRASH_LOOP_MS) {
      console.error(`[start] the ${slot.role} server process stopped (${status}) within ${CRASH_LOOP_MS / 1000} s of starting; stopping the others.`);
      exitCode = code || 1;
      stopAll("SIGTERM");
      return;
    }
    console.error(`[start] the ${slot.role} server process stopped (${status}); starting a new one.`);
    start(slot);
  });
  // Ctrl+C or a supervisor's SIGTERM: every process closes its database and exits, then this wrapper.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
  for (const slot of slots) start(slot);
}
