import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { POST } from "@/app/api/reviews/route";
import { newManageToken } from "@/lib/booking/token";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { postJson } from "../support/route-requests";

const post = (body: unknown) => postJson(POST, "/api/reviews", body);

describe.each(TEST_DB_KINDS)("POST /api/reviews (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  let appointmentId: number;
  let appointmentToken: string;
  let otherId: number;
  let otherToken: string;

  async function bookOne(status = "confirmed"): Promise<{ id: number; token: string }> {
    const manage = newManageToken();
    const appointment = await db().prisma.appointment.create({
      data: {
        manageTokenHash: manage.hash,
        name: "Dana",
        email: "dana@example.com",
        phone: "555-0100",
        category: "hvac",
        preferredDate: new Date(Date.now() + 86_400_000),
        timeFrame: "8-12",
        problemDescription: "No heat",
        diagnosticHistory: [],
        requestFingerprint: "test",
        status,
      },
    });
    return { id: appointment.id, token: manage.token };
  }

  beforeAll(async () => {
    ({ id: appointmentId, token: appointmentToken } = await bookOne());
    ({ id: otherId, token: otherToken } = await bookOne());
  });
  // Each test's token look-ups start a fresh window of the shared limit.
  beforeEach(() => resetRateLimitStore());

  it.each([
    ["a missing token", () => ({})],
    ["a forged token", () => ({ appointmentToken: "A".repeat(43) })],
    ["a malformed token", () => ({ appointmentToken: "../../etc" })],
    ["another appointment's token", () => ({ appointmentToken: otherToken })],
  ])("answers 422 for %s and stores nothing", async (_label, token) => {
    const before = await db().prisma.review.count();
    const response = await post({ rating: 1, comment: "Forged", appointmentId, ...token() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe("We could not find that appointment. Please check the link and try again.");
    expect(await db().prisma.review.count()).toBe(before);
    expect(await db().prisma.outboxEvent.count({ where: { type: "review.created" } })).toBe(0);
  });

  it("saves a review for an appointment (201 with its id), trimming the comment", async () => {
    const response = await post({ rating: 5, comment: "  Fixed the furnace in an hour.  ", appointmentId, appointmentToken });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { reviewId: id }, include: { deliveries: true } });
    expect(event).toMatchObject({ type: "review.created", appointmentId, payload: { review: { id, rating: 5, appointmentId } } });
    expect(event.deliveries.map((delivery) => delivery.channel)).toEqual(["webhook"]);
    expect(await db().prisma.review.findUniqueOrThrow({ where: { id } })).toMatchObject({
      rating: 5,
      comment: "Fixed the furnace in an hour.",
      appointmentId,
    });
  });

  it.each(["requested", "cancelled"])("answers 409 for a booking that is %s, and stores nothing", async (status) => {
    const booking = await bookOne(status);
    const response = await post({ rating: 5, comment: "Before the visit", appointmentId: booking.id, appointmentToken: booking.token });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Reviews open once your appointment is confirmed." });
    expect(await db().prisma.review.count({ where: { appointmentId: booking.id } })).toBe(0);
    expect(await db().prisma.outboxEvent.count({ where: { appointmentId: booking.id, type: "review.created" } })).toBe(0);
  });

  it("answers 409 for a booking whose details were erased", async () => {
    const booking = await bookOne("completed");
    await db().prisma.appointment.update({ where: { id: booking.id }, data: { anonymizedAt: new Date() } });
    expect((await post({ rating: 5, comment: "After erasure", appointmentId: booking.id, appointmentToken: booking.token })).status).toBe(409);
  });

  it("answers 409 for a second review of the same appointment", async () => {
    const response = await post({ rating: 1, comment: "Changed my mind", appointmentId, appointmentToken });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "A review has already been submitted for this appointment." });
    expect(await db().prisma.review.count({ where: { appointmentId } })).toBe(1);
  });

  it("answers a repeat of the very same review with 200 and the stored id (a retry after a lost reply)", async () => {
    const stored = await db().prisma.review.findUniqueOrThrow({ where: { appointmentId } });
    const response = await post({ rating: stored.rating, comment: `  ${stored.comment} `, appointmentId, appointmentToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: stored.id });
    expect(await db().prisma.review.count({ where: { appointmentId } })).toBe(1);
  });

  it("accepts reviews without an appointment, any number of them", async () => {
    expect((await post({ rating: 4, comment: "Helpful", appointmentId: null })).status).toBe(201);
    expect((await post({ rating: 3, comment: "Okay" })).status).toBe(201);
    expect(await db().prisma.review.count({ where: { appointmentId: null } })).toBe(2);
  });

  it("refuses a submission whose spam trap is filled, and stores nothing", async () => {
    const before = await db().prisma.review.count();
    const response = await post({ rating: 5, comment: "Great!", appointmentId: null, website: "http://spam.example" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/leave the website field empty/);
    expect(await db().prisma.review.count()).toBe(before);
    expect((await post({ rating: 5, comment: "Great!", appointmentId: null, website: "" })).status).toBe(201);
  });

  it("stores text with NUL bytes and lone surrogates instead of failing", async () => {
    const response = await post({ rating: 4, comment: "Good\u0000 job \ud800", appointmentId: null });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await db().prisma.review.findUniqueOrThrow({ where: { id } })).comment).toBe("Good job \ufffd");
  });

  it("answers 422 when the appointment does not exist", async () => {
    void otherId;
    const response = await post({ rating: 4, comment: "Great", appointmentId: 987654, appointmentToken });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe("We could not find that appointment. Please check the link and try again.");
    expect(body.errors.appointmentId).toEqual([body.message]);
  });

  it.each([
    [{ rating: 0, comment: "Fine" }, "Please select a rating", "rating"],
    [{ rating: 6, comment: "Fine" }, "Please select a rating", "rating"],
    [{ comment: "Fine" }, "Please select a rating", "rating"],
    [{ rating: 4, comment: "   " }, "Please tell us about your experience", "comment"],
    [{ rating: 4, comment: "" }, "Please tell us about your experience", "comment"],
  ])("answers 400 for %j", async (body, message, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(reply.message).toBe(message);
    expect(reply.errors[field]).toEqual([message]);
  });

  it("answers 400 for malformed JSON and for a body that is not an object", async () => {
    const malformed = await post("rating=5");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Request body must be valid JSON" });
    const notObject = await post("[1,2]");
    expect(notObject.status).toBe(400);
    expect(((await notObject.json()) as { message: string }).message).toBe("Request body must be a JSON object");
  });

  it("answers 413 for a streamed body over the limit, without a Content-Length to go by", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(8 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await POST(
      new Request("http://localhost/api/reviews", { method: "POST", body: stream, duplex: "half" } as RequestInit & { duplex: "half" }),
    );
    expect(response.status).toBe(413);
  });
});
