/**
 * `npm start`: what is deployed, the standalone server.js that `npm run build` leaves in .next/standalone, with the
 * forwarded-for preload, as the Dockerfile runs it (`next start` on a standalone build is unsupported and prints a
 * warning). Like `next start` it reads the project's .env files.
 *
 * - HOSTNAME (default 127.0.0.1: this machine only) and PORT (default 3000) choose where it listens. A container or a
 *   host behind a reverse proxy on another machine sets HOSTNAME=0.0.0.0 (the Dockerfile does).
 * - server.js changes into its own folder, so relative data paths (the embedded database, the .eml folder) are made
 *   absolute here, against the project folder, where `npm run dev` keeps them too.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// next's own .env loader (a dependency of next, installed with it), so .env files mean what they mean to next start.
import nextEnv from "@next/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const standalone = path.join(root, ".next", "standalone");
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

const server = spawn(process.execPath, ["--require", "./forwarded-for.cjs", "server.js"], { cwd: standalone, env, stdio: "inherit" });
// Ctrl+C or a supervisor's SIGTERM reaches the server, which closes the database before it exits.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
