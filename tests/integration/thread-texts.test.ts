import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { absoluteUrl } from "@/config/site";
import { POST as book } from "@/app/api/appointments/route";
import { POST as inbound } from "@/app/api/sms/inbound/route";
import { cancel, changeAppointment, eraseAppointment } from "@/lib/booking/change";
import { findByManageToken } from "@/lib/booking/lookup";
import { relayUntilIdle } from "@/lib/dispatch/relay";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { createSmsProvider, smsConfig } from "@/lib/sms";
import { createSmsChannel } from "@/lib/sms/channel";
import { handleInboundText } from "@/lib/sms/inbound";
import { acceptProposal, runJobAction } from "@/lib/thread/job-actions";
import { getThreadHub } from "@/lib/thread/live";
import { listThread, postMessage } from "@/lib/thread/messages";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { startFakeTwilio, TEST_TWILIO_ENV, type FakeTwilio } from "../support/fake-twilio";
import { withTwilioTestEnv } from "../support/twilio-test-env";
import { startRouteServer } from "../support/route-server";

const NOON_CHICAGO = new Date("2026-06-10T17:00:00Z");
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let twilio: FakeTwilio;
let app: Awaited<ReturnType<typeof startRouteServer>>;

withTwilioTestEnv();
beforeAll(async () => {
  twilio = await startFakeTwilio();
  app = await startRouteServer({ "/api/sms/inbound": inbound });
});
afterAll(async () => {
  await Promise.all([twilio.close(), app.close()]);
});
beforeEach(() => {
  twilio.messages.length = 0;
  resetRateLimitStore();
});

/** A text from the homeowner's phone, signed for the public address as Twilio would, delivered to the loopback server. */
const textFrom = async (from: string, body: string) => {
  const response = await twilio.inbound(`${app.url}/api/sms/inbound`, from, body, { signedUrl: absoluteUrl("/api/sms/inbound") });
  expect(response.status).toBe(200);
  return response.text();
};
const textsTo = (phone: string) => twilio.messages.filter((message) => message.to === phone).map((message) => message.body);

describe.each(TEST_DB_KINDS)("the thread's events and messages by text (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const channel = () =>
    createSmsChannel({
      prisma: db().prisma,
      provider: createSmsProvider(smsConfig({ ...TEST_TWILIO_ENV, TWILIO_API_URL: twilio.url })),
      now: () => NOON_CHICAGO,
    });
  const relay = () => relayUntilIdle({ prisma: db().prisma, channels: [channel()] });

  async function bookWithTexts(phone: string, overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await book(
      new Request("http://localhost/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...validAppointmentBody, smsOptIn: true, phone, timeZone: "America/Chicago", ...overrides }),
      }),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  /** The booking a text's link opens (its token is a fresh notification link), and the section it points at. */
  async function linkOf(body: string): Promise<{ id: number | undefined; section: string }> {
    const url = new URL(/https?:\/\/\S+/.exec(body)![0]);
    const token = url.pathname.split("/").pop()!;
    return { id: (await findByManageToken(db().prisma, token))?.id, section: url.hash };
  }

  it("texts Accept, a pro's message, a proposed time, On my way, the reschedule and completion, each with a link that opens the booking", async () => {
    const prisma = db().prisma;
    const phone = "+15128675501";
    const id = await bookWithTexts(phone);
    await relay();
    expect(textsTo(phone)).toHaveLength(1);

    const step = async (act: () => Promise<unknown>) => {
      await act();
      await relay();
      return textsTo(phone).at(-1)!;
    };
    const accepted = await step(() => runJobAction(prisma, id, { token: "", action: "accept", proName: "Sam Rivera" }));
    expect(accepted).toMatch(new RegExp(`^FixPilot: Sam Rivera accepted your booking #${id} for `));
    expect(await linkOf(accepted)).toEqual({ id, section: "" });

    const booking = await prisma.appointment.findUniqueOrThrow({ where: { id } });
    const message = await step(() => postMessage(prisma, booking, "pro", "The side gate code is 9911"));
    expect(message).toMatch(new RegExp(`^FixPilot: new message from your pro about booking #${id}\\.`));
    expect(message).not.toContain("9911");
    expect(await linkOf(message)).toEqual({ id, section: "#thread" });

    const proposed = await step(() => runJobAction(prisma, id, { token: "", action: "propose", date: inDays(5), timeFrame: "12-4" }));
    expect(proposed).toMatch(/the pro proposed another time for booking #\d+: .* 12:00 PM–4:00 PM \(Central\)\. Accept or refuse it/);
    expect((await linkOf(proposed)).id).toBe(id);

    const onTheWay = await step(() => runJobAction(prisma, id, { token: "", action: "on_my_way", etaMinutes: 25 }));
    expect(onTheWay).toMatch(/^FixPilot: Sam Rivera is on the way, about 25 min out\. https?:\/\//);
    expect((await linkOf(onTheWay)).id).toBe(id);

    const rescheduled = await step(() => changeAppointment(prisma, id, acceptProposal, { actor: "homeowner" }));
    expect(rescheduled).toMatch(new RegExp(`booking #${id} is now `));

    const completed = await step(() => runJobAction(prisma, id, { token: "", action: "complete", notes: "Replaced the washer" }));
    expect(completed).toMatch(/is marked done\. How did it go\? Leave a review:/);
    expect(await linkOf(completed)).toEqual({ id, section: "#review" });
    expect(textsTo(phone)).toHaveLength(7);

    // The links reached the texts as delivery secrets only, and left the database once sent.
    const deliveries = await prisma.outboxDelivery.findMany({ where: { channel: "sms:homeowner", event: { appointmentId: id } } });
    expect(deliveries).toHaveLength(7);
    expect(deliveries.every((delivery) => delivery.status === "delivered" && delivery.secret === null)).toBe(true);
    const events = await prisma.outboxEvent.findMany({ where: { appointmentId: id } });
    expect(JSON.stringify(events.map((event) => event.payload))).not.toMatch(/\/appointments\/[A-Za-z0-9_-]{20,}/);
  });

  it("texts a cancellation, but no text for the homeowner's own message, the decline, or a booking without opt-in", async () => {
    const prisma = db().prisma;
    const phone = "+15128675502";
    const id = await bookWithTexts(phone);
    await relay();
    await postMessage(prisma, await prisma.appointment.findUniqueOrThrow({ where: { id } }), "homeowner", "Is 9 am fine?");
    await runJobAction(prisma, id, { token: "", action: "decline", reason: "Too far" });
    await relay();
    expect(textsTo(phone)).toHaveLength(1);
    await changeAppointment(prisma, id, cancel);
    await relay();
    expect(textsTo(phone)).toHaveLength(2);
    expect(textsTo(phone)[1]).toMatch(new RegExp(`booking #${id} was cancelled\\. https?://`));
    expect((await linkOf(textsTo(phone)[1])).id).toBe(id);

    const quiet = await bookWithTexts("+15128675503", { smsOptIn: false });
    await runJobAction(prisma, quiet, { token: "", action: "accept", proName: "Sam" });
    await postMessage(prisma, await prisma.appointment.findUniqueOrThrow({ where: { id: quiet } }), "operator", "Hello");
    const channels = await prisma.outboxDelivery.findMany({ where: { event: { appointmentId: quiet } }, select: { channel: true } });
    expect(channels.map((delivery) => delivery.channel)).not.toContain("sms:homeowner");
    expect(channels.filter((delivery) => delivery.channel === "email:homeowner")).toHaveLength(3);
  });

  it("queues no text for an erased booking", async () => {
    const prisma = db().prisma;
    const id = await bookWithTexts("+15128675504");
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id } });
    await eraseAppointment(prisma, id);
    await postMessage(prisma, { ...row, anonymizedAt: new Date() }, "operator", "Anyone there?");
    const last = await prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "message.created" }, include: { deliveries: true } });
    expect(last.deliveries.map((delivery) => delivery.channel)).toEqual(["webhook"]);
  });

  it("puts a homeowner's text in the thread of their most recent open booking, as from their page: event, live update, no echo", async () => {
    const prisma = db().prisma;
    const phone = "+15128675510";
    const older = await bookWithTexts(phone);
    const newer = await bookWithTexts(phone);
    await changeAppointment(prisma, newer, cancel);
    await relay();
    const sentBefore = textsTo(phone).length;
    const signalled = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 3000);
      const stop = getThreadHub().subscribe(older, () => {
        clearTimeout(timer);
        stop();
        resolve(true);
      });
    });

    expect(await textFrom(phone, "  The gate code is 4412, ring twice  ")).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await signalled).toBe(true);
    const thread = await listThread(prisma, older);
    expect(thread.filter((entry) => entry.kind === "message")).toEqual([
      expect.objectContaining({ author: "homeowner", body: "The gate code is 4412, ring twice" }),
    ]);
    expect(await listThread(prisma, newer)).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: "message" })]));
    const event = await prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: older, type: "message.created" }, include: { deliveries: true } });
    expect(event.payload).toMatchObject({ message: { authorRole: "homeowner", body: "The gate code is 4412, ring twice" } });
    expect(event.deliveries.map((delivery) => delivery.channel)).toEqual(["webhook"]);
    expect(await prisma.smsMessage.count({ where: { direction: "inbound", appointmentId: older } })).toBe(1);
    await relay();
    expect(textsTo(phone)).toHaveLength(sentBefore);

    // Erasure removes the message, the event's quote of it and the stored text.
    await eraseAppointment(prisma, older);
    expect(await prisma.threadEntry.count({ where: { appointmentId: older, kind: "message" } })).toBe(0);
    expect(await prisma.smsMessage.count({ where: { appointmentId: older } })).toBe(0);
    const events = await prisma.outboxEvent.findMany({ where: { appointmentId: older } });
    expect(JSON.stringify(events.map((row) => row.payload))).not.toContain("4412");
  });

  it("posts a text Twilio delivers twice at once (the same MessageSid) only once", async () => {
    const prisma = db().prisma;
    const phone = "+15128675513";
    const id = await bookWithTexts(phone);
    const text = { from: phone, body: "Back door is open", providerId: "SM0123456789abcdef0123456789abcdef" };
    const outcomes = await Promise.all([handleInboundText(prisma, text), handleInboundText(prisma, text)]);
    expect(outcomes.map((outcome) => outcome.action).sort()).toEqual(["duplicate", "thread"]);
    expect((await listThread(prisma, id)).filter((entry) => entry.kind === "message")).toHaveLength(1);
  });

  it("holds a texting homeowner to the thread's per-minute limit, with a reply in the booking's language", async () => {
    const prisma = db().prisma;
    const phone = "+15128675511";
    const id = await bookWithTexts(phone, { locale: "es-US" });
    for (let i = 1; i <= 10; i++) expect(await textFrom(phone, `mensaje ${i}`)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await textFrom(phone, "mensaje 11")).toMatch(/envió muchos mensajes en poco tiempo/);
    const bodies = (await listThread(prisma, id)).filter((entry) => entry.kind === "message").map((entry) => entry.body);
    expect(bodies).toHaveLength(10);
    expect(bodies).not.toContain("mensaje 11");
    expect(await prisma.smsMessage.findFirstOrThrow({ where: { appointmentId: id, body: "mensaje 11" } })).toMatchObject({ status: "rate_limited" });
  });

  it("sends no later text once the homeowner texts PARAR: On my way reaches neither Twilio nor the thread's texts", async () => {
    const prisma = db().prisma;
    const phone = "+15128675512";
    const id = await bookWithTexts(phone, { locale: "es-US" });
    await relay();
    await runJobAction(prisma, id, { token: "", action: "accept", proName: "Sam" });
    await relay();
    expect(textsTo(phone)).toHaveLength(2);
    expect(textsTo(phone)[1]).toMatch(/Sam aceptó su cita/);

    expect(await textFrom(phone, "PARAR")).toContain("no le enviaremos más mensajes");
    await runJobAction(prisma, id, { token: "", action: "on_my_way", etaMinutes: 10 });
    await postMessage(prisma, await prisma.appointment.findUniqueOrThrow({ where: { id } }), "pro", "Llego pronto");
    await relay();
    expect(textsTo(phone)).toHaveLength(2);
    const skipped = await prisma.outboxDelivery.findMany({ where: { channel: "sms:homeowner", status: "skipped", event: { appointmentId: id } } });
    expect(skipped).toHaveLength(2);
    expect(skipped.every((delivery) => /opted out \(PARAR at /.test(delivery.lastError ?? ""))).toBe(true);
    // A skipped text never goes out, so its link does not stay behind in the database.
    expect(skipped.map((delivery) => delivery.secret)).toEqual([null, null]);
    // The thread still holds what happened; only the texts stopped.
    expect((await listThread(prisma, id)).map((entry) => entry.data?.change ?? entry.kind)).toEqual(["confirmed", "on_my_way", "message"]);
  });
});
