import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { validAppointmentBody } from "../support/appointment-fixture";
import { createEmptyPostgresSchema, TEST_POSTGRES_URL } from "../support/db";
import { freeLoopbackPort } from "../support/pgbouncer";

/*
 * `npm start` with WEB_CONCURRENCY=2 on the real standalone build, PostgreSQL and Redis: both server processes serve,
 * every booking (whichever process took it) reaches the webhook receiver through the one relay process, and SIGTERM
 * stops them all cleanly. It needs a build (`npm run build`): CI runs it after one in `npm run test:node` (on Node 26),
 * and `npm test`'s Jest pass, which runs before any build, skips it. tests/integration/start-cluster.test.ts covers
 * the processes' machinery without a build.
 */
const root = path.resolve(__dirname, "../..");
const built = existsSync(path.join(root, ".next", "standalone", "server.js"));

/** CPU ticks (user + system) a process has used, from /proc. */
function cpuTicks(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

function childrenOf(pid: number): number[] {
  const listed = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return listed ? listed.split(/\s+/).map(Number) : [];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

(built ? describe : describe.skip)("npm start on the standalone build: two processes on PostgreSQL and Redis", () => {
  let receiver: Server;
  const webhookIds = new Map<string, number>();
  const bookedIds = new Set<number>();
  let receiverUrl = "";
  let schema: Awaited<ReturnType<typeof createEmptyPostgresSchema>>;
  let mailDir: string;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const event = JSON.parse(Buffer.concat(chunks).toString()) as { type: string; data: { appointment?: { id: number } } };
        const webhookId = String(request.headers["webhook-id"]);
        webhookIds.set(webhookId, (webhookIds.get(webhookId) ?? 0) + 1);
        if (event.type === "appointment.created" && event.data.appointment) bookedIds.add(event.data.appointment.id);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
    schema = await createEmptyPostgresSchema();
    mailDir = mkdtempSync(path.join(tmpdir(), "fixpilot-cluster-mail-"));
  });

  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await schema.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("serves from both processes, delivers every booking once, and stops cleanly on SIGTERM", async () => {
    const port = await freeLoopbackPort();
    const databaseUrl = new URL(TEST_POSTGRES_URL);
    databaseUrl.searchParams.set("schema", schema.config.schema!);
    let output = "";
    const wrapper: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379",
        REDIS_KEY_PREFIX: `fixpilot-cluster-${randomBytes(4).toString("hex")}:`,
        WEB_CONCURRENCY: "2",
        MAIL_DIR: mailDir,
        DISPATCH_WEBHOOK_URL: receiverUrl,
        DISPATCH_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString("base64")}`,
        RATE_LIMIT_MULTIPLIER: "1000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    wrapper.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    wrapper.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => wrapper.on("exit", (code) => resolve(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 90_000;
      for (;;) {
        const ok = await fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline || wrapper.exitCode !== null) throw new Error(`npm start never became healthy:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(output).toContain("[start] 2 server processes on one port");
      const servers = childrenOf(wrapper.pid!);
      expect(servers).toHaveLength(2);
      const before = servers.map(cpuTicks);

      // A new connection each, so the primary hands them out in turn.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          fetch(`${base}/api/appointments`, {
            method: "POST",
            headers: { "content-type": "application/json", connection: "close", "idempotency-key": `cluster-${randomBytes(6).toString("hex")}-${index}` },
            body: JSON.stringify({ ...validAppointmentBody, name: `Cluster ${index}` }),
          }).then(async (response) => ({ status: response.status, id: ((await response.json()) as { id: number }).id })),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(new Array(8).fill(201));
      for (let index = 0; index < 20; index++) await (await fetch(`${base}/hvac/no-heat`, { headers: { connection: "close" } })).arrayBuffer();
      const spent = servers.map((pid, index) => cpuTicks(pid) - before[index]);
      // Each did work of its own: the bookings and pages were split between them.
      expect(Math.min(...spent)).toBeGreaterThan(2);

      const waitUntil = Date.now() + 30_000;
      while (answers.some((answer) => !bookedIds.has(answer.id)) && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answers.filter((answer) => !bookedIds.has(answer.id))).toEqual([]);
      expect([...webhookIds.values()].filter((count) => count > 1)).toEqual([]);

      wrapper.kill("SIGTERM");
      // As one server process ends on SIGTERM once it has closed its database (lib/db/client.ts): 128 + 15.
      await expect(exited).resolves.toBe(143);
      expect(output).not.toMatch(/still running|killing them/);
      expect(servers.filter(alive)).toEqual([]);
    } finally {
      wrapper.kill("SIGKILL");
    }
  }, 180_000);
});
