import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { absoluteUrl } from "@/config/site";
import { POST } from "@/app/api/appointments/route";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { cancel, changeAppointment, eraseAppointment, setStatus } from "@/lib/booking/change";
import { relayUntilIdle } from "@/lib/dispatch/relay";
import { createSmsProvider, smsConfig } from "@/lib/sms";
import { createSmsChannel } from "@/lib/sms/channel";
import { recordConsentChange } from "@/lib/sms/consent";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { startFakeTwilio, TEST_TWILIO_FROM, TEST_TWILIO_SID, TEST_TWILIO_TOKEN, type FakeTwilio } from "../support/fake-twilio";
import { bookThroughApi, postJson } from "../support/route-requests";

// Noon and 11 pm in Chicago (the booking's zone in these tests) on a day without a clock change; the late one is in
// the future, so a text held until 8 am next day is not yet due for the relay (which runs on the real clock).
const NOON_CHICAGO = new Date("2026-06-10T17:00:00Z");
const LATE_CHICAGO = new Date("2030-06-10T04:00:00Z");

const post = (body: unknown) => postJson(POST, "/api/appointments", body);

let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(() => twilio.close());
beforeEach(() => {
  twilio.messages.length = 0;
});

describe.each(TEST_DB_KINDS)("text messages (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  let clock = NOON_CHICAGO;
  const channel = () =>
    createSmsChannel({
      prisma: db().prisma,
      provider: createSmsProvider(
        smsConfig({ TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, TWILIO_FROM: TEST_TWILIO_FROM, TWILIO_API_URL: twilio.url }),
      ),
      now: () => clock,
    });
  const relay = () => relayUntilIdle({ prisma: db().prisma, channels: [channel()] });
  const textsTo = (phone: string) => twilio.messages.filter((message) => message.to === phone);

  const book = (overrides: Record<string, unknown>) => bookThroughApi({ timeZone: "America/Chicago", ...overrides });

  it("refuses opt-in with a number that is not a valid US one, in the page's language, and keeps the booking out", async () => {
    const before = await db().prisma.appointment.count();
    const english = await post({ ...validAppointmentBody, smsOptIn: true, phone: "123-456-7890" });
    expect(english.status).toBe(400);
    const body = (await english.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.phone).toEqual(["To get text messages, enter a valid US phone number, such as (512) 555-0123"]);
    const spanish = await post({ ...validAppointmentBody, smsOptIn: true, phone: "+44 20 7946 0958", locale: "es-US" });
    expect(((await spanish.json()) as { message: string }).message).toMatch(
      /^Para recibir mensajes de texto, escriba un número de teléfono válido de EE\. UU\./,
    );
    expect(await db().prisma.appointment.count()).toBe(before);
  });

  it("takes any phone without opt-in, as before, and queues no text", async () => {
    const { id } = await book({ phone: "ext. 12, ask for Dana" });
    const row = await db().prisma.appointment.findUniqueOrThrow({ where: { id }, include: { outboxEvents: { include: { deliveries: true } } } });
    expect(row).toMatchObject({ phone: "ext. 12, ask for Dana", smsOptIn: false, smsOptInAt: null });
    expect(row.outboxEvents[0].deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "email:operator", "webhook"]);
  });

  it("texts the confirmation once, in the booking's language, with the booking link and how to stop", async () => {
    const { id, manageUrl } = await book({ smsOptIn: true, phone: "(512) 867-5309", locale: "es-US" });
    const row = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ phone: "+15128675309", smsOptIn: true });
    expect(row.smsOptInAt).toBeInstanceOf(Date);

    await relay();
    const texts = textsTo("+15128675309");
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toContain(`recibimos su cita n.º ${id}`);
    expect(texts[0].body).toContain(absoluteUrl(manageUrl));
    expect(texts[0].body).toContain("Responda PARAR para no recibir más");
    expect(texts[0].statusCallback).toBe(absoluteUrl("/api/sms/status"));
    const delivery = await db().prisma.outboxDelivery.findFirstOrThrow({ where: { channel: "sms:homeowner", event: { appointmentId: id } } });
    expect(delivery).toMatchObject({ status: "delivered", secret: null });

    // Never twice: another relay pass, and the channel handed the same event again (a lapsed claim), send nothing.
    await relay();
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id } });
    const again = await channel().send({
      id: event.id,
      type: "appointment.created",
      createdAt: event.createdAt,
      payload: event.payload as never,
      secret: { manageUrl: "https://fixpilot.example.com/x" },
      deliveryId: delivery.id,
      attempt: 2,
    });
    expect(again.ok).toBe(true);
    expect(textsTo("+15128675309")).toHaveLength(1);

    // Accept: the second text names the booking and no longer repeats the STOP line.
    await changeAppointment(db().prisma, id, setStatus("confirmed"));
    await relay();
    const accepted = textsTo("+15128675309")[1];
    expect(accepted.body).toMatch(/aceptó su cita/);
    expect(accepted.body).not.toContain("PARAR");
  });

  it("holds texts in the quiet hours until 8 am in the booking's zone, without using up an attempt, but not a cancellation", async () => {
    clock = LATE_CHICAGO;
    try {
      const { id } = await book({ smsOptIn: true, phone: "(512) 867-5310" });
      await relay();
      expect(textsTo("+15128675310")).toHaveLength(0);
      const held = await db().prisma.outboxDelivery.findFirstOrThrow({
        where: { channel: "sms:homeowner", event: { appointmentId: id } },
        include: { log: true },
      });
      expect(held).toMatchObject({ status: "pending", attempts: 0 });
      expect(held.nextAttemptAt.toISOString()).toBe("2030-06-10T13:00:00.000Z");
      expect(held.log.at(-1)?.error).toMatch(/^Quiet hours: waits until 2030-06-10T13:00:00.000Z/);

      await changeAppointment(db().prisma, id, cancel, { homeownerSecret: { manageUrl: "https://fixpilot.example.com/appointments/abc" } });
      await relay();
      const texts = textsTo("+15128675310");
      expect(texts).toHaveLength(1);
      expect(texts[0].body).toMatch(new RegExp(`booking #${id} was cancelled\\. https://fixpilot\\.example\\.com/appointments/abc Reply STOP`));
    } finally {
      clock = NOON_CHICAGO;
    }
  });

  it("sends nothing more to a number that opted out, for any booking, until it opts back in", async () => {
    const first = await book({ smsOptIn: true, phone: "(512) 867-5311" });
    await relay();
    expect(textsTo("+15128675311")).toHaveLength(1);
    await recordConsentChange(db().prisma, "+15128675311", "opt_out", "STOP");
    await changeAppointment(db().prisma, first.id, setStatus("confirmed"));
    const second = await book({ smsOptIn: true, phone: "512-867-5311" });
    await relay();
    expect(textsTo("+15128675311")).toHaveLength(1);
    const skipped = await db().prisma.outboxDelivery.findMany({
      where: { channel: "sms:homeowner", status: "skipped", event: { appointmentId: { in: [first.id, second.id] } } },
    });
    expect(skipped).toHaveLength(2);
    expect(skipped[0].lastError).toMatch(/opted out \(STOP at /);

    await recordConsentChange(db().prisma, "+15128675311", "opt_in", "START");
    await changeAppointment(db().prisma, second.id, cancel);
    await relay();
    expect(textsTo("+15128675311")).toHaveLength(2);
  });

  it("writes texts as JSON files by default, and erasure removes the booking's files", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "fixpilot-sms-erase-"));
    try {
      const files = createSmsChannel({ prisma: db().prisma, provider: createSmsProvider(smsConfig({ SMS_DIR: dir })), now: () => clock });
      const kept = await book({ smsOptIn: true, phone: "(512) 867-5312" });
      const erased = await book({ smsOptIn: true, phone: "(512) 867-5313" });
      await relayUntilIdle({ prisma: db().prisma, channels: [files] });
      const before = await readdir(dir);
      expect(before.length).toBeGreaterThanOrEqual(2);
      const events = await db().prisma.outboxEvent.findMany({ where: { appointmentId: { in: [kept.id, erased.id] } } });
      const fileOf = (appointmentId: number) => `${events.find((event) => event.appointmentId === appointmentId)!.id}.json`;
      expect(before).toEqual(expect.arrayContaining([fileOf(kept.id), fileOf(erased.id)]));

      await eraseAppointment(db().prisma, erased.id, { smsDir: dir });
      const after = await readdir(dir);
      expect(after).toContain(fileOf(kept.id));
      expect(after).not.toContain(fileOf(erased.id));
      expect(await db().prisma.smsMessage.count({ where: { appointmentId: erased.id } })).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
