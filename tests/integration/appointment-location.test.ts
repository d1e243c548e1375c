import { describe, expect, it } from "@jest/globals";
import { POST as book } from "@/app/api/appointments/route";
import { POST as manage } from "@/app/api/appointments/manage/route";
import type { EventType } from "@/lib/dispatch/events";
import { webhookBody } from "@/lib/dispatch/webhook";
import { contractorChoices } from "@/lib/operator/contractor-choices";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { bookThroughApi, postJson } from "../support/route-requests";

describe.each(TEST_DB_KINDS)("the booking's approximate location (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  const createdEvent = (id: number) => db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "appointment.created" } });

  it("stores the location rounded to 0.01° and sends it in the webhook payload", async () => {
    const { id } = await bookThroughApi({ location: { lat: 30.267153, lng: -97.743061, label: "Austin, TX 78701" } });
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ locationLat: 30.27, locationLng: -97.74, locationLabel: "Austin, TX 78701" });
    const event = await createdEvent(id);
    const body = JSON.parse(webhookBody({ ...event, type: event.type as EventType, payload: event.payload as never })) as {
      data: { appointment: { location: unknown } };
    };
    expect(body.data.appointment.location).toEqual({ lat: 30.27, lng: -97.74, label: "Austin, TX 78701" });
  });

  it("books without a location: empty columns and a null location in the payload", async () => {
    const { id } = await bookThroughApi();
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ locationLat: null, locationLng: null, locationLabel: null });
    expect((await createdEvent(id)).payload).toMatchObject({ appointment: { location: null } });
  });

  it("answers 400 with the field's message for a bad location and stores nothing", async () => {
    const before = await db().prisma.appointment.count();
    const response = await postJson(book, "/api/appointments", { ...validAppointmentBody, location: { lat: 123, lng: 0 } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("location.lat must be a number from -90 to 90");
    expect(await db().prisma.appointment.count()).toBe(before);
  });

  it("erases the location with the homeowner's other details, in the row and in every stored event", async () => {
    const { id, token } = await bookThroughApi({ location: { lat: 41.878, lng: -87.63, label: "Chicago, IL 60604" } });
    expect((await postJson(manage, "/api/appointments/manage", { token, action: "erase" })).status).toBe(200);
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ locationLat: null, locationLng: null, locationLabel: null, category: "plumbing" });
    const events = await db().prisma.outboxEvent.findMany({ where: { appointmentId: id } });
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(events.map((event) => event.payload))).not.toMatch(/Chicago|41\.88|-87\.63/);
    expect(events.every((event) => (event.payload as { appointment: { location: unknown } }).appointment.location === null)).toBe(true);
  });

  it("the console's picker reads the directory: nearest qualified first, from the stored location", async () => {
    const row = (placeId: string, lat: number, lng: number, categories: string[], rating: number) => ({
      placeId: `loc-${placeId}`,
      name: placeId,
      vicinity: "Austin",
      lat,
      lng,
      categories,
      rating,
    });
    await db().prisma.contractor.createMany({
      data: [
        row("far-plumber", 30.6, -97.74, ["plumbing"], 4.9),
        row("near-electrician", 30.27, -97.75, ["electrical"], 4.8),
        row("near-plumber", 30.28, -97.74, ["plumbing"], 4.1),
        row("mid-plumber", 30.35, -97.74, ["plumbing"], 3.9),
      ],
    });
    const { id } = await bookThroughApi({ location: { lat: 30.27, lng: -97.74 } });
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    const near = await contractorChoices(db().prisma, stored.category, { lat: stored.locationLat!, lng: stored.locationLng! });
    expect(near.map((choice) => [choice.contractor.name, choice.miles])).toEqual([
      ["near-plumber", "0.7"],
      ["mid-plumber", "5.5"],
      ["far-plumber", "22.8"],
      ["near-electrician", "0.6"],
    ]);
    const fallback = await contractorChoices(db().prisma, "plumbing", null);
    expect(fallback.map((choice) => [choice.contractor.name, choice.miles])).toEqual([
      ["far-plumber", null],
      ["near-plumber", null],
      ["mid-plumber", null],
      ["near-electrician", null],
    ]);
  });
});
