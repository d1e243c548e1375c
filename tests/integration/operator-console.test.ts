import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { POST as updateAppointment } from "@/app/api/operator/appointments/[id]/route";
import { GET as exportCsv } from "@/app/api/operator/appointments/export/route";
import { POST as retry } from "@/app/api/operator/deliveries/[id]/retry/route";
import { POST as updateReview } from "@/app/api/operator/reviews/[id]/route";
import { POST as signInRoute } from "@/app/api/operator/sign-in/route";
import { POST as signOutRoute } from "@/app/api/operator/sign-out/route";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import { upsertOperator } from "@/lib/operator/accounts";
import { escapeFormula, toCsv } from "@/lib/operator/csv";
import { SESSION_COOKIE, sessionCookieHeader } from "@/lib/operator/session";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { useTestDatabase } from "../support/db";

const PASSWORD = "correct horse battery staple";
const BASE = "http://localhost";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function request(path: string, init: { method?: string; cookie?: string; body?: FormData; ip?: string } = {}): Request {
  const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? "203.0.113.7" };
  if (init.cookie) headers.cookie = `${SESSION_COOKIE}=${init.cookie}`;
  return new Request(`${BASE}${path}`, { method: init.method ?? "POST", headers, body: init.body });
}

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function signIn(email: string, password = PASSWORD, options: { ip?: string; cookie?: string } = {}): Promise<{ response: Response; token?: string }> {
  const response = await signInRoute(request("/api/operator/sign-in", { body: form({ email, password }), ...options }));
  const setCookie = response.headers.get("set-cookie") ?? "";
  const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
  return { response, token };
}

describe("operator console API (pglite)", () => {
  const db = useTestDatabase("pglite");
  let appointmentId = 0;

  beforeAll(async () => {
    await upsertOperator(db().prisma, { email: "ops@example.com", password: PASSWORD });
    const booked = await createAppointment(
      db().prisma,
      bookingRequestSchema.parse({ ...validAppointmentBody, name: '=HYPERLINK("http://evil.example","x")', phone: "+1 555 0100", issue: "@SUM(A1)" }),
      null,
    );
    appointmentId = booked.id;
  });
  beforeEach(() => resetRateLimitStore());

  it.each([
    [
      "POST /api/operator/appointments/[id]",
      () => updateAppointment(request(`/api/operator/appointments/1`, { body: form({ action: "status", value: "confirmed" }) }), params(1)),
    ],
    ["GET /api/operator/appointments/export", () => exportCsv(request("/api/operator/appointments/export", { method: "GET" }))],
    ["POST /api/operator/deliveries/[id]/retry", () => retry(request("/api/operator/deliveries/1/retry"), params(1))],
    ["POST /api/operator/reviews/[id]", () => updateReview(request("/api/operator/reviews/1", { body: form({ action: "hide" }) }), params(1))],
  ])("%s answers 401 without a session, and with a forged one", async (_name, call) => {
    expect((await call()).status).toBe(401);
    const forged = () => exportCsv(request("/api/operator/appointments/export", { method: "GET", cookie: "A".repeat(43) }));
    expect((await forged()).status).toBe(401);
    expect((await db().prisma.appointment.findUniqueOrThrow({ where: { id: appointmentId } })).status).toBe("requested");
  });

  it("signs in with a hashed, httpOnly, SameSite=Lax session cookie; a bad password gets the one generic answer", async () => {
    const wrong = await signIn("ops@example.com", "not the password");
    expect(wrong.response.status).toBe(303);
    expect(wrong.response.headers.get("location")).toBe("/operator/sign-in?error=1");
    expect(wrong.token).toBeUndefined();
    const unknown = await signIn("nobody@example.com", PASSWORD);
    expect(unknown.response.headers.get("location")).toBe(wrong.response.headers.get("location"));

    const { response, token } = await signIn("OPS@example.com ", PASSWORD);
    expect(response.headers.get("location")).toBe("/operator");
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/);
    expect(response.headers.get("set-cookie")).not.toMatch(/Secure/); // only in production
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessions = await db().prisma.operatorSession.findMany();
    expect(sessions.some((session) => session.id === token)).toBe(false);
    expect((await exportCsv(request("/api/operator/appointments/export", { method: "GET", cookie: token }))).status).toBe(200);
  });

  it("rotates the session at sign-in and refuses a replayed cookie after sign-out", async () => {
    const first = (await signIn("ops@example.com")).token!;
    const second = (await signIn("ops@example.com", PASSWORD, { cookie: first })).token!;
    expect(second).not.toBe(first);
    expect((await exportCsv(request("/api/operator/appointments/export", { method: "GET", cookie: first }))).status).toBe(401);
    expect((await exportCsv(request("/api/operator/appointments/export", { method: "GET", cookie: second }))).status).toBe(200);
    const out = await signOutRoute(request("/api/operator/sign-out", { cookie: second }));
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE}=; .*Max-Age=0`));
    expect((await exportCsv(request("/api/operator/appointments/export", { method: "GET", cookie: second }))).status).toBe(401);
  });

  it("limits sign-in attempts: after five wrong passwords even the right one is refused, from any address", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn("ops@example.com", `wrong-${attempt}-password`, { ip: `198.51.100.${attempt}` })).token).toBeUndefined();
    const blocked = await signIn("ops@example.com", PASSWORD, { ip: "198.51.100.99" });
    expect(blocked.token).toBeUndefined();
    expect(blocked.response.headers.get("location")).toBe("/operator/sign-in?error=1");
    resetRateLimitStore();
    expect((await signIn("ops@example.com")).token).toBeDefined();
  });

  it("limits one address guessing across many accounts", async () => {
    for (let attempt = 0; attempt < 10; attempt++) await signIn(`guess${attempt}@example.com`, "whatever-password", { ip: "192.0.2.50" });
    expect((await signIn("ops@example.com", PASSWORD, { ip: "192.0.2.50" })).token).toBeUndefined();
    expect((await signIn("ops@example.com", PASSWORD, { ip: "192.0.2.51" })).token).toBeDefined();
  });

  it("writes outbox events for status changes and contractor assignment", async () => {
    const token = (await signIn("ops@example.com")).token!;
    const confirm = await updateAppointment(
      request(`/api/operator/appointments/${appointmentId}`, { cookie: token, body: form({ action: "status", value: "confirmed" }) }),
      params(appointmentId),
    );
    expect(confirm.status).toBe(303);
    const contractor = await db().prisma.contractor.findFirstOrThrow({ where: { categories: { has: "plumbing" } } });
    await updateAppointment(
      request(`/api/operator/appointments/${appointmentId}`, { cookie: token, body: form({ action: "assign", contractorId: contractor.placeId }) }),
      params(appointmentId),
    );
    await updateAppointment(
      request(`/api/operator/appointments/${appointmentId}`, { cookie: token, body: form({ action: "notes", notes: "Call before 9" }) }),
      params(appointmentId),
    );
    const stored = await db().prisma.appointment.findUniqueOrThrow({ where: { id: appointmentId } });
    expect(stored).toMatchObject({ status: "confirmed", contractorId: contractor.placeId, contractorName: contractor.name, operatorNotes: "Call before 9" });
    const events = await db().prisma.outboxEvent.findMany({ where: { appointmentId }, include: { deliveries: true }, orderBy: { createdAt: "asc" } });
    expect(events.map((event) => [event.type, (event.payload as { change?: string }).change])).toEqual([
      ["appointment.created", undefined],
      ["appointment.updated", "confirmed"],
      ["appointment.updated", "contractor_assigned"],
      ["appointment.updated", "notes"],
    ]);
    expect(events[1]!.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "webhook"]);
    expect(events[3]!.deliveries.map((delivery) => delivery.channel)).toEqual(["webhook"]);
    // An impossible transition is refused and explained.
    const back = await updateAppointment(
      request(`/api/operator/appointments/${appointmentId}`, { cookie: token, body: form({ action: "status", value: "requested" }) }),
      params(appointmentId),
    );
    expect(decodeURIComponent(back.headers.get("location") ?? "")).toContain("An appointment that is confirmed cannot become requested.");
  });

  it("retries a dead letter now", async () => {
    const token = (await signIn("ops@example.com")).token!;
    const delivery = await db().prisma.outboxDelivery.findFirstOrThrow({ where: { channel: "webhook", event: { appointmentId } } });
    await db().prisma.outboxDelivery.update({ where: { id: delivery.id }, data: { status: "dead", attempts: 10 } });
    const response = await retry(request(`/api/operator/deliveries/${delivery.id}/retry`, { cookie: token }), params(delivery.id));
    expect(response.status).toBe(303);
    expect(await db().prisma.outboxDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("exports CSV with formula characters defused", async () => {
    const token = (await signIn("ops@example.com")).token!;
    const response = await exportCsv(request(`/api/operator/appointments/export?q=${encodeURIComponent("555 0100")}`, { method: "GET", cookie: token }));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain("'+1 555 0100");
    expect(csv).toContain("'@SUM(A1)");
    expect(csv).not.toMatch(/(^|,)[=+@]/m);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("escapes every formula start, and nothing else", () => {
    expect(["=1+1", "+1", "-1", "@x", "\tx", "\rx", "plain", "a=b", ""].map(escapeFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      "'\rx",
      "plain",
      "a=b",
      "",
    ]);
    expect(toCsv(["a"], [["=cmd|' /C calc'!A0"]])).toBe("a\r\n'=cmd|' /C calc'!A0\r\n");
  });

  it("hides and unhides a review", async () => {
    const token = (await signIn("ops@example.com")).token!;
    const review = await db().prisma.review.create({ data: { rating: 2, comment: "Spam spam" } });
    await updateReview(request(`/api/operator/reviews/${review.id}`, { cookie: token, body: form({ action: "hide" }) }), params(review.id));
    expect((await db().prisma.review.findUniqueOrThrow({ where: { id: review.id } })).hidden).toBe(true);
    await updateReview(request(`/api/operator/reviews/${review.id}`, { cookie: token, body: form({ action: "unhide" }) }), params(review.id));
    expect((await db().prisma.review.findUniqueOrThrow({ where: { id: review.id } })).hidden).toBe(false);
  });

  it("marks the cookie Secure in production, except over plain http on this machine", () => {
    const env = process.env as Record<string, string | undefined>;
    const saved = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      const over = (url: string, headers: Record<string, string> = {}) =>
        sessionCookieHeader("t", 60, new Request(url, { headers: { host: new URL(url).host, ...headers } }));
      expect(over("https://fixpilot.example/api/operator/sign-in")).toMatch(/; Secure$/);
      expect(over("http://fixpilot.example/api/operator/sign-in", { "x-forwarded-proto": "https" })).toMatch(/; Secure$/);
      expect(over("http://fixpilot.example/api/operator/sign-in")).toMatch(/; Secure$/);
      expect(over("http://127.0.0.1:3000/api/operator/sign-in")).not.toMatch(/Secure/);
      expect(over("http://localhost:3000/api/operator/sign-in")).not.toMatch(/Secure/);
    } finally {
      env.NODE_ENV = saved;
    }
  });
});
