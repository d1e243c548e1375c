// Proves that no server secret reaches the browser. Builds a private copy of the working tree with dummy
// secrets set, then fails if any of them appears in what a browser can download: .next/static/**, the
// prerendered HTML and RSC payloads, and the HTML and RSC answers of a few pages served by `next start`.
//
//   npm run check:secrets                      copy, build, scan, serve, fetch (about a minute)
//   npm run check:secrets -- --skip-typecheck  same, but the build ignores TypeScript errors (the type
//                                              check is `npm run typecheck`'s job; use while the tree has WIP)
//   npm run check:secrets -- --workdir DIR --skip-build
//                                              re-check an existing copy that this script built earlier
//
// The copy (default a fresh folder under the system temp dir, or CHECK_SECRETS_WORKDIR) keeps the main
// tree's .next untouched, so it is safe while others build or run `next dev` in the same tree.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, renameSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PAGES = ["/", "/hvac/no-heat", "/schedule", "/thank-you"];
const STARTUP_TIMEOUT_MS = 90_000;

// Values that look like the real thing, so a leak through any code path that formats or validates them shows.
const SECRETS = {
  OPENAI_API_KEY: "sk-test-SECRET-openai-123",
  YOUTUBE_API_KEY: "yt-SECRET-456",
  GOOGLE_MAPS_API_KEY: "gm-SECRET-789",
  DATABASE_URL: "postgresql://secretuser:secretpass@127.0.0.1:5432/test",
};
// The parts of the database URL that must not show up on their own either (an error page quoting the user, say).
const NEEDLES = [...Object.values(SECRETS), "secretuser", "secretpass"];

const args = parseArgs(process.argv.slice(2));

async function main() {
  const workdir = path.resolve(args.workdir ?? process.env.CHECK_SECRETS_WORKDIR ?? path.join(tmpdir(), `fixpilot-check-secrets-${userInfo().username}-${process.pid}`));
  const env = {
    ...process.env,
    ...SECRETS,
    NEXT_TELEMETRY_DISABLED: "1",
    PGLITE_DATA_DIR: path.join(workdir, ".data", "pglite"),
    // A map key is public by design; leave it unset so the only keys in play are the secret ones.
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
    REDIS_URL: "",
  };

  if (!args.skipBuild) {
    copyTree(ROOT, workdir);
    if (args.skipTypecheck) ignoreTypeErrorsInCopy(workdir);
    run("node", ["scripts/prisma-generate.mjs"], { cwd: workdir, env, quiet: true });
    console.log(`Building an isolated copy in ${workdir} with dummy secrets ...`);
    run("npx", ["--no-install", "next", "build"], { cwd: workdir, env });
  } else if (!existsSync(path.join(workdir, ".next", "BUILD_ID"))) {
    throw new Error(`--skip-build: no finished build in ${workdir}/.next`);
  }

  const leaks = [];
  const files = [...listFiles(path.join(workdir, ".next", "static")), ...listFiles(path.join(workdir, ".next", "server", "app")).filter(isServedToBrowsers)];
  for (const file of files) {
    const content = readFileSync(file);
    for (const needle of NEEDLES) {
      if (content.includes(needle)) leaks.push({ where: path.relative(workdir, file), needle });
    }
  }
  console.log(`Scanned ${files.length} build files served to browsers.`);

  const port = await freePort();
  const server = startServer(workdir, port, env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForServer(base, server);
    for (const page of PAGES) {
      for (const [kind, headers] of [["HTML", {}], ["RSC", { RSC: "1" }]]) {
        const response = await fetch(base + page, { headers, redirect: "manual" });
        const body = await response.text();
        const headerText = [...response.headers].map(([key, value]) => `${key}: ${value}`).join("\n");
        for (const needle of NEEDLES) {
          if (body.includes(needle) || headerText.includes(needle)) leaks.push({ where: `${kind} of ${page} (${response.status})`, needle });
        }
      }
    }
    console.log(`Fetched ${PAGES.length} pages as HTML and RSC from next start.`);
  } finally {
    await stopServer(server);
  }

  if (leaks.length > 0) {
    console.error("\nSecrets reached the browser:");
    for (const { where, needle } of leaks) console.error(`  ${needle}  in  ${where}`);
    process.exitCode = 1;
  } else {
    console.log("No secret found in anything a browser can load.");
    if (!args.workdir && !args.keep) rmSync(workdir, { recursive: true, force: true });
  }
}

/**
 * Prerendered pages, their RSC payloads (segments included), static route bodies (robots.txt, sitemap) and
 * their stored headers are sent to browsers as they are; the server bundles beside them are not.
 */
function isServedToBrowsers(file) {
  return /\.(html|rsc|body|meta)$/.test(file);
}

function parseArgs(argv) {
  const parsed = { skipBuild: false, skipTypecheck: false, keep: false, workdir: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--skip-build") parsed.skipBuild = true;
    else if (arg === "--skip-typecheck") parsed.skipTypecheck = true;
    else if (arg === "--keep") parsed.keep = true;
    else if (arg === "--workdir") parsed.workdir = argv[(i += 1)];
    else throw new Error(`Unknown option ${arg}. Options: --skip-typecheck, --workdir DIR, --skip-build, --keep`);
  }
  return parsed;
}

// ---- isolated copy, build and server (the same steps as scripts/budgets.mjs) ----

/**
 * Copies the tree without build output, data or dependencies, and gives the copy node_modules as hard links:
 * Turbopack refuses a node_modules symlink that points outside the project root, and hard links cost
 * neither time nor space. Falls back to a real copy across file systems.
 */
function copyTree(source, destination) {
  mkdirSync(destination, { recursive: true });
  const excludes = [".next", "node_modules", ".data*", "test-results", "playwright-report", "blob-report", ".lighthouse", "coverage"];
  run("rsync", ["-a", "--delete", ...excludes.flatMap((pattern) => ["--exclude", pattern]), `${source}/`, `${destination}/`], { quiet: true });
  if (!existsSync(path.join(destination, "node_modules"))) {
    const linked = spawnSync("cp", ["-al", path.join(source, "node_modules"), path.join(destination, "node_modules")], { stdio: "ignore" });
    if (linked.status !== 0) run("cp", ["-a", path.join(source, "node_modules"), path.join(destination, "node_modules")]);
  }
}

/** Wraps the copy's next.config.ts so `next build` skips its type check; the main tree is never changed. */
function ignoreTypeErrorsInCopy(workdir) {
  const config = path.join(workdir, "next.config.ts");
  renameSync(config, path.join(workdir, "next.config.base.ts"));
  writeFileSync(
    config,
    [
      'import type { NextConfig } from "next";',
      'import base from "./next.config.base";',
      "const skipTypes = (config: NextConfig): NextConfig => ({ ...config, typescript: { ...config.typescript, ignoreBuildErrors: true } });",
      "type ConfigFunction = (...args: unknown[]) => NextConfig | Promise<NextConfig>;",
      "export default typeof base === \"function\"",
      "  ? async (...args: unknown[]) => skipTypes(await (base as ConfigFunction)(...args))",
      "  : skipTypes(base);",
      "",
    ].join("\n"),
  );
}

function run(command, commandArgs, { cwd = ROOT, env = process.env, quiet = false } = {}) {
  const result = spawnSync(command, commandArgs, { cwd, env, stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed (exit ${result.status ?? result.signal})`);
}

function listFiles(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() && statSync(full).size > 0 ? [full] : [];
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function startServer(workdir, port, env) {
  // Its own process group, so stopping it also stops the next-server child that `next start` spawns.
  const child = spawn("npx", ["--no-install", "next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: workdir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.log = "";
  child.stdout.on("data", (chunk) => (child.log += chunk));
  child.stderr.on("data", (chunk) => (child.log += chunk));
  return child;
}

async function waitForServer(base, child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${child.log}`);
    try {
      const response = await fetch(base, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${child.log}`);
}

async function stopServer(child) {
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
