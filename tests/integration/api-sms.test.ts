import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { absoluteUrl } from "@/config/site";
import { POST as book } from "@/app/api/appointments/route";
import { POST as inbound } from "@/app/api/sms/inbound/route";
import { POST as status } from "@/app/api/sms/status/route";
import { cancel, changeAppointment, eraseAppointment, setStatus } from "@/lib/booking/change";
import { relayUntilIdle } from "@/lib/dispatch/relay";
import { createSmsProvider, smsConfig } from "@/lib/sms";
import { createSmsChannel } from "@/lib/sms/channel";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { startFakeTwilio, TEST_TWILIO_ENV, TEST_TWILIO_SID, type FakeTwilio } from "../support/fake-twilio";
import { withTwilioTestEnv } from "../support/twilio-test-env";
import { startRouteServer } from "../support/route-server";

const NOON_CHICAGO = new Date("2026-06-10T17:00:00Z");

let twilio: FakeTwilio;
let app: Awaited<ReturnType<typeof startRouteServer>>;

withTwilioTestEnv();
beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startRouteServer({ "/api/sms/inbound": inbound, "/api/sms/status": status });
});
afterAll(async () => {
  await Promise.all([twilio.close(), app.close()]);
});
beforeEach(() => {
  twilio.messages.length = 0;
});

// Twilio signs the address it was given, the public one; the request reaches us at the loopback address.
const INBOUND = () => ({ url: `${app.url}/api/sms/inbound`, signedUrl: absoluteUrl("/api/sms/inbound") });
const textsTo = (phone: string) => twilio.messages.filter((message) => message.to === phone);
const text = (from: string, body: string) => twilio.inbound(INBOUND().url, from, body, { signedUrl: INBOUND().signedUrl });

describe.each(TEST_DB_KINDS)("Twilio webhooks (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const channel = () =>
    createSmsChannel({
      prisma: db().prisma,
      provider: createSmsProvider(smsConfig({ ...TEST_TWILIO_ENV, TWILIO_API_URL: twilio.url })),
      now: () => NOON_CHICAGO,
    });
  const relay = () => relayUntilIdle({ prisma: db().prisma, channels: [channel()] });

  async function bookWithTexts(phone: string, locale = "en-US"): Promise<number> {
    const response = await book(
      new Request("http://localhost/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...validAppointmentBody, smsOptIn: true, phone, locale, timeZone: "America/Chicago" }),
      }),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  describe("signatures", () => {
    it.each([
      ["unsigned", null],
      ["mis-signed", "bm90IGEgc2lnbmF0dXJl"],
    ])("answers 403 to an %s inbound text and records nothing", async (_, signature) => {
      const response = await twilio.inbound(INBOUND().url, "+15128675320", "STOP", { signature });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "This request is not signed by our Twilio account." });
      expect(await db().prisma.smsConsentChange.count({ where: { phone: "+15128675320" } })).toBe(0);
    });

    it("refuses a request signed for the address it arrived at rather than the configured public one", async () => {
      const response = await twilio.inbound(INBOUND().url, "+15128675320", "STOP", { signedUrl: INBOUND().url });
      expect(response.status).toBe(403);
    });

    it("refuses a status callback signed with another account's token", async () => {
      const other = await startFakeTwilio({ authToken: "another-accounts-token-0123456789" });
      try {
        const response = await other.post(
          `${app.url}/api/sms/status`,
          { MessageSid: "SMx", MessageStatus: "delivered" },
          undefined,
          absoluteUrl("/api/sms/status"),
        );
        expect(response.status).toBe(403);
      } finally {
        await other.close();
      }
    });
  });

  // Each word texts from its own number: a ledger row left by another word's test must never be the one read here
  // (random numbers collided about one run in seven).
  const OPT_OUT_WORDS = ["STOP", "stop", " Parar ", "ALTO", "cancelar", "BAJA", "OPTOUT", "STOPALL", "UNSUBSCRIBE", "END", "QUIT", "REVOKE", "CANCEL"];
  it.each(OPT_OUT_WORDS.map((word, index) => [word, `+1512867${5400 + index}`]))(
    "%s opts the number out of every booking at once, with the time",
    async (word, phone) => {
      await bookWithTexts(phone);
      await relay();
      const before = Date.now();
      const response = await text(phone, word);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
      expect(await response.text()).toMatch(/<Response><Message>FixPilot: (you will get no more texts|no le enviaremos más mensajes)/);
      const ledger = await db().prisma.smsConsentChange.findFirstOrThrow({ where: { phone } });
      expect(ledger.kind).toBe("opt_out");
      expect(ledger.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    },
  );

  it("stops later texts after PARAR, answers in Spanish, and texts again after COMENZAR", async () => {
    const phone = "+15128675330";
    const id = await bookWithTexts(phone, "es-US");
    await relay();
    expect(textsTo(phone)).toHaveLength(1);
    expect(await (await text(phone, "PARAR")).text()).toContain("no le enviaremos más mensajes");
    await changeAppointment(db().prisma, id, setStatus("confirmed"));
    await relay();
    expect(textsTo(phone)).toHaveLength(1);
    expect(await (await text(phone, "COMENZAR")).text()).toContain("volverá a recibir mensajes");
    await changeAppointment(db().prisma, id, cancel);
    await relay();
    expect(textsTo(phone)).toHaveLength(2);
    expect(textsTo(phone)[1].body).toMatch(/fue cancelada/);
  });

  it.each([
    ["HELP", /booking updates\. Msg frequency varies\. Msg &amp; data rates may apply\. Reply STOP to opt out\./],
    ["info", /booking updates/],
    ["AYUDA", /Avisos de citas de FixPilot\. .*Responda PARAR/],
  ])("answers %s with who we are and how to stop", async (word, expected) => {
    const reply = await (await text("+15128675340", word)).text();
    expect(reply).toMatch(expected);
  });

  it("puts any other text on the number's most recent open booking with opt-in, once, for the thread", async () => {
    const phone = "+15128675350";
    const older = await bookWithTexts(phone);
    const newer = await bookWithTexts(phone);
    await changeAppointment(db().prisma, newer, cancel);
    const response = await text(phone, "The gate code is 4412");
    expect(await response.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const stored = await db().prisma.smsMessage.findMany({ where: { direction: "inbound", phone } });
    expect(stored).toEqual([expect.objectContaining({ appointmentId: older, body: "The gate code is 4412", status: "received" })]);
  });

  it("answers a text from a number with no open booking with a short help reply", async () => {
    const reply = await (await text("+15128675360", "hello?")).text();
    expect(reply).toMatch(/couldn't match your text to an open booking\. Reply HELP/);
    expect(await db().prisma.smsMessage.count({ where: { phone: "+15128675360" } })).toBe(0);
  });

  it("records Twilio's status callbacks in the text's delivery log", async () => {
    const phone = "+15128675370";
    const id = await bookWithTexts(phone);
    await relay();
    const [sent] = textsTo(phone);
    expect((await twilio.statusCallback({ ...sent, statusCallback: `${app.url}/api/sms/status` }, "sent", {}, undefined)).status).toBe(403);
    // Signed for the public address the app gave Twilio (statusCallback), delivered to the loopback server.
    const publicUrl = sent.statusCallback!;
    const post = (params: Record<string, string>) => twilio.post(`${app.url}/api/sms/status`, params, undefined, publicUrl);
    expect((await post({ MessageSid: sent.sid, MessageStatus: "delivered", AccountSid: TEST_TWILIO_SID })).status).toBe(204);
    expect((await post({ MessageSid: sent.sid, MessageStatus: "undelivered", ErrorCode: "30003", AccountSid: TEST_TWILIO_SID })).status).toBe(204);
    const delivery = await db().prisma.outboxDelivery.findFirstOrThrow({
      where: { channel: "sms:homeowner", event: { appointmentId: id } },
      include: { log: { orderBy: { id: "asc" } } },
    });
    expect(delivery.log.map((line) => [line.ok, line.error])).toEqual([
      [true, expect.stringMatching(/^Accepted by twilio as SM/)],
      [true, "Twilio status: delivered"],
      [false, "Twilio status: undelivered (error 30003)"],
    ]);
    expect(await db().prisma.smsMessage.findUniqueOrThrow({ where: { providerId: sent.sid } })).toMatchObject({ status: "undelivered" });
  });

  it("erases the booking's texts but keeps the opt-out ledger", async () => {
    const phone = "+15128675380";
    const id = await bookWithTexts(phone);
    await relay();
    await text(phone, "Please ring twice");
    await text(phone, "STOP");
    expect(await db().prisma.smsMessage.count({ where: { appointmentId: id } })).toBe(2);
    await eraseAppointment(db().prisma, id);
    expect(await db().prisma.smsMessage.count({ where: { phone } })).toBe(0);
    expect(await db().prisma.smsConsentChange.findMany({ where: { phone } })).toEqual([expect.objectContaining({ kind: "opt_out", keyword: "STOP" })]);
  });
});
