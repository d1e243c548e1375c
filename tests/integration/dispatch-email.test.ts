import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "@jest/globals";
import { TZDate } from "@date-fns/tz";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { changeAppointment, reschedule } from "@/lib/booking/change";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import { createChannels } from "@/lib/dispatch";
import { dispatchConfig } from "@/lib/dispatch/config";
import { relayUntilIdle } from "@/lib/dispatch/relay";
import type { PrismaClient } from "@/lib/db/generated/client";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

const ZONE = "America/Los_Angeles";

/** A day ten days ahead, and the instant the browser in ZONE sends for it (its local midnight). */
function pickedDay(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const [year, month, date] = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(day).split("-").map(Number) as [number, number, number];
  return { year, month, date, iso: new Date(new TZDate(year, month - 1, date, 0, 0, 0, ZONE).getTime()).toISOString() };
}

/** DTSTART/DTEND of the single VEVENT, as instants. */
function veventTimes(ics: string): { start: Date; end: Date; uid: string } {
  expect(ics).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VEVENT[\s\S]*END:VCALENDAR/);
  const field = (name: string) => new RegExp(`^${name}:(.+)$`, "m").exec(ics)?.[1]?.trim() ?? "";
  const parse = (value: string) => {
    const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
    if (!match) throw new Error(`not a UTC date-time: ${value}`);
    const [, y, mo, d, h, mi, s] = match.map(Number);
    return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  };
  return { start: parse(field("DTSTART")), end: parse(field("DTEND")), uid: field("UID") };
}

function wallClock(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}

async function book(prisma: PrismaClient, daysAhead = 10) {
  const day = pickedDay(daysAhead);
  // As /schedule sends it: the problem's id, not its title, and a note for the pro.
  const request = bookingRequestSchema.parse({
    ...validAppointmentBody,
    issue: "leaky-faucet",
    noteForPro: "The side gate is unlocked.",
    preferredDate: day.iso,
    timeZone: ZONE,
  });
  return { ...(await createAppointment(prisma, request, null)), day };
}

const emailChannelsOnly = (prisma: PrismaClient, env: Record<string, string>) =>
  createChannels(prisma, dispatchConfig(env)).filter((channel) => channel.name !== "webhook");

describe.each(TEST_DB_KINDS)("email channel over real SMTP (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const received: { from: string; to: string[]; mail: ParsedMail }[] = [];
  let server: SMTPServer;
  let port = 0;
  const logins: string[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? "");
        if (auth.username === "mailer" && auth.password === "s3cret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    received.length = 0;
  });

  const env = () => ({
    SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    MAIL_FROM: "FixPilot Bookings <bookings@fixpilot.test>",
    OPERATOR_EMAIL: "ops@fixpilot.test",
  });

  it("sends the homeowner a confirmation (text, HTML, .ics in their zone) and the operator a new-request notice", async () => {
    const { id, token, day } = await book(db().prisma);
    const result = await relayUntilIdle({ prisma: db().prisma, channels: emailChannelsOnly(db().prisma, env()) });
    expect(result).toMatchObject({ claimed: 2, delivered: 2, dead: 0 });
    expect(logins).toContain("mailer");
    expect(received).toHaveLength(2);

    const homeowner = received.find((item) => item.to.includes("dana@example.com"))!;
    expect(homeowner.from).toBe("bookings@fixpilot.test");
    expect(homeowner.mail.subject).toBe(`FixPilot: we received your repair request #${id}`);
    const text = homeowner.mail.text ?? "";
    expect(text).toContain("Hello Dana Homeowner,");
    expect(text).toContain(`Reference: #${id}`);
    expect(text).toContain("Problem: Leaky Faucet");
    expect(text).toMatch(/When: (Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2} · 8:00 AM–12:00 PM \(Pacific\)/);
    expect(text).not.toContain("leaky-faucet");
    expect(text).toContain("What happens next");
    expect(text).toMatch(/If you smell gas[\s\S]*call your utility or emergency services/);
    expect(text).toContain(`/appointments/${token}`);
    expect(homeowner.mail.html).toContain(`href="http://localhost:3000/appointments/${token}"`);
    expect(homeowner.mail.messageId).toMatch(/^<msg_[0-9a-f]{32}\.homeowner@fixpilot\.dispatch>$/);

    const invite = homeowner.mail.attachments.find((attachment) => attachment.filename?.endsWith(".ics"));
    expect(invite?.contentType).toBe("text/calendar");
    const vevent = veventTimes(invite!.content.toString("utf8"));
    const dayText = `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.date).padStart(2, "0")}`;
    expect(wallClock(vevent.start)).toBe(`${dayText}, 08:00`);
    expect(wallClock(vevent.end)).toBe(`${dayText}, 12:00`);
    expect(vevent.uid).toBe(`appointment-${id}@fixpilot`);

    const operator = received.find((item) => item.to.includes("ops@fixpilot.test"))!;
    expect(operator.mail.subject).toMatch(
      new RegExp(`^New repair request #${id}: Leaky Faucet \\(Plumbing\\) on \\w{3}, \\w{3} \\d{1,2} · 8:00 AM–12:00 PM \\(Pacific\\)$`),
    );
    // The chat as a transcript, the note, and the catalogue's words, never the id.
    expect(operator.mail.text).toContain(
      "What the homeowner told the assistant\n\nFixPilot: Please select from the following residential plumbing problems:\nHomeowner: Leaky Faucet",
    );
    expect(operator.mail.text).toContain("Note for the pro\n\nThe side gate is unlocked.");
    expect(operator.mail.text).toContain("Problem: Leaky Faucet");
    expect(operator.mail.text).not.toContain("leaky-faucet");
    expect(invite!.content.toString("utf8")).toContain("SUMMARY:FixPilot: Leaky Faucet (Plumbing) repair visit");
    expect(operator.mail.text).toContain("Contact: Dana Homeowner, dana@example.com, (555) 010-0100");
    expect(operator.mail.text).toContain(`http://localhost:3000/operator/appointments/${id}`);
    expect(operator.mail.text).not.toContain(token!);
    // The pro's job link, for the operator to pass on.
    expect(operator.mail.text).toMatch(/The pro's job page .*: http:\/\/localhost:3000\/jobs\/[A-Za-z0-9_-]{43}/);

    // The links left the database once each email was sent; the webhook (no URL configured here) still holds the pro's.
    const deliveries = await db().prisma.outboxDelivery.findMany({ where: { event: { appointmentId: id } } });
    const emails = deliveries.filter((delivery) => delivery.channel !== "webhook");
    expect(emails.every((delivery) => delivery.status === "delivered" && delivery.secret === null)).toBe(true);
    expect(deliveries.find((delivery) => delivery.channel === "webhook")!.secret).toEqual({ proUrl: expect.stringMatching(/\/jobs\//) });
  });

  it("emails the homeowner an updated invite when the visit is rescheduled", async () => {
    const { id } = await book(db().prisma, 12);
    await relayUntilIdle({ prisma: db().prisma, channels: emailChannelsOnly(db().prisma, env()) });
    received.length = 0;
    const later = pickedDay(14);
    await changeAppointment(db().prisma, id, reschedule({ preferredDate: new Date(later.iso), timeFrame: "12-4" }), {
      homeownerSecret: { manageUrl: "http://localhost:3000/appointments/x" },
    });
    await relayUntilIdle({ prisma: db().prisma, channels: emailChannelsOnly(db().prisma, env()) });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.mail.subject).toBe(`FixPilot: your repair request #${id} was updated`);
    expect(mail.mail.text).toContain("Your preferred date and time window were changed.");
    const vevent = veventTimes(mail.mail.attachments[0].content.toString("utf8"));
    expect(wallClock(vevent.start)).toMatch(/, 12:00$/);
    expect(wallClock(vevent.end)).toMatch(/, 16:00$/);
  });

  it("retries when the SMTP server refuses the login, keeping the message pending", async () => {
    await book(db().prisma);
    const wrong = { ...env(), SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${port}` };
    const result = await relayUntilIdle({ prisma: db().prisma, channels: emailChannelsOnly(db().prisma, wrong) }, 1);
    expect(result).toMatchObject({ claimed: 2, delivered: 0, retrying: 2 });
    expect(received).toHaveLength(0);
    await db().prisma.outboxDelivery.updateMany({ where: { status: "pending" }, data: { nextAttemptAt: new Date(0) } });
    expect(await relayUntilIdle({ prisma: db().prisma, channels: emailChannelsOnly(db().prisma, env()) })).toMatchObject({ delivered: 2 });
  });
});

describe.each(TEST_DB_KINDS)("email channel without SMTP_URL (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "fixpilot-mail-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes both messages as .eml files in the data folder", async () => {
    const { id, token } = await book(db().prisma);
    const result = await relayUntilIdle({
      prisma: db().prisma,
      channels: emailChannelsOnly(db().prisma, { MAIL_DIR: dir, OPERATOR_EMAIL: "ops@fixpilot.test" }),
    });
    expect(result).toMatchObject({ delivered: 2 });
    const files = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const mails = await Promise.all(files.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
    const homeowner = mails.find((mail) => mail.subject?.includes("we received"))!;
    expect(homeowner.from?.value[0]).toMatchObject({ name: "FixPilot", address: "support@fixpilot.app" });
    expect(homeowner.text).toContain(`/appointments/${token}`);
    expect(homeowner.attachments.some((attachment) => attachment.filename === `appointment-${id}.ics`)).toBe(true);
    const log = await db().prisma.deliveryAttempt.findMany({ where: { delivery: { event: { appointmentId: id } } } });
    expect(log.every((entry) => entry.ok && /Written to .*\.eml$/.test(entry.error ?? ""))).toBe(true);
  });

  it("skips the operator email when OPERATOR_EMAIL is unset, and says why", async () => {
    const { id } = await book(db().prisma);
    await relayUntilIdle({ prisma: db().prisma, channels: emailChannelsOnly(db().prisma, { MAIL_DIR: dir }) });
    const operator = await db().prisma.outboxDelivery.findFirstOrThrow({ where: { channel: "email:operator", event: { appointmentId: id } } });
    expect(operator).toMatchObject({ status: "skipped", lastError: "OPERATOR_EMAIL is not set" });
  });
});
