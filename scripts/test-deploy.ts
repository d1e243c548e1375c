/**
 * `npm run test:deploy`: FixPilot run the way hosts run it, then the browser smoke suite against it.
 *
 * - `npm run build` (standalone output), unless --skip-build;
 * - `next build` on a serverless host without DATABASE_URL must stop, naming it;
 * - the standalone folder copied somewhere fresh and made read-only, run as an unprivileged user when this
 *   runs as root, with nothing but the OS temp folder writable;
 * - DATABASE_URL through a real PgBouncer in transaction mode, in front of a fresh database; two instances
 *   started at once, which must apply each migration once;
 * - rate limits in the local Redis (a key prefix of its own);
 * - Playwright's deploy config (tests/deploy, tests/e2e/csp.spec.ts) against the first instance; afterwards,
 *   no file under the copy may have changed and the server log may hold no write error.
 * E2E_PORT picks the first instance's port (default 3200).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

import { freeLoopbackPort, startPgBouncer } from "../tests/support/pgbouncer";

const root = path.resolve(__dirname, "..");
const args = new Set(process.argv.slice(2));
const port = Number(process.env.E2E_PORT ?? 3200);
const directUrl = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed (${result.status})`);
}

async function sql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every file under `dir` with its size and modification time, to prove nothing was written there. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const stat = statSync(path.join(dir, entry), { throwIfNoEntry: false });
    if (stat) files.set(entry, stat.isDirectory() ? "dir" : `${stat.size}:${stat.mtimeMs}`);
  }
  return files;
}

function checkServerlessGuard(): void {
  const env = { ...process.env, VERCEL: "1", DATABASE_URL: "", FIXPILOT_BUILD_ID: "guard-check", NEXT_PUBLIC_SITE_URL: "https://fixpilot.example" };
  // Reads next.config.ts and stops before compiling anything; in a scratch copy of the config so .next is safe.
  const result = spawnSync("npx", ["--no-install", "next", "build"], { cwd: root, env, encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 0 || !output.includes("DATABASE_URL is not set")) {
    throw new Error(`A serverless build without DATABASE_URL did not stop with a message naming it:\n${output.slice(-2000)}`);
  }
  console.log("Serverless guard: `VERCEL=1 next build` without DATABASE_URL stops, naming DATABASE_URL.");
}

interface Server {
  child: ChildProcess;
  log: () => string;
}

function startServer(appDir: string, serverPort: number, env: NodeJS.ProcessEnv): Server {
  let log = "";
  const asRoot = process.getuid?.() === 0;
  // nobody/nogroup on Debian: a user who owns nothing, so a write into the copy fails as on a read-only mount.
  const child = spawn(process.execPath, ["--require", "./forwarded-for.cjs", "server.js"], {
    cwd: appDir,
    env: { ...env, PORT: String(serverPort), HOSTNAME: "127.0.0.1", HOME: tmpdir() },
    stdio: ["ignore", "pipe", "pipe"],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  return { child, log: () => log };
}

async function waitHealthy(serverPort: number, server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited (${server.child.exitCode}):\n${server.log()}`);
    const response = await fetch(`http://127.0.0.1:${serverPort}/api/health`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on ${serverPort} never became healthy:\n${server.log()}`);
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
}

async function main(): Promise<void> {
  const buildEnv = { ...process.env, DATABASE_URL: "", NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000" };
  if (!args.has("--skip-build")) run("npm", ["run", "build"], buildEnv);

  const workdir = mkdtempSync(path.join(tmpdir(), "fixpilot-deploy-"));
  const appDir = path.join(workdir, "app");
  cpSync(path.join(root, ".next", "standalone"), appDir, { recursive: true });
  checkServerlessGuard();
  // Readable and runnable by anyone, writable by no one.
  chmodSync(workdir, 0o755);
  run("chmod", ["-R", "a-w,a+rX", appDir]);
  const before = snapshot(appDir);

  const database = `fixpilot_deploy_${randomBytes(4).toString("hex")}`;
  await sql(`CREATE DATABASE ${database}`);
  const bouncer = await startPgBouncer();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: bouncer.url(database),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `fixpilot-deploy-${randomBytes(4).toString("hex")}:`,
  };
  let first: Server | undefined;
  let second: Server | undefined;
  let failed = false;
  try {
    // Two instances of a new release starting at once on one fresh database.
    const secondPort = await freeLoopbackPort();
    first = startServer(appDir, port, env);
    second = startServer(appDir, secondPort, env);
    await Promise.all([waitHealthy(port, first), waitHealthy(secondPort, second)]);
    const client = new pg.Client({ connectionString: bouncer.url(database) });
    await client.connect();
    const { rows } = await client.query(`SELECT migration_name, count(*)::int AS times FROM "_prisma_migrations" GROUP BY 1`);
    await client.end();
    if (rows.length === 0 || rows.some((row: { times: number }) => row.times !== 1))
      throw new Error(`Migrations not applied exactly once: ${JSON.stringify(rows)}`);
    console.log(`Two instances started at once through PgBouncer: ${rows.length} migrations, each applied once.`);
    await stop(second);

    const playwright = spawnSync("npx", ["--no-install", "playwright", "test", "--config", "playwright.deploy.config.ts"], {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        E2E_PORT: String(port),
        DEPLOY_REDIS_URL: redisUrl,
        DEPLOY_REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX,
        DEPLOY_DATABASE_URL: bouncer.url(database),
      },
    });
    if (playwright.status !== 0) throw new Error("The deploy smoke suite failed");

    const after = snapshot(appDir);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
    if (changed.length > 0) throw new Error(`The server wrote into its own folder: ${changed.slice(0, 10).join(", ")}`);
    const writeErrors = first.log().match(/.*\b(EACCES|EROFS|EPERM)\b.*/g);
    if (writeErrors) throw new Error(`The server tried to write where it may not:\n${writeErrors.join("\n")}`);
    console.log("Read-only: no file under the server's folder changed, and no write was refused.");
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
    console.error(`--- server log ---\n${first?.log().slice(-4000) ?? ""}`);
  } finally {
    await stop(first);
    await stop(second);
    await bouncer.stop();
    await sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    run("chmod", ["-R", "u+w", workdir]);
    rmSync(workdir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
