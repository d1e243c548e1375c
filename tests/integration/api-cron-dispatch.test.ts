import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GET, POST } from "@/app/api/cron/dispatch/route";
import { POST as book } from "@/app/api/appointments/route";
import { resetPhotoSweepStateForTests } from "@/lib/photos/sweep";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from "../support/webhook-receiver";

const SECRET = "cron-secret-for-tests-0123456789";

function call(handler: typeof POST, authorization?: string): Promise<Response> {
  return handler(new Request("http://localhost/api/cron/dispatch", { method: "POST", headers: authorization ? { Authorization: authorization } : {} }));
}

describe.each(TEST_DB_KINDS)("POST /api/cron/dispatch (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  let dir = "";
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const saved = { ...process.env };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fixpilot-cron-"));
    receiver = await startWebhookReceiver();
    Object.assign(process.env, {
      CRON_SECRET: SECRET,
      MAIL_DIR: dir,
      DISPATCH_WEBHOOK_URL: receiver.url,
      DISPATCH_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      OPERATOR_EMAIL: "ops@fixpilot.test",
    });
  });
  afterAll(async () => {
    for (const key of ["CRON_SECRET", "MAIL_DIR", "DISPATCH_WEBHOOK_URL", "DISPATCH_WEBHOOK_SECRET", "OPERATOR_EMAIL"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    await receiver.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ["no Authorization header", undefined],
    ["a wrong secret", `Bearer ${SECRET}x`],
    ["a different scheme", `Basic ${SECRET}`],
    ["an empty bearer", "Bearer "],
  ])("answers 401 for %s and delivers nothing", async (_label, authorization) => {
    const response = await call(POST, authorization);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
    expect(receiver.received).toHaveLength(0);
  });

  it("answers 401 to everyone when CRON_SECRET is not set", async () => {
    delete process.env.CRON_SECRET;
    try {
      expect((await call(POST, "Bearer ")).status).toBe(401);
      expect((await call(POST, "Bearer undefined")).status).toBe(401);
    } finally {
      process.env.CRON_SECRET = SECRET;
    }
  });

  it("delivers every due event with the right secret, on POST and on Vercel Cron's GET", async () => {
    const booked = await book(new Request("http://localhost/api/appointments", { method: "POST", body: JSON.stringify(validAppointmentBody) }));
    expect(booked.status).toBe(201);
    const { id, manageUrl } = (await booked.json()) as { id: number; manageUrl: string };
    expect(manageUrl).toMatch(/^\/appointments\/[A-Za-z0-9_-]{43}$/);
    const response = await call(POST, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ claimed: 3, delivered: 3, dead: 0 });
    expect(receiver.received.map((item) => item.body.type)).toEqual(["appointment.created"]);
    expect((receiver.received[0].body.data.appointment as { id: number }).id).toBe(id);
    expect((await readdir(dir)).filter((name) => name.endsWith(".eml"))).toHaveLength(2);
    const again = await call(GET, `Bearer ${SECRET}`);
    expect(await again.json()).toMatchObject({ claimed: 0 });
  });

  it("sweeps photos at most every ten minutes, however often the cron calls, in this process or another", async () => {
    resetPhotoSweepStateForTests();
    await db().prisma.photoSweepRun.deleteMany();
    expect(await (await call(POST, `Bearer ${SECRET}`)).json()).toMatchObject({ photosSwept: { photos: 0, orphans: 0 } });
    expect(await (await call(POST, `Bearer ${SECRET}`)).json()).toMatchObject({ photosSwept: null });
    // Another instance a minute later: the run recorded in the database holds it back too.
    resetPhotoSweepStateForTests();
    expect(await (await call(POST, `Bearer ${SECRET}`)).json()).toMatchObject({ photosSwept: null });
  });
});
