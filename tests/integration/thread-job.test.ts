import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { POST as manage } from "@/app/api/appointments/manage/route";
import { POST as jobAction } from "@/app/api/jobs/actions/route";
import { POST as entriesRoute } from "@/app/api/thread/entries/route";
import { POST as sendMessage } from "@/app/api/thread/messages/route";
import { changeAppointment, eraseAppointment, setStatus } from "@/lib/booking/change";
import { findByManageToken } from "@/lib/booking/lookup";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { OutgoingEvent } from "@/lib/dispatch/channel";
import { homeownerEmail, operatorEmail } from "@/lib/dispatch/email/compose";
import type { DeliverySecret, EventPayload, EventType } from "@/lib/dispatch/events";
import { webhookBody } from "@/lib/dispatch/webhook";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { reissueProLink } from "@/lib/thread/job-actions";
import { findByLink } from "@/lib/thread/links";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { bookThroughApi, postJson, proLinkOf, tokenOf } from "../support/route-requests";

function postForm(handler: (request: Request) => Promise<Response>, url: string, fields: Record<string, string>): Promise<Response> {
  return handler(
    new Request(`http://localhost${url}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DB_KINDS)("the pro's job link, job page actions and the thread (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const saved = process.env.RATE_LIMIT_MULTIPLIER;
  beforeAll(() => {
    // Many look-ups from one test client: the per-client limits are not what these tests are about (one is, below).
    process.env.RATE_LIMIT_MULTIPLIER = "100";
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.RATE_LIMIT_MULTIPLIER;
    else process.env.RATE_LIMIT_MULTIPLIER = saved;
  });
  beforeEach(() => resetRateLimitStore());

  async function newBooking(overrides: Record<string, unknown> = {}) {
    const { id, token } = await bookThroughApi({ timeZone: "America/Chicago", ...overrides });
    return { id, homeownerToken: token, ...(await proLinkOf(db().prisma, id)) };
  }

  async function lastEvent(prisma: PrismaClient, id: number) {
    return prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id }, orderBy: { createdAt: "desc" }, include: { deliveries: true } });
  }

  function outgoing(event: { id: string; type: string; createdAt: Date; payload: unknown }, secret: DeliverySecret | null): OutgoingEvent {
    return {
      id: event.id,
      type: event.type as EventType,
      createdAt: event.createdAt,
      payload: event.payload as EventPayload,
      secret,
      deliveryId: 1,
      attempt: 1,
    };
  }

  it("sends proUrl with the booking as a delivery secret (webhook and operator email), storing only its hash", async () => {
    const prisma = db().prisma;
    const { id, proUrl, proToken } = await newBooking();
    expect(proUrl).toBe(`http://localhost:3000/jobs/${proToken}`);
    const event = await lastEvent(prisma, id);
    const byChannel = Object.fromEntries(event.deliveries.map((delivery) => [delivery.channel, delivery.secret]));
    expect(byChannel.webhook).toEqual({ proUrl });
    expect(byChannel["email:operator"]).toEqual({ proUrl });
    expect(byChannel["email:homeowner"]).not.toHaveProperty("proUrl");
    // Never in the event itself, nor in clear anywhere in the database but the pending deliveries' secrets.
    expect(JSON.stringify(event.payload)).not.toContain(proToken);
    const links = await prisma.bookingLink.findMany({ where: { appointmentId: id } });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ audience: "pro", expiresAt: null });
    expect(links[0].hash).not.toContain(proToken);
    // Merged in at send time beside consoleUrl, the same bytes on every retry.
    const body = JSON.parse(webhookBody(outgoing(event, byChannel.webhook as DeliverySecret))) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ proUrl, consoleUrl: `http://localhost:3000/operator/appointments/${id}` });
    expect(webhookBody(outgoing(event, byChannel.webhook as DeliverySecret))).toBe(JSON.stringify(body));
    expect(operatorEmail(outgoing(event, { proUrl }), "ops@example.com")!.text).toContain(proUrl);
    expect((await findByLink(prisma, proToken, "pro"))?.id).toBe(id);
    // The job link is not a booking-page link, nor the other way round.
    expect(await findByManageToken(prisma, proToken)).toBeNull();
  });

  it("accepts from the job page (form POST): confirmed, the typed name recorded, one appointment.updated, contact details unlocked", async () => {
    const prisma = db().prisma;
    const { id, proToken } = await newBooking();
    const missingName = await postForm(jobAction, "/api/jobs/actions", { token: proToken, action: "accept" });
    expect(missingName.status).toBe(303);
    expect(missingName.headers.get("location")).toBe(`/jobs/${proToken}?error=thread.proNameRequired`);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id } })).status).toBe("requested");

    const accepted = await postForm(jobAction, "/api/jobs/actions", { token: proToken, action: "accept", proName: "Pat Plumber", locale: "es-US" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe(`/es/jobs/${proToken}?done=accept`);
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "confirmed", proName: "Pat Plumber" });
    const event = await lastEvent(prisma, id);
    expect(event.type).toBe("appointment.updated");
    expect(event.payload).toMatchObject({ change: "confirmed", details: { proName: "Pat Plumber" } });
    expect(event.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "webhook"]);
    // The homeowner did not trigger it, yet their email links to their booking page: a fresh, expiring link.
    const homeowner = event.deliveries.find((delivery) => delivery.channel === "email:homeowner")!;
    const manageUrl = (homeowner.secret as DeliverySecret).manageUrl!;
    expect(manageUrl).toMatch(/^http:\/\/localhost:3000\/appointments\/[A-Za-z0-9_-]{43}$/);
    expect((await findByManageToken(prisma, tokenOf(manageUrl)))?.id).toBe(id);
    const link = await prisma.bookingLink.findFirstOrThrow({ where: { appointmentId: id, audience: "homeowner" } });
    expect(link.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const email = homeownerEmail(outgoing(event, homeowner.secret as DeliverySecret))!;
    expect(email.text).toContain("Pat Plumber accepted your appointment");
    expect(email.text).toContain(manageUrl);
    const thread = await prisma.threadEntry.findMany({ where: { appointmentId: id } });
    expect(thread).toMatchObject([{ kind: "event", author: "pro", data: { change: "confirmed", proName: "Pat Plumber" } }]);

    const again = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "accept", proName: "Someone Else" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("This job is already accepted.");
  });

  it("records the assigned contractor's name on Accept when the operator set one", async () => {
    const prisma = db().prisma;
    const { id, proToken } = await newBooking();
    await prisma.appointment.update({ where: { id }, data: { contractorId: "c1", contractorName: "Acme Plumbing" } });
    const response = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "accept", proName: "Typed Name" });
    expect(response.status).toBe(200);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id } })).proName).toBe("Acme Plumbing");
  });

  it("says On my way (with the ETA) and Mark completed only after Accept; completed links to the review", async () => {
    const prisma = db().prisma;
    const { id, proToken } = await newBooking();
    const early = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "on_my_way", etaMinutes: 20 });
    expect(early.status).toBe(409);
    const badEta = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "on_my_way", etaMinutes: 0 });
    expect(badEta.status).toBe(400);
    expect(((await badEta.json()) as { errors: Record<string, string[]> }).errors.etaMinutes).toEqual([
      "Please give the minutes until you arrive, from 1 to 600",
    ]);
    await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "accept", proName: "Pat" });
    expect((await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "on_my_way", etaMinutes: 20 })).status).toBe(200);
    const onMyWay = await lastEvent(prisma, id);
    expect(onMyWay.payload).toMatchObject({ change: "on_my_way", details: { etaMinutes: 20, proName: "Pat" } });
    const secret = onMyWay.deliveries.find((delivery) => delivery.channel === "email:homeowner")!.secret as DeliverySecret;
    expect(homeownerEmail(outgoing(onMyWay, secret))!.text).toContain("Pat is on the way and expects to arrive in about 20 minutes.");
    // The thread's timeline names the pro as the email and the text do (it reads the event's own data).
    const timeline = await prisma.threadEntry.findMany({ where: { appointmentId: id, kind: "event" }, orderBy: { id: "asc" } });
    expect(timeline.at(-1)!.data).toEqual({ change: "on_my_way", etaMinutes: 20, proName: "Pat" });

    const done = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "complete", notes: "Replaced the cartridge", finalPrice: "180.50" });
    expect(done.status).toBe(200);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id } })).status).toBe("completed");
    const completed = await lastEvent(prisma, id);
    expect(completed.payload).toMatchObject({ change: "completed", details: { notes: "Replaced the cartridge", finalPrice: 180.5 } });
    const completedSecret = completed.deliveries.find((delivery) => delivery.channel === "email:homeowner")!.secret as DeliverySecret;
    expect(homeownerEmail(outgoing(completed, completedSecret))!.text).toContain(`Leave a review: ${completedSecret.manageUrl}#review`);
    const closed = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "on_my_way", etaMinutes: 5 });
    expect(closed.status).toBe(409);
  });

  it("makes the operator's own 'completed' the same single appointment.updated event", async () => {
    const prisma = db().prisma;
    const { id } = await newBooking();
    await changeAppointment(prisma, id, setStatus("confirmed"));
    await changeAppointment(prisma, id, setStatus("completed"));
    const events = await prisma.outboxEvent.findMany({ where: { appointmentId: id, type: "appointment.updated" }, orderBy: { createdAt: "asc" } });
    expect(events.map((event) => (event.payload as EventPayload).change)).toEqual(["confirmed", "completed"]);
  });

  it("declines with a reason: back to requested, every pro link revoked, the operator told", async () => {
    const prisma = db().prisma;
    const { id, proToken } = await newBooking();
    await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "accept", proName: "Pat" });
    const empty = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "decline", reason: " " });
    expect(empty.status).toBe(400);
    const response = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "decline", reason: "Truck broke down" });
    expect(response.status).toBe(200);
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "requested", proName: null });
    const event = await lastEvent(prisma, id);
    expect(event.payload).toMatchObject({ change: "declined", details: { reason: "Truck broke down" } });
    expect(event.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "email:operator", "webhook"]);
    expect(operatorEmail(outgoing(event, null), "ops@example.com")!.text).toContain("Reason: Truck broke down");
    expect(await findByLink(prisma, proToken, "pro")).toBeNull();
    const after = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "accept", proName: "Pat" });
    expect(after.status).toBe(404);
  });

  it("proposes another time, which the homeowner accepts on their page (rescheduled as today) or refuses", async () => {
    const prisma = db().prisma;
    const { id, proToken, homeownerToken } = await newBooking();
    const past = await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "propose", date: "2020-01-01", timeFrame: "8-12" });
    expect(past.status).toBe(400);
    const day = inDays(9);
    expect((await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "propose", date: day, timeFrame: "12-4" })).status).toBe(200);
    const proposed = await lastEvent(prisma, id);
    expect(proposed.payload).toMatchObject({ change: "time_proposed", details: { date: day, timeFrame: "12-4" } });
    const accepted = await postJson(manage, "/api/appointments/manage", { token: homeownerToken, action: "acceptProposal" });
    expect(accepted.status).toBe(200);
    const row = await prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ timeFrame: "12-4", proposedDate: null, proposedTimeFrame: null });
    // The homeowner's midnight in Chicago on that day, as the booking form stores a picked day.
    expect(new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(row.preferredDate)).toBe(day);
    expect((await lastEvent(prisma, id)).payload).toMatchObject({ change: "rescheduled" });
    const nothingLeft = await postJson(manage, "/api/appointments/manage", { token: homeownerToken, action: "refuseProposal" });
    expect(nothingLeft.status).toBe(409);
  });

  it("keeps one thread: messages from each side, plain text up to 2,000 characters, one message.created each, emailed without the body", async () => {
    const prisma = db().prisma;
    const { id, proToken, homeownerToken } = await newBooking();
    const tooLong = await postJson(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    const wrongSide = await postJson(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "pro", body: "hi" });
    expect(wrongSide.status).toBe(404);

    const fromHomeowner = await postJson(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: "<b>Gate</b> code is 4321" });
    expect(fromHomeowner.status).toBe(201);
    const { entry } = (await fromHomeowner.json()) as { entry: { id: number; body: string; author: string } };
    expect(entry).toMatchObject({ author: "homeowner", body: "<b>Gate</b> code is 4321" });
    const homeownerEvent = await lastEvent(prisma, id);
    expect(homeownerEvent.type).toBe("message.created");
    expect(homeownerEvent.payload).toMatchObject({ message: { id: entry.id, authorRole: "homeowner", body: "<b>Gate</b> code is 4321", photos: [] } });
    // To the pro through the webhook, with a working link to the job page.
    expect(homeownerEvent.deliveries.map((delivery) => delivery.channel)).toEqual(["webhook"]);
    const proLink = (homeownerEvent.deliveries[0].secret as DeliverySecret).proUrl!;
    expect((await findByLink(prisma, tokenOf(proLink), "pro"))?.id).toBe(id);

    const fromPro = await postJson(sendMessage, "/api/thread/messages", { token: proToken, as: "pro", body: "On it, see you Tuesday" });
    expect(fromPro.status).toBe(201);
    const proEvent = await lastEvent(prisma, id);
    expect(proEvent.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "webhook"]);
    const homeownerSecret = proEvent.deliveries.find((delivery) => delivery.channel === "email:homeowner")!.secret as DeliverySecret;
    const email = homeownerEmail(outgoing(proEvent, homeownerSecret))!;
    expect(email.subject).toContain("new message");
    expect(email.text).toContain(`${homeownerSecret.manageUrl}#thread`);
    expect(email.text).not.toContain("see you Tuesday");
    expect(email.html).not.toContain("On it");

    const listed = await postJson(entriesRoute, "/api/thread/entries", { token: proToken, as: "pro", after: entry.id });
    expect(((await listed.json()) as { entries: { body: string }[] }).entries.map((item) => item.body)).toEqual(["On it, see you Tuesday"]);
  });

  it("limits messages per link: the 11th in a minute is 429", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "1";
    resetRateLimitStore();
    try {
      const { homeownerToken } = await newBooking();
      for (let index = 0; index < 10; index++) {
        expect((await postJson(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: `m${index}` })).status).toBe(201);
      }
      const limited = await postJson(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: "one more" });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      process.env.RATE_LIMIT_MULTIPLIER = "100";
    }
  });

  it("reissues the pro's link from the console: the old one stops, the new one reaches the pro in appointment.updated", async () => {
    const prisma = db().prisma;
    const { id, proToken } = await newBooking();
    const proUrl = await reissueProLink(prisma, id);
    expect(proUrl).toMatch(/^http:\/\/localhost:3000\/jobs\/[A-Za-z0-9_-]{43}$/);
    expect(await findByLink(prisma, proToken, "pro")).toBeNull();
    expect((await findByLink(prisma, tokenOf(proUrl!), "pro"))?.id).toBe(id);
    const event = await lastEvent(prisma, id);
    expect(event.payload).toMatchObject({ change: "pro_link_reissued" });
    expect(event.deliveries.map((delivery) => [delivery.channel, delivery.secret])).toEqual([["webhook", { proUrl }]]);
  });

  it("erases the thread, its links and the event payloads that quote it", async () => {
    const prisma = db().prisma;
    const canary = "Canary-7f3a9";
    const { id, proToken, homeownerToken } = await newBooking();
    await postJson(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: `My dog ${canary} is friendly` });
    await postJson(jobAction, "/api/jobs/actions", { token: proToken, action: "decline", reason: `Allergic to ${canary}` });
    await eraseAppointment(prisma, id, { mailDir: "/nonexistent-fixpilot-mail" });
    expect(await prisma.threadEntry.count({ where: { appointmentId: id } })).toBe(0);
    expect(await prisma.bookingLink.count({ where: { appointmentId: id } })).toBe(0);
    const payloads = JSON.stringify((await prisma.outboxEvent.findMany({ where: { appointmentId: id } })).map((event) => event.payload));
    expect(payloads).not.toContain(canary);
    expect(payloads).toContain("[erased]");
  });
});
