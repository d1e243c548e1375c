import { describe, expect, it } from "@jest/globals";
import type { AppointmentSnapshot } from "@/lib/booking/snapshot";
import { composeText, textKind } from "@/lib/sms/compose";
import { keywordOf } from "@/lib/sms/consent";
import { quietHoursEnd } from "@/lib/sms/quiet-hours";

const appointment = (overrides: Partial<AppointmentSnapshot> = {}): AppointmentSnapshot => ({
  id: 42,
  status: "confirmed",
  name: "Dana",
  email: "dana@example.com",
  phone: "+15128675309",
  category: "plumbing",
  issue: "Leaky Faucet",
  problemId: "leaky-faucet",
  problemDescription: "Drips",
  noteForPro: null,
  diagnosticHistory: [],
  preferredDate: "2026-12-01",
  timeFrame: "8-12",
  timeZone: "America/Chicago",
  location: null,
  assignedContractor: null,
  costEstimate: null,
  anonymized: false,
  locale: "en-US",
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:00.000Z",
  ...overrides,
});
const URL = "https://fixpilot.example.com/appointments/tok";

describe("composeText", () => {
  it("writes each kind of update in English, with the booking link", () => {
    const text = (type: string, payload: object) => composeText(type, { appointment: appointment(), ...payload }, { manageUrl: URL, first: false })!.body;
    expect(text("appointment.created", {})).toBe(
      `FixPilot: we got your booking #42 for Leaky Faucet (Plumbing), Tue, Dec 1 · 8:00 AM–12:00 PM (Central). We'll text you when a pro accepts. ${URL}`,
    );
    expect(text("appointment.updated", { change: "confirmed", details: { proName: "Sam Rivera" } })).toBe(
      `FixPilot: Sam Rivera accepted your booking #42 for Tue, Dec 1 · 8:00 AM–12:00 PM (Central). ${URL}`,
    );
    expect(text("appointment.updated", { change: "on_my_way", details: { proName: "Sam", etaMinutes: 20 } })).toBe(
      `FixPilot: Sam is on the way, about 20 min out. ${URL}`,
    );
    expect(text("message.created", { message: { authorRole: "pro", body: "secret gate code 9911" } })).toBe(
      `FixPilot: new message from your pro about booking #42. Read it on your booking page, or reply to this text: ${URL}#thread`,
    );
    expect(text("appointment.updated", { change: "time_proposed", details: { date: "2026-12-03", timeFrame: "12-4" } })).toBe(
      `FixPilot: the pro proposed another time for booking #42: Thu, Dec 3 · 12:00 PM–4:00 PM (Central). Accept or refuse it on your booking page: ${URL}`,
    );
    expect(text("appointment.updated", { change: "rescheduled" })).toContain("booking #42 is now Tue, Dec 1");
    expect(text("appointment.cancelled", {})).toBe(`FixPilot: booking #42 was cancelled. ${URL}`);
    expect(text("appointment.updated", { change: "completed" })).toBe(`FixPilot: booking #42 is marked done. How did it go? Leave a review: ${URL}#review`);
  });

  it("never quotes a message's words", () => {
    const body = composeText("message.created", { appointment: appointment(), message: { authorRole: "operator", body: "gate 9911" } } as never, {
      manageUrl: URL,
      first: false,
    })!.body;
    expect(body).not.toContain("9911");
    expect(body).toContain("the FixPilot team");
  });

  it("writes in the booking's language and says how to stop in the first text", () => {
    const text = composeText(
      "appointment.updated",
      // on_my_way and details come with the job page's actions (the thread's events).
      { change: "on_my_way", details: { etaMinutes: 15 }, appointment: appointment({ locale: "es-US" }) } as never,
      { manageUrl: URL, first: true },
    )!;
    expect(text.body).toBe(`FixPilot: su profesional va en camino; llega en unos 15 min. ${URL} Responda PARAR para no recibir más, AYUDA para ayuda.`);
    expect(text.urgent).toBe(true);
  });

  it("marks only On my way and cancellations as urgent", () => {
    const urgent = (type: string, change?: string) => composeText(type, { change: change as never, appointment: appointment() }, { first: false })!.urgent;
    expect([urgent("appointment.updated", "on_my_way"), urgent("appointment.cancelled")]).toEqual([true, true]);
    expect([urgent("appointment.created"), urgent("appointment.updated", "confirmed"), urgent("appointment.updated", "completed")]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("sends nothing for changes the homeowner need not hear of, their own messages, or an erased booking", () => {
    expect(textKind("appointment.updated", { change: "notes" })).toBeNull();
    expect(textKind("appointment.updated", { change: "contractor_assigned" })).toBeNull();
    expect(textKind("review.created", {})).toBeNull();
    expect(
      textKind("message.created", { message: { id: 1, authorRole: "homeowner", body: "Hola", photos: [], createdAt: "2026-11-27T00:00:00.000Z" } }),
    ).toBeNull();
    expect(composeText("appointment.created", { appointment: appointment({ anonymized: true }) }, { first: true })).toBeNull();
  });

  it("says where to find the link when the event carries none", () => {
    expect(composeText("appointment.cancelled", { appointment: appointment() }, { first: false })!.body).toBe(
      "FixPilot: booking #42 was cancelled. Open your booking with the link in your confirmation email.",
    );
  });
});

describe("quietHoursEnd", () => {
  it("lets texts go between 8 am and 9 pm in the booking's zone", () => {
    expect(quietHoursEnd(new Date("2026-06-10T13:00:00Z"), "America/Chicago")).toBeNull(); // 8:00 am CDT
    expect(quietHoursEnd(new Date("2026-06-11T01:59:59Z"), "America/Chicago")).toBeNull(); // 8:59 pm CDT
  });

  it("holds them until the next 8 am there", () => {
    expect(quietHoursEnd(new Date("2026-06-11T02:00:00Z"), "America/Chicago")?.toISOString()).toBe("2026-06-11T13:00:00.000Z"); // 9 pm
    expect(quietHoursEnd(new Date("2026-06-10T07:30:00Z"), "America/Los_Angeles")?.toISOString()).toBe("2026-06-10T15:00:00.000Z"); // 0:30 am PDT
  });

  it("uses Chicago time when the booking has no (or an unknown) zone", () => {
    expect(quietHoursEnd(new Date("2026-06-10T04:00:00Z"), null)?.toISOString()).toBe("2026-06-10T13:00:00.000Z");
    expect(quietHoursEnd(new Date("2026-06-10T04:00:00Z"), "Mars/Olympus")?.toISOString()).toBe("2026-06-10T13:00:00.000Z");
  });

  it("lands on 8 am across a daylight-saving change", () => {
    // 11 pm CDT on Sat Oct 31, 2026; clocks go back at 2 am, so 8 am CST is 14:00 UTC.
    expect(quietHoursEnd(new Date("2026-11-01T04:00:00Z"), "America/Chicago")?.toISOString()).toBe("2026-11-01T14:00:00.000Z");
    // 11 pm CST on Sat Mar 7, 2026; clocks go forward at 2 am, so 8 am CDT is 13:00 UTC.
    expect(quietHoursEnd(new Date("2026-03-08T05:00:00Z"), "America/Chicago")?.toISOString()).toBe("2026-03-08T13:00:00.000Z");
  });
});

describe("keywordOf", () => {
  it.each(["STOP", "stop", "Stop.", " STOPALL ", "Opt out", "PARAR", "Alto!", "cancelar", "BAJA", "revoke", "unsubscribe", "end", "quit", "cancel"])(
    "reads %p as an opt-out",
    (body) => expect(keywordOf(body)?.kind).toBe("opt_out"),
  );
  it.each(["START", "unstop", "Yes", "COMENZAR"])("reads %p as an opt-in", (body) => expect(keywordOf(body)?.kind).toBe("opt_in"));
  it.each(["HELP", "info", "Ayuda"])("reads %p as a help request", (body) => expect(keywordOf(body)?.kind).toBe("help"));
  it.each(["Please stop by at 3", "yes, the side gate", "Can you help with the gate?", ""])("reads %p as a message", (body) =>
    expect(keywordOf(body)).toBeNull(),
  );
});
