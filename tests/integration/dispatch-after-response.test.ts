import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { resetServerEnvForTests } from "@/lib/env/server";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { postJson } from "../support/route-requests";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from "../support/webhook-receiver";

// Next's after(): outside a Next server there is no request scope, so the tests play it. Tasks are kept to run once the
// response is in hand, as Next runs them after sending it; `mockOutsideRequest` makes after() throw as it does
// outside a request scope.
const mockScheduled: Array<() => unknown> = [];
let mockOutsideRequest = false;
jest.mock("next/server", () => {
  const actual = jest.requireActual<typeof import("next/server")>("next/server");
  return {
    ...actual,
    after(task: () => unknown) {
      if (mockOutsideRequest) throw new Error("`after` was called outside a request scope");
      mockScheduled.push(task);
    },
  };
});

const ENV_KEYS = ["DISPATCH_WEBHOOK_URL", "DISPATCH_WEBHOOK_SECRET", "DISPATCH_AFTER_RESPONSE", "MAIL_DIR"] as const;

// Loaded after jest.mock above has replaced after() (an import at the top would be evaluated first).
let book: (request: Request) => Promise<Response>;

const post = () => postJson(book, "/api/appointments", validAppointmentBody);

describe.each(TEST_DB_KINDS)("dispatch after the response (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  const mailDir = mkdtempSync(path.join(tmpdir(), "fixpilot-after-"));
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    ({ POST: book } = await import("@/app/api/appointments/route"));
    receiver = await startWebhookReceiver();
    Object.assign(process.env, { DISPATCH_WEBHOOK_URL: receiver.url, DISPATCH_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, MAIL_DIR: mailDir });
  });
  beforeEach(() => {
    mockScheduled.length = 0;
    mockOutsideRequest = false;
    delete process.env.DISPATCH_AFTER_RESPONSE;
    resetServerEnvForTests();
    resetRateLimitStore();
  });
  afterAll(async () => {
    await receiver.close();
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetServerEnvForTests();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const deliveriesOf = (id: number) => db().prisma.outboxDelivery.findMany({ where: { event: { appointmentId: id } }, orderBy: { channel: "asc" } });

  it("answers the booking first, then delivers its events once the response is out", async () => {
    const before = receiver.received.length;
    const response = await post();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    // The reply is in hand and nothing has been sent yet: delivery waits for after().
    expect(mockScheduled).toHaveLength(1);
    expect(receiver.received).toHaveLength(before);
    const pending = await deliveriesOf(id);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((delivery) => delivery.status === "pending")).toBe(true);

    await mockScheduled[0]();
    expect(receiver.unverified).toEqual([]);
    const sent = receiver.received.slice(before);
    expect(sent.map((webhook) => webhook.type)).toEqual(["appointment.created"]);
    expect((sent[0].body.data.appointment as { id: number }).id).toBe(id);
    const settled = Object.fromEntries((await deliveriesOf(id)).map((delivery) => [delivery.channel, delivery.status]));
    expect(settled).toMatchObject({ webhook: "delivered", "email:homeowner": "delivered" });
    expect(Object.values(settled)).not.toContain("pending");
  });

  it("leaves the events to the cron route or the worker when DISPATCH_AFTER_RESPONSE=false", async () => {
    process.env.DISPATCH_AFTER_RESPONSE = "false";
    resetServerEnvForTests();
    const { id } = (await (await post()).json()) as { id: number };
    expect(mockScheduled).toHaveLength(0);
    expect((await deliveriesOf(id)).every((delivery) => delivery.status === "pending")).toBe(true);
  });

  it("still answers the booking outside a request scope, where after() throws", async () => {
    mockOutsideRequest = true;
    const response = await post();
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await deliveriesOf(id)).every((delivery) => delivery.status === "pending")).toBe(true);
  });
});
