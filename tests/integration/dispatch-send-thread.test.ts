import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { getPriority, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { simpleParser } from "mailparser";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { OutgoingEvent } from "@/lib/dispatch/channel";
import { createMailTransport } from "@/lib/dispatch/email/transport";
import { SEND_THREAD_NICE, sendThread } from "@/lib/dispatch/send-thread";
import { createWebhookChannel } from "@/lib/dispatch/webhook";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from "../support/webhook-receiver";

const niceBeforeAnyThread = getPriority();

// The webhook channel reads the endpoint's 410 state before sending; no endpoint is gone here.
const prisma = { webhookEndpointState: { findUnique: async () => null } } as unknown as PrismaClient;

function event(id: string): OutgoingEvent {
  return {
    id,
    type: "appointment.created",
    createdAt: new Date(),
    payload: { consoleUrl: "https://example.com/operator/appointments/1" },
    secret: null,
    deliveryId: 1,
    attempt: 1,
  };
}

const email = {
  to: "homeowner@example.com",
  subject: "Your FixPilot request #7 – received",
  text: "Hello,\n\nWe got your request.\n",
  html: "<!doctype html><html><body><p>Hello,</p><p>We got your request.</p></body></html>",
  attachments: [
    { filename: "appointment-7.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
  ],
};

describe("dispatch send thread (the sends' I/O off the web server's event loop)", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("posts a webhook from the thread, signed as on the main loop", async () => {
    let answer = (_status: number) => {};
    const answered = new Promise<number>((resolve) => (answer = resolve));
    const receiver = await startWebhookReceiver(async () => answered);
    cleanups.push(() => receiver.close());
    const channel = createWebhookChannel({ url: receiver.url, secret: TEST_WEBHOOK_SECRET, prisma });
    const sending = channel.send(event("msg_thread1"));
    // The receiver holds the request: the send is in flight on the thread.
    while (receiver.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sendThread()?.inFlight).toBe(1);
    answer(204);
    await expect(sending).resolves.toEqual({ ok: true, statusCode: 204 });
    expect(receiver.unverified).toEqual([]);
    expect(receiver.received.map((item) => item.id)).toEqual(["msg_thread1"]);
    expect(sendThread()?.inFlight).toBe(0);
  });

  (process.platform === "linux" ? it : it.skip)("runs the thread at a lower CPU priority than the web server's loop (Linux)", async () => {
    await expect(sendThread()!.run({ kind: "info" })).resolves.toEqual({ nice: SEND_THREAD_NICE });
    // Only the thread: the loop that serves requests keeps its priority.
    expect(getPriority()).toBe(niceBeforeAnyThread);
  });

  it("fails the sends in flight when the thread stops, and the next send starts a new thread", async () => {
    const receiver = await startWebhookReceiver((_request, attempt) => (attempt === 1 ? "hang" : 204));
    cleanups.push(() => receiver.close());
    const channel = createWebhookChannel({ url: receiver.url, secret: TEST_WEBHOOK_SECRET, prisma });
    const first = channel.send(event("msg_thread2"));
    while (receiver.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = sendThread()!;
    await stopped.stop();
    const outcome = await first;
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(/send thread stopped/);
    // A retry (same webhook-id) goes through a fresh thread.
    await expect(channel.send(event("msg_thread2"))).resolves.toEqual({ ok: true, statusCode: 204 });
    expect(sendThread()).not.toBe(stopped);
    expect(receiver.deliveredCounts().get("msg_thread2")).toBe(1);
  });

  it("reports a refused connection from the thread like the main loop's fetch does", async () => {
    const receiver = await startWebhookReceiver();
    const url = receiver.url;
    await receiver.close();
    const offThread = await createWebhookChannel({ url, secret: TEST_WEBHOOK_SECRET, prisma }).send(event("msg_thread3"));
    const onLoop = await createWebhookChannel({ url, secret: TEST_WEBHOOK_SECRET, prisma, offThread: false }).send(event("msg_thread3"));
    expect(offThread).toEqual({ ok: false, error: "Connection failed (ECONNREFUSED)" });
    expect(offThread).toEqual(onLoop);
  });

  it("writes the same .eml from the thread as from the main loop", async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), "fixpilot-send-thread-"));
    cleanups.push(() => rm(mailDir, { recursive: true, force: true }));
    const threaded = await createMailTransport({ mailDir: path.join(mailDir, "thread") }).send(
      "FixPilot <support@example.com>",
      email,
      "<a@fixpilot.dispatch>",
    );
    const onLoop = await createMailTransport({ mailDir: path.join(mailDir, "loop"), offThread: false }).send(
      "FixPilot <support@example.com>",
      email,
      "<a@fixpilot.dispatch>",
    );
    expect(path.dirname(threaded.file!)).toBe(path.join(mailDir, "thread"));
    const [fromThread, fromLoop] = await Promise.all([simpleParser(await readFile(threaded.file!)), simpleParser(await readFile(onLoop.file!))]);
    for (const parsed of [fromThread, fromLoop]) {
      expect(parsed.messageId).toBe("<a@fixpilot.dispatch>");
      expect(parsed.subject).toBe(email.subject);
      expect(parsed.text).toBe(email.text);
      expect(parsed.attachments.map((attachment) => [attachment.filename, attachment.content.toString("utf8")])).toEqual([
        ["appointment-7.ics", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"],
      ]);
    }
    expect(fromThread.html).toBe(fromLoop.html);
    expect(threaded.messageId).toBe(onLoop.messageId);
  });

  it("builds emails on the main loop when the thread cannot load nodemailer", async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), "fixpilot-send-thread-"));
    const elsewhere = await mkdtemp(path.join(tmpdir(), "fixpilot-no-modules-"));
    const cwd = process.cwd();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    cleanups.push(async () => {
      process.chdir(cwd);
      warn.mockRestore();
      await rm(mailDir, { recursive: true, force: true });
      await rm(elsewhere, { recursive: true, force: true });
    });
    // The thread resolves nodemailer from the working directory, as the standalone server's does.
    await sendThread()?.stop();
    process.chdir(elsewhere);
    const transport = createMailTransport({ mailDir });
    const first = await transport.send("FixPilot <support@example.com>", email, "<b@fixpilot.dispatch>");
    const second = await transport.send("FixPilot <support@example.com>", email, "<c@fixpilot.dispatch>");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/cannot load nodemailer/);
    expect((await readdir(mailDir)).sort()).toEqual([path.basename(first.file!), path.basename(second.file!)].sort());
    expect((await simpleParser(await readFile(second.file!))).messageId).toBe("<c@fixpilot.dispatch>");
  });
});
