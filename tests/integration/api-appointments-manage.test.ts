import { describe, expect, it } from "@jest/globals";
import { POST as manage } from "@/app/api/appointments/manage/route";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { bookThroughApi, postJson } from "../support/route-requests";

const newBooking = () => bookThroughApi({ timeZone: "America/New_York" });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(TEST_DB_KINDS)("POST /api/appointments/manage (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  async function eventsOf(id: number) {
    return db().prisma.outboxEvent.findMany({ where: { appointmentId: id }, include: { deliveries: true }, orderBy: { createdAt: "asc" } });
  }

  it.each([
    ["an unknown token", "A".repeat(43)],
    ["a malformed token", "not-a-token"],
    ["an empty token", ""],
  ])("answers 404 for %s and changes nothing", async (_label, token) => {
    const { id } = await newBooking();
    const response = await postJson(manage, "/api/appointments/manage", { token, action: "cancel" });
    expect(response.status).toBe(404);
    expect((await db().prisma.appointment.findUniqueOrThrow({ where: { id } })).status).toBe("requested");
  });

  it("reschedules with the booking form's rules and writes appointment.updated (webhook and homeowner email)", async () => {
    const { id, token } = await newBooking();
    const past = await postJson(manage, "/api/appointments/manage", {
      token,
      action: "reschedule",
      preferredDate: "2021-01-01T05:00:00.000Z",
      timeFrame: "12-4",
    });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { errors: Record<string, string[]> }).errors.preferredDate).toEqual(["Please choose today or a later date"]);
    const badFrame = await postJson(manage, "/api/appointments/manage", { token, action: "reschedule", preferredDate: inDays(5), timeFrame: "4-8" });
    expect(badFrame.status).toBe(400);
    const date = inDays(6);
    const response = await postJson(manage, "/api/appointments/manage", { token, action: "reschedule", preferredDate: date, timeFrame: "12-4" });
    expect(response.status).toBe(200);
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored.preferredDate.toISOString()).toBe(date);
    expect(stored.timeFrame).toBe("12-4");
    const events = await eventsOf(id);
    expect(events.map((event) => event.type)).toEqual(["appointment.created", "appointment.updated"]);
    expect(events[1].payload).toMatchObject({ change: "rescheduled", appointment: { timeFrame: "12-4", timeZone: "America/New_York" } });
    expect(events[1].deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "webhook"]);
    // The change email carries the booking link, as the homeowner made it from their page.
    const homeowner = events[1].deliveries.find((delivery) => delivery.channel === "email:homeowner")!;
    expect(homeowner.secret).toEqual({ manageUrl: `http://localhost:3000/appointments/${token}` });
  });

  it("cancels once (appointment.cancelled to the webhook, homeowner and operator), then answers 409", async () => {
    const { id, token } = await newBooking();
    const response = await postJson(manage, "/api/appointments/manage", { token, action: "cancel" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "cancelled", anonymized: false });
    const events = await eventsOf(id);
    expect(events[1].type).toBe("appointment.cancelled");
    expect(events[1].deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "email:operator", "webhook"]);
    const again = await postJson(manage, "/api/appointments/manage", { token, action: "reschedule", preferredDate: inDays(3), timeFrame: "8-12" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("This appointment is cancelled, so it can no longer be rescheduled.");
  });

  it("erases the personal details everywhere but keeps an anonymous record", async () => {
    const { id, token } = await newBooking();
    const response = await postJson(manage, "/api/appointments/manage", { token, action: "erase" });
    expect(response.status).toBe(200);
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({
      name: "[erased]",
      email: "[erased]",
      phone: "[erased]",
      problemDescription: "[erased]",
      issue: null,
      status: "cancelled",
      category: "plumbing",
    });
    expect(stored.anonymizedAt).not.toBeNull();
    expect(stored.diagnosticHistory).toEqual([]);
    const events = await eventsOf(id);
    // The phone's digits, not a bare "555": a timestamp's milliseconds can read .555.
    expect(JSON.stringify(events.map((event) => event.payload))).not.toMatch(/Dana|dana@example\.com|010-0100|5550100100/);
    expect(events.at(-1)!.payload).toMatchObject({ change: "anonymized", appointment: { anonymized: true } });
    // The unsent confirmation is dropped rather than mailed to an address we no longer hold.
    const homeownerMail = events.flatMap((event) => event.deliveries).filter((delivery) => delivery.channel === "email:homeowner");
    expect(homeownerMail.every((delivery) => delivery.status === "skipped" && delivery.secret === null)).toBe(true);
    expect((await postJson(manage, "/api/appointments/manage", { token, action: "erase" })).status).toBe(409);
  });

  it("answers 400 for an unknown action", async () => {
    const { token } = await newBooking();
    const response = await postJson(manage, "/api/appointments/manage", { token, action: "delete" });
    expect(response.status).toBe(400);
  });
});
