// Helpers for the scripts that build and serve a private copy of the app (scripts/budgets.mjs,
// scripts/check-secrets.mjs) or serve an existing build (scripts/bench.mjs, and through it scripts/load-test.mjs).
// Building in a copy keeps the main tree's .next untouched, so these scripts are safe while others build or
// run `next dev` in the same working tree.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file lives in scripts/lib): where `run` works unless told otherwise. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** How long `next start` may take to answer by default: a cold start also opens, migrates and seeds the database. */
export const STARTUP_TIMEOUT_MS = 90_000;

/** What a copy leaves out: build output, local data, test and report output, and dependencies (linked instead). */
const COPY_EXCLUDES = [".next", "node_modules", ".data*", "test-results", "playwright-report", "blob-report", ".lighthouse", "coverage"];

/**
 * Parses the flags every isolated-copy script takes (--skip-typecheck, --workdir DIR, --skip-build, --keep), so
 * they mean the same everywhere. `extra` adds a script's own flags that take a value, keyed by flag:
 * { key, usage, initial, read(value) }. An unknown flag throws, listing the extra options first.
 */
export function parseCopyArgs(argv, extra = {}) {
  const parsed = { skipBuild: false, skipTypecheck: false, keep: false, workdir: undefined };
  for (const option of Object.values(extra)) parsed[option.key] = option.initial;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--skip-build") parsed.skipBuild = true;
    else if (arg === "--skip-typecheck") parsed.skipTypecheck = true;
    else if (arg === "--keep") parsed.keep = true;
    else if (arg === "--workdir") parsed.workdir = argv[(i += 1)];
    else if (Object.hasOwn(extra, arg)) parsed[extra[arg].key] = extra[arg].read(argv[(i += 1)]);
    else {
      const usages = [...Object.values(extra).map((option) => option.usage), "--skip-typecheck", "--workdir DIR", "--skip-build", "--keep"];
      throw new Error(`Unknown option ${arg}. Options: ${usages.join(", ")}`);
    }
  }
  return parsed;
}

/**
 * Runs a command to completion and throws if it fails, so a broken step stops the script instead of measuring
 * stale output. `quiet` drops its stdout but keeps stderr, so failures still explain themselves.
 */
export function run(command, commandArgs, { cwd = REPO_ROOT, env = process.env, quiet = false } = {}) {
  const result = spawnSync(command, commandArgs, { cwd, env, stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Copies the tree without build output, data or dependencies, then links in node_modules, so the copy can be
 * built without touching (or being disturbed by) the main tree's .next.
 */
export function copyTree(source, destination) {
  mkdirSync(destination, { recursive: true });
  run("rsync", ["-a", "--delete", ...COPY_EXCLUDES.flatMap((pattern) => ["--exclude", pattern]), `${source}/`, `${destination}/`], { quiet: true });
  linkNodeModules(source, destination);
}

/**
 * node_modules as hard links: Turbopack refuses a node_modules symlink that points outside the project root,
 * and hard links cost neither time nor space. Falls back to a real copy across file systems.
 */
export function linkNodeModules(source, destination) {
  const target = path.join(destination, "node_modules");
  if (existsSync(target)) return;
  const linked = spawnSync("cp", ["-al", path.join(source, "node_modules"), target], { stdio: "ignore" });
  if (linked.status !== 0) run("cp", ["-a", path.join(source, "node_modules"), target]);
}

/**
 * Wraps the copy's next.config.ts so `next build` skips its type check (that is `npm run typecheck`'s job, and
 * a tree with work in progress should still be measurable); the main tree is never changed.
 */
export function ignoreTypeErrorsInCopy(workdir) {
  const config = path.join(workdir, "next.config.ts");
  renameSync(config, path.join(workdir, "next.config.base.ts"));
  writeFileSync(
    config,
    [
      'import type { NextConfig } from "next";',
      'import base from "./next.config.base";',
      "const skipTypes = (config: NextConfig): NextConfig => ({ ...config, typescript: { ...config.typescript, ignoreBuildErrors: true } });",
      "type ConfigFunction = (...args: unknown[]) => NextConfig | Promise<NextConfig>;",
      'export default typeof base === "function"',
      "  ? async (...args: unknown[]) => skipTypes(await (base as ConfigFunction)(...args))",
      "  : skipTypes(base);",
      "",
    ].join("\n"),
  );
}

/**
 * Copies `source` into `workdir` and runs `next build` there with `env` (prisma client generated first, the
 * type check skipped on request), announcing it with `message`; so a build never touches the main tree's
 * .next. With `skipBuild`, reuses a finished build made there earlier and fails if there is none.
 */
export function buildIsolatedCopy(source, workdir, { env, message, skipBuild = false, skipTypecheck = false }) {
  if (!skipBuild) {
    copyTree(source, workdir);
    if (skipTypecheck) ignoreTypeErrorsInCopy(workdir);
    run("node", ["scripts/prisma-generate.mjs"], { cwd: workdir, env, quiet: true });
    console.log(message);
    // The app's own two-pass build (scripts/build.ts): the CSP hashes of prerendered pages are bundled into the proxy.
    run("npx", ["--no-install", "tsx", "scripts/build.ts"], { cwd: workdir, env });
  } else if (!existsSync(path.join(workdir, ".next", "BUILD_ID"))) {
    throw new Error(`--skip-build: no finished build in ${workdir}/.next`);
  }
}

/** A loopback port nobody listens on right now, so parallel runs (and a developer's own server) never collide. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `next start` in `directory` on 127.0.0.1:`port`. The child gets `url` (its base address) and `log`
 * (its stdout and stderr so far), so a failure can show what the server said. Its own process group, so
 * stopServer also stops the next-server child that `next start` spawns.
 */
export function startServer(directory, port, env) {
  const child = spawn("npx", ["--no-install", "next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: directory,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.url = `http://127.0.0.1:${port}`;
  child.log = "";
  child.stdout.on("data", (chunk) => (child.log += chunk));
  child.stderr.on("data", (chunk) => (child.log += chunk));
  return child;
}

/**
 * Polls `url` (default the server's own, from startServer) until it answers 2xx, so nothing is measured
 * against a server that is still starting. Throws as soon as the process exits, or after `timeoutMs`;
 * `exitedMessage(code)` and `timeoutMessage()` word those errors (by default with the server's log).
 */
export async function waitForServer(
  child,
  {
    url = child.url,
    timeoutMs = STARTUP_TIMEOUT_MS,
    exitedMessage = (code) => `next start exited (${code}):\n${child.log}`,
    timeoutMessage = () => `next start did not answer within ${timeoutMs / 1000} s:\n${child.log}`,
  } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(exitedMessage(child.exitCode));
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(timeoutMessage());
}

/**
 * Stops a server from startServer and its whole process group: SIGTERM first, so PGlite can close its folder,
 * SIGKILL after 5 s, so a hung server never keeps the script alive.
 */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }, 5_000);
  await exited;
  clearTimeout(timer);
}
