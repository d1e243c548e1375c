import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { TEST_POSTGRES_URL } from "../support/db";
import { freeLoopbackPort } from "../support/pgbouncer";

/*
 * `npm start` with several server processes (scripts/start.mjs), against a stand-in for the standalone server.js:
 * it listens where the real one does and answers with what start.mjs gave its process (role, pool, preload, folder),
 * so the test sees which process served, the peers' hand-offs reaching the relay process, and the shutdown. The
 * real build runs the same way in tests/integration/start-cluster-build.test.ts.
 */
const STAND_IN_SERVER = String.raw`
const http = require("node:http");
if (process.env.STAND_IN_FAIL_AT_START === "1") process.exit(3);
// Whether the embedded database folder was already made when this process started.
const pgliteDir = process.env.PGLITE_DATA_DIR;
const pgliteFolderAtStart = Boolean(pgliteDir) && require("node:fs").existsSync(require("node:path").join(pgliteDir, "PG_VERSION"));
let handOffs = 0;
process.on("message", (message) => {
  if (message && message.fixpilot === "background") handOffs++;
});
const server = http.createServer((request, response) => {
  if (request.url === "/hand-off" && process.env.FIXPILOT_SERVER_ROLE === "peer") process.send({ fixpilot: "background", task: "dispatch" });
  response.setHeader("connection", "close");
  response.end(JSON.stringify({
    pid: process.pid,
    role: process.env.FIXPILOT_SERVER_ROLE,
    poolMax: process.env.DATABASE_POOL_MAX,
    preloaded: globalThis.__forwardedForLoaded === true,
    cwd: process.cwd(),
    handOffs,
    pgliteFolderAtStart,
    mallocArenaMax: process.env.MALLOC_ARENA_MAX,
  }));
});
server.listen(Number(process.env.PORT), process.env.HOSTNAME);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

interface Answer {
  pid: number;
  role: string;
  poolMax: string;
  preloaded: boolean;
  cwd: string;
  handOffs: number;
  pgliteFolderAtStart: boolean;
  mallocArenaMax: string | undefined;
}

const root = path.resolve(__dirname, "../..");
let serverDir: string;

beforeAll(() => {
  serverDir = mkdtempSync(path.join(tmpdir(), "fixpilot-cluster-"));
  writeFileSync(path.join(serverDir, "server.js"), STAND_IN_SERVER);
  writeFileSync(path.join(serverDir, "forwarded-for.cjs"), "globalThis.__forwardedForLoaded = true;\n");
  // The real standalone folder carries PGlite in its node_modules (next.config.ts traces it there).
  symlinkSync(path.join(root, "node_modules"), path.join(serverDir, "node_modules"), "dir");
});

afterAll(() => rmSync(serverDir, { recursive: true, force: true }));

function startWrapper(port: number, env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", FIXPILOT_SERVER_DIR: serverDir, PORT: String(port), HOSTNAME: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function ask(port: number, route = "/"): Promise<Answer | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${route}`);
    return (await response.json()) as Answer;
  } catch {
    return null;
  }
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("npm start with PostgreSQL and Redis: several server processes on one port", () => {
  it("serves from two processes, one of them the relay, hands a peer's delivery to it, and stops both on SIGTERM", async () => {
    const port = await freeLoopbackPort();
    const server = startWrapper(port, {
      DATABASE_URL: TEST_POSTGRES_URL,
      REDIS_URL: "redis://127.0.0.1:6379",
      WEB_CONCURRENCY: "2",
      DATABASE_CONNECTION_BUDGET: "20",
    });
    try {
      await until(() => ask(port));
      const answers: Answer[] = [];
      // Connections are handed out round-robin; both processes answer within a few.
      await until(async () => {
        const answer = await ask(port);
        if (answer) answers.push(answer);
        return new Set(answers.map((item) => item.pid)).size === 2;
      });
      expect(server.output()).toContain("[start] 2 server processes on one port: WEB_CONCURRENCY=2");
      expect(new Set(answers.map((item) => item.role))).toEqual(new Set(["relay", "peer"]));
      // A budget of 20 over two processes: 10 each, 8 for requests beside the relay's 2.
      expect(new Set(answers.map((item) => item.poolMax))).toEqual(new Set(["8"]));
      expect(answers.every((item) => item.preloaded && path.resolve(item.cwd) === path.resolve(serverDir))).toBe(true);

      await until(async () => (await ask(port, "/hand-off"))?.role === "peer");
      const relay = await until(async () => {
        const answer = await ask(port);
        return answer?.role === "relay" && answer.handOffs > 0 ? answer : null;
      });
      expect(relay.handOffs).toBeGreaterThan(0);

      const pids = [...new Set(answers.map((item) => item.pid))];
      server.child.kill("SIGTERM");
      await expect(server.exited).resolves.toBe(0);
      expect(pids.filter(alive)).toEqual([]);
    } finally {
      server.child.kill("SIGKILL");
    }
  });

  it("runs one process and says why when REDIS_URL is missing", async () => {
    const port = await freeLoopbackPort();
    const server = startWrapper(port, { DATABASE_URL: TEST_POSTGRES_URL, REDIS_URL: "", WEB_CONCURRENCY: "2" });
    try {
      const answer = await until(() => ask(port));
      expect(answer.role).toBeUndefined();
      expect(server.output()).toContain("[start] One server process: REDIS_URL is not set");
      // glibc's setting for photo memory (docs/performance.md, "Memory"): two arenas.
      expect(answer.mallocArenaMax).toBe("2");
      server.child.kill("SIGTERM");
      await expect(server.exited).resolves.toBe(0);
    } finally {
      server.child.kill("SIGKILL");
    }
  });

  it("on the embedded default, creates a new PGlite folder in a process of its own before the server starts", async () => {
    // initdb in PGlite's WebAssembly leaves the process that ran it about 400 MB larger for good (docs/performance.md).
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "fixpilot-pglite-")), "pglite");
    try {
      for (const run of ["first", "second"]) {
        const port = await freeLoopbackPort();
        const server = startWrapper(port, { DATABASE_URL: "", REDIS_URL: "", PGLITE_DATA_DIR: dataDir });
        try {
          const answer = await until(() => ask(port), 60_000);
          expect(answer.pgliteFolderAtStart).toBe(true);
          if (run === "first") expect(server.output()).toContain(`[start] created the embedded database folder ${dataDir}`);
          else expect(server.output()).not.toContain("created the embedded database folder");
          server.child.kill("SIGTERM");
          await expect(server.exited).resolves.toBe(0);
        } finally {
          server.child.kill("SIGKILL");
        }
      }
      expect(existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 120_000);

  it("stops every process, with a failure code, when one cannot start", async () => {
    const port = await freeLoopbackPort();
    const server = startWrapper(port, {
      DATABASE_URL: TEST_POSTGRES_URL,
      REDIS_URL: "redis://127.0.0.1:6379",
      WEB_CONCURRENCY: "2",
      STAND_IN_FAIL_AT_START: "1",
    });
    try {
      await expect(server.exited).resolves.toBe(3);
      expect(server.output()).toMatch(/stopped \(3\) within 10 s of starting/);
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});
