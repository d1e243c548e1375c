// A booking made on the Spanish pages: the body's locale is stored with it, the booking page link is under /es,
// the API's field errors, the homeowner's email and the calendar invite are in Spanish, the dispatch webhook
// carries the locale, and the operator's email stays English but names the booking's language.
import { describe, expect, it } from "@jest/globals";

import { POST as manage } from "@/app/api/appointments/manage/route";
import { POST } from "@/app/api/appointments/route";
import { snapshotOf } from "@/lib/booking/snapshot";
import type { OutgoingEvent } from "@/lib/dispatch/channel";
import { homeownerEmail, operatorEmail } from "@/lib/dispatch/email/compose";
import type { DeliverySecret, EventPayload, EventType } from "@/lib/dispatch/events";

import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { postJson, tokenOf } from "../support/route-requests";

const post = (body: unknown) => postJson(POST, "/api/appointments", body);
const postManage = (body: unknown) => postJson(manage, "/api/appointments/manage", body);

const spanishBody = { ...validAppointmentBody, issue: "Grifo que gotea", locale: "es-US" };

describe.each(TEST_DB_KINDS)("a Spanish booking (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  it("stores es-US, answers with the /es booking page, and puts the locale in the webhook's appointment", async () => {
    const response = await post(spanishBody);
    expect(response.status).toBe(201);
    const { id, manageUrl } = (await response.json()) as { id: number; manageUrl: string };
    expect(manageUrl).toMatch(/^\/es\/appointments\/[A-Za-z0-9_-]+$/);
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored.locale).toBe("es-US");
    expect(snapshotOf(stored).locale).toBe("es-US");
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id } });
    expect((event.payload as unknown as EventPayload).appointment).toMatchObject({ id, locale: "es-US" });
    const delivery = await db().prisma.outboxDelivery.findFirstOrThrow({ where: { eventId: event.id, channel: "email:homeowner" } });
    expect((delivery.secret as { manageUrl: string }).manageUrl).toMatch(/^http:\/\/localhost:3000\/es\/appointments\//);
  });

  it("links the change and cancel emails of a Spanish booking to the Spanish booking page", async () => {
    const { id, manageUrl } = (await (await post(spanishBody)).json()) as { id: number; manageUrl: string };
    const token = tokenOf(manageUrl);
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString();
    expect((await postManage({ token, action: "reschedule", preferredDate: inFiveDays, timeFrame: "12-4" })).status).toBe(200);
    expect((await postManage({ token, action: "cancel" })).status).toBe(200);
    const events = await db().prisma.outboxEvent.findMany({ where: { appointmentId: id }, include: { deliveries: true }, orderBy: { createdAt: "asc" } });
    expect(events.map((event) => event.type)).toEqual(["appointment.created", "appointment.updated", "appointment.cancelled"]);
    for (const event of events.slice(1)) {
      const delivery = event.deliveries.find((candidate) => candidate.channel === "email:homeowner")!;
      // The email as the relay composes it from the stored event and delivery: the link is the one the route stored.
      const email = homeownerEmail({
        id: event.id,
        type: event.type as EventType,
        createdAt: event.createdAt,
        payload: event.payload as unknown as EventPayload,
        secret: delivery.secret as DeliverySecret | null,
        deliveryId: delivery.id,
        attempt: 1,
      })!;
      expect(email.text).toContain(`http://localhost:3000/es/appointments/${token}`);
      expect(email.html).toContain(`href="http://localhost:3000/es/appointments/${token}"`);
      expect(email.text).not.toMatch(/localhost:3000\/appointments\//);
    }
  });

  it("keeps English for a body without a locale", async () => {
    const { id, manageUrl } = (await (await post(validAppointmentBody)).json()) as { id: number; manageUrl: string };
    expect(manageUrl).toMatch(/^\/appointments\//);
    expect((await db().prisma.appointment.findUniqueOrThrow({ where: { id } })).locale).toBe("en-US");
  });

  it("answers a Spanish body's field errors in Spanish, and refuses an unknown locale", async () => {
    const invalid = await post({ ...spanishBody, email: "lucia@" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ message: "Correo electrónico no válido", errors: { email: ["Correo electrónico no válido"] } });
    const unknown = await post({ ...validAppointmentBody, locale: "fr-FR" });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors.locale).toEqual(["locale must be en-US or es-US"]);
  });
});

describe("emails of a Spanish booking", () => {
  const appointment = {
    id: 42,
    status: "requested",
    name: "Lucía Hernández",
    email: "lucia@example.com",
    phone: "(555) 010-2030",
    category: "plumbing",
    issue: "Grifo que gotea",
    problemId: null,
    costEstimate: null,
    problemDescription: "",
    noteForPro: null,
    diagnosticHistory: [],
    preferredDate: "2026-12-03",
    timeFrame: "8-12",
    timeZone: "America/Chicago",
    location: null,
    assignedContractor: null,
    anonymized: false,
    locale: "es-US" as const,
    createdAt: "2026-11-25T20:00:00.000Z",
    updatedAt: "2026-11-25T20:00:00.000Z",
  };
  const event = (payload: EventPayload): OutgoingEvent => ({
    id: "evt_1",
    type: "appointment.created",
    createdAt: new Date(),
    payload,
    secret: { manageUrl: "https://fixpilot.example/es/appointments/abc" },
    deliveryId: 1,
    attempt: 1,
  });

  it("writes the homeowner in Spanish, with a Spanish invite and the /es booking link", () => {
    const email = homeownerEmail(event({ appointment, consoleUrl: "https://fixpilot.example/operator/appointments/42" }))!;
    expect(email.subject).toBe("FixPilot: recibimos su solicitud de reparación n.º 42");
    expect(email.text).toContain("Plomería");
    // The visit in Spanish, in the homeowner's zone, with the booking form's "a. m."/"p. m.".
    expect(email.text).toMatch(/Cuándo: jue\.?, 3 de dic\.? · 8:00\sa\. m\. – 12:00\sp\. m\. \(hora central\)/);
    expect(email.text).toContain("https://fixpilot.example/es/appointments/abc");
    const ics = email.attachments![0].content;
    // The service after a colon or in quotes, never "visita de reparación de Grifo que gotea (Plomería)".
    expect(ics).toContain("SUMMARY:FixPilot: visita de reparación: Plomería");
    expect(ics.replace(/\r\n /g, "")).toContain("Horario preferido para su reparación «Plomería»");
    // The form sends the problem's id: its title then stands after the colon, not as "reparación de Grifo que gotea".
    const invite = homeownerEmail(event({ appointment: { ...appointment, issue: "leaky-faucet" } }))!.attachments![0].content;
    expect(invite).toContain("SUMMARY:FixPilot: visita de reparación: Grifo que gotea (Plomería)");
  });

  it("keeps the operator's email in English and names the booking's language", () => {
    const email = operatorEmail(event({ appointment, consoleUrl: "https://fixpilot.example/operator/appointments/42" }), "ops@example.com")!;
    expect(email.text).toContain("Language of the booking: Spanish (United States)");
    expect(email.text).toContain("Plumbing");
    expect(email.subject).toMatch(/Thu, Dec 3 · 8:00 AM–12:00 PM \(Central\)/);
  });
});
