import { describe, expect, it } from "@jest/globals";

import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import { snapshotOf } from "@/lib/booking/snapshot";
import { describeCostEstimate, parseStoredCostEstimate, zipFromLocationLabel } from "@/lib/costs/booking";
import { operatorEmail } from "@/lib/dispatch/email/compose";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

describe("the ZIP in a place label", () => {
  it("takes the last 5-digit group of the label", () => {
    expect(zipFromLocationLabel("Austin, TX 78701")).toBe("78701");
    expect(zipFromLocationLabel("1200 Main St, Austin, TX 78701-1234")).toBe("78701");
    expect(zipFromLocationLabel("Austin, TX")).toBeNull();
    expect(zipFromLocationLabel(null)).toBeNull();
  });
});

describe.each(TEST_DB_KINDS)("the estimate stored with a booking (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  it("keeps the estimate shown for the booked problem and the booking's state, and the operator sees it", async () => {
    const request = bookingRequestSchema.parse({
      ...validAppointmentBody,
      issue: "Pipe Noise",
      location: { lat: 30.27, lng: -97.74, label: "Austin, TX 78701" },
    });
    const { id } = await createAppointment(db().prisma, request, null);
    const row = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.costEstimate).toMatchObject({
      problemId: "pipe-noise",
      diy: { low: 25, high: 25 },
      pro: { labor: { low: expect.any(Number) } },
      currency: "USD",
      updated: "2026-11",
      region: { state: "TX", stateName: "Texas", adjusted: true },
      regionLabel: "Texas",
      stale: false,
      worstCases: [],
    });
    // Each source as GET /api/costs answers it: its publisher, printed date and the month it was read.
    const stored = row.costEstimate as { sources: { publisher: string; published: string | null; checked: string }[] };
    expect(stored.sources.length).toBeGreaterThan(0);
    for (const source of stored.sources) expect(source).toMatchObject({ publisher: expect.any(String), checked: "2026-11" });
    // No ZIP is kept with the estimate.
    expect(JSON.stringify(row.costEstimate)).not.toContain("78701");

    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id } });
    const payload = event.payload as unknown as { appointment: ReturnType<typeof snapshotOf>; consoleUrl: string };
    expect(payload.appointment.costEstimate).toEqual(snapshotOf(row).costEstimate);
    const email = operatorEmail(
      { id: event.id, type: "appointment.created", payload, createdAt: event.createdAt, secret: null, deliveryId: 1, attempt: 1 },
      "ops@example.com",
    );
    expect(email?.text).toContain(`Cost estimate shown to the homeowner: ${describeCostEstimate(snapshotOf(row).costEstimate!)}`);
    expect(email?.text).toContain("typical pro repair");
    expect(email?.text).toMatch(/labor set to Texas wages \(about \d\.\d× the national median\)/);
  });

  it("reads back an estimate stored before sources carried their own dates", async () => {
    const old = { problemId: "running-toilet", diy: null, pro: null, proScope: "repair", currency: "USD", updated: "2026-11", region: null };
    expect(parseStoredCostEstimate(old)).toEqual(old);
  });

  it("stores no estimate when the booking names no known problem", async () => {
    const request = bookingRequestSchema.parse({ ...validAppointmentBody, issue: "Something else entirely" });
    const { id } = await createAppointment(db().prisma, request, null);
    const row = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.costEstimate).toBeNull();
    expect(snapshotOf(row).costEstimate).toBeNull();
  });
});
