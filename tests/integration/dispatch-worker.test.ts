import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import { validAppointmentBody } from "../support/appointment-fixture";
import { createTestDatabase, TEST_DB_KINDS, TEST_POSTGRES_URL, type TestDatabase } from "../support/db";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from "../support/webhook-receiver";

interface Worker {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function startWorker(env: Record<string, string>): Worker {
  // One process (tsx as a loader, not its CLI wrapper), so SIGKILL hits the relay itself.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout.setEncoding("utf8").on("data", (text: string) => output.push(text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => output.push(text));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The worker is a separate process; PGlite allows one process per folder, so this runs on PostgreSQL only.
const describePostgres = TEST_DB_KINDS.includes("postgres") ? describe : describe.skip;

describePostgres("npm run worker (PostgreSQL)", () => {
  let db: TestDatabase;
  let mailDir = "";
  beforeAll(async () => {
    db = await createTestDatabase("postgres", { seed: false });
    mailDir = mkdtempSync(path.join(tmpdir(), "fixpilot-worker-mail-"));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it("resends an event with the same webhook-id after a worker is SIGKILLed mid-delivery, and stops cleanly on SIGTERM", async () => {
    let release = false;
    const receiver = await startWebhookReceiver(async (_request, attempt) => {
      // The first attempt hangs until the worker is killed; later ones succeed.
      if (attempt === 1) {
        while (!release) await new Promise((resolve) => setTimeout(resolve, 50));
        return "hang";
      }
      return 200;
    });
    const workers: Worker[] = [];
    try {
      const request = bookingRequestSchema.parse({ ...validAppointmentBody, timeZone: "America/Chicago" });
      const { id } = await createAppointment(db.prisma, request, null);
      const env = {
        DATABASE_URL: `${TEST_POSTGRES_URL}?schema=${db.config.kind === "postgres" ? db.config.schema : ""}`,
        DISPATCH_WEBHOOK_URL: receiver.url,
        DISPATCH_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        MAIL_DIR: mailDir,
        DISPATCH_POLL_MS: "100",
        DISPATCH_LEASE_MS: "1500",
        SEED_SAMPLE_CONTRACTORS: "false",
      };
      const first = startWorker(env);
      workers.push(first);
      await until(() => receiver.received.length === 1, 90_000, "the first delivery attempt");
      first.child.kill("SIGKILL");
      expect(await first.exited).toBeNull();
      release = true;
      const inFlight = await db.prisma.outboxDelivery.findFirstOrThrow({ where: { channel: "webhook", event: { appointmentId: id } } });
      expect(inFlight).toMatchObject({ status: "pending", attempts: 1 });
      expect(inFlight.claimToken).not.toBeNull();

      const second = startWorker(env);
      workers.push(second);
      await until(
        async () => (await db.prisma.outboxDelivery.findFirstOrThrow({ where: { id: inFlight.id } })).status === "delivered",
        90_000,
        "the redelivery",
      );
      const ids = receiver.received.map((item) => item.id);
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
      expect(receiver.unverified).toEqual([]);
      // The emails went out too (as .eml files here).
      await until(
        async () => (await db.prisma.outboxDelivery.count({ where: { event: { appointmentId: id }, status: "pending" } })) === 0,
        30_000,
        "the emails",
      );

      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      expect(second.output.join("")).toContain("[worker] stopped");
    } finally {
      for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill("SIGKILL");
      await receiver.close();
    }
  }, 240_000);
});
