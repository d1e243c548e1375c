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
import { toCsv } from "@/lib/operator/csv";
import { noticeText } from "@/lib/operator/notice";
import { DEVICE_COOKIE } from "@/lib/operator/device-cookie";
import { SESSION_COOKIE, sessionCookieHeader, sessionTokenFrom } from "@/lib/operator/session";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

const PASSWORD = "correct horse battery staple";
const BASE = "http://localhost";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function request(path: string, init: { method?: string; cookie?: string; device?: string; body?: FormData; ip?: string } = {}): Request {
  const headers: Record<string, string> = { "x-forwarded-for": init.ip ?? "203.0.113.7" };
  const cookies = [init.cookie && `${SESSION_COOKIE}=${init.cookie}`, init.device && `${DEVICE_COOKIE}=${init.device}`].filter(Boolean);
  if (cookies.length) headers.cookie = cookies.join("; ");
  return new Request(`${BASE}${path}`, { method: init.method ?? "POST", headers, body: init.body });
}

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function signIn(
  email: string,
  password = PASSWORD,
  options: { ip?: string; cookie?: string; device?: string } = {},
): Promise<{ response: Response; token?: string; device?: string }> {
  const response = await signInRoute(request("/api/operator/sign-in", { body: form({ email, password }), ...options }));
  const setCookies = response.headers.getSetCookie();
  const valueOf = (name: string) => setCookies.map((cookie) => new RegExp(`^${name}=([^;]+)`).exec(cookie)?.[1]).find(Boolean);
  return { response, token: valueOf(SESSION_COOKIE), device: valueOf(DEVICE_COOKIE) };
}

describe.each(TEST_DB_KINDS)("operator console API (%s)", (kind) => {
  const db = useTestDatabase(kind);
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
      (cookie?: string) =>
        updateAppointment(
          request(`/api/operator/appointments/${appointmentId}`, { cookie, body: form({ action: "status", value: "confirmed" }) }),
          params(appointmentId),
        ),
    ],
    ["GET /api/operator/appointments/export", (cookie?: string) => exportCsv(request("/api/operator/appointments/export", { method: "GET", cookie }))],
    ["POST /api/operator/deliveries/[id]/retry", (cookie?: string) => retry(request("/api/operator/deliveries/1/retry", { cookie }), params(1))],
    [
      "POST /api/operator/reviews/[id]",
      (cookie?: string) => updateReview(request("/api/operator/reviews/1", { cookie, body: form({ action: "hide" }) }), params(1)),
    ],
  ])("%s answers 401 without a session, with a forged one and with an expired one", async (_name, call) => {
    expect((await call()).status).toBe(401);
    expect((await call("A".repeat(43))).status).toBe(401);
    const expired = (await signIn("ops@example.com")).token!;
    await db().prisma.operatorSession.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(expired)).status).toBe(401);
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

  it("lets a known device sign in after strangers spent the account's and the address's budgets", async () => {
    const { device } = await signIn("ops@example.com", PASSWORD, { ip: "192.0.2.10" });
    expect(device).toMatch(/^[\w-]{22}\.\d+\.[\w-]{43}$/);
    resetRateLimitStore();
    // Strangers, some behind the operator's own address, lock the account for every untrusted client.
    for (let attempt = 0; attempt < 5; attempt++) await signIn("ops@example.com", `wrong-${attempt}-password`, { ip: `198.51.100.${attempt}` });
    for (let attempt = 0; attempt < 10; attempt++) await signIn("ops@example.com", `wrong-${attempt}-password`, { ip: "192.0.2.10" });
    const untrusted = await signIn("ops@example.com", PASSWORD, { ip: "192.0.2.10" });
    expect(untrusted.token).toBeUndefined();
    // A cookie that is not genuine, or made for another account, is no device cookie: the same generic refusal.
    const [nonce, expires] = device!.split(".");
    expect((await signIn("ops@example.com", PASSWORD, { ip: "192.0.2.10", device: `${nonce}.${expires}.${"A".repeat(43)}` })).token).toBeUndefined();
    expect(
      (await signIn("ops@example.com", PASSWORD, { ip: "192.0.2.10", device: `${nonce}.${Number(expires) + 1}.${device!.split(".")[2]}` })).token,
    ).toBeUndefined();
    const trusted = await signIn("ops@example.com", PASSWORD, { ip: "192.0.2.10", device });
    expect(trusted.response.headers.get("location")).toBe("/operator");
    expect(trusted.token).toBeDefined();
    expect(trusted.device).not.toBe(device); // a fresh cookie each sign-in
  });

  it("gives a known device a small budget of its own, and forgets it when the password changes", async () => {
    const { device } = await signIn("ops@example.com");
    resetRateLimitStore();
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn("ops@example.com", `wrong-${attempt}-password`, { device })).token).toBeUndefined();
    const blocked = await signIn("ops@example.com", PASSWORD, { device });
    expect(blocked.token).toBeUndefined();
    expect(blocked.response.headers.get("location")).toBe("/operator/sign-in?error=1");
    // The device's failures did not spend the account's budget: an untrusted client still signs in.
    expect((await signIn("ops@example.com")).token).toBeDefined();

    const { device: beforeReset } = await signIn("ops@example.com");
    resetRateLimitStore();
    await upsertOperator(db().prisma, { email: "ops@example.com", password: PASSWORD });
    for (let attempt = 0; attempt < 5; attempt++) await signIn("ops@example.com", `wrong-${attempt}-password`, { ip: `198.51.100.${attempt}` });
    expect((await signIn("ops@example.com", PASSWORD, { device: beforeReset })).token).toBeUndefined();
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
    expect(events[1].deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "webhook"]);
    expect(events[3].deliveries.map((delivery) => delivery.channel)).toEqual(["webhook"]);
    // An impossible transition is refused and explained.
    const back = await updateAppointment(
      request(`/api/operator/appointments/${appointmentId}`, { cookie: token, body: form({ action: "status", value: "requested" }) }),
      params(appointmentId),
    );
    const location = new URL(back.headers.get("location")!, BASE);
    expect(location.pathname).toBe(`/operator/appointments/${appointmentId}`);
    expect(noticeText(Object.fromEntries(location.searchParams))).toBe("An appointment that is confirmed cannot become requested.");
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
    expect(csv.split("\r\n")[0]).toContain(",problemDescription,noteForPro,photos");
  });

  it("escapes every formula start, and nothing else", () => {
    const cells = ["=1+1", "+1", "-1", "@x", "\tx", "\rx", "\uFF1Dx", "plain", "a=b", "a-b", ""];
    expect(
      toCsv(
        ["a"],
        cells.map((cell) => [cell]),
      ),
    ).toBe(["a", "'=1+1", "'+1", "'-1", "'@x", `"'\tx"`, `"'\rx"`, "'\uFF1Dx", "plain", "a=b", "a-b", "", ""].join("\r\n"));
    expect(toCsv(["a"], [["=cmd|' /C calc'!A0"]])).toBe("a\r\n'=cmd|' /C calc'!A0\r\n");
    expect(toCsv(["id"], [[-5]])).toBe("id\r\n-5\r\n"); // a number is no formula
  });

  it("quotes a field holding any separator, and defuses every place a cell could start inside it", () => {
    expect(toCsv(["name"], [["Bob;=1+2;"]])).toBe(`name\r\n"Bob;'=1+2;"\r\n`);
    expect(toCsv(["a", "b", "c"], [["x,+1", "tab\t@SUM(A1)", "line\n-2"]])).toBe(`a,b,c\r\n"x,'+1","tab\t'@SUM(A1)","line\n'-2"\r\n`);
    expect(toCsv(["a"], [["x;\t=1"]])).toBe(`a\r\n"x;'\t'=1"\r\n`);
    expect(toCsv(["a"], [['say "hi"']])).toBe(`a\r\n"say ""hi"""\r\n`);
    // Split the way a careless reader would (on every separator, quotes ignored): no cell starts a formula.
    const careless = toCsv(["a"], [["Bob;=1+2;", "x,+1\t@A1\r-2\n=3"]])
      .split(/[,;\t\r\n]/)
      .map((cell) => cell.replace(/^"/, ""));
    expect(careless.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it("shows a refused change's text from a message key in the address, never text from the address", () => {
    expect(noticeText({ error: "booking.closed", status: "completed", action: "cancel" })).toBe(
      "This appointment is completed, so it can no longer be cancelled.",
    );
    expect(noticeText({ error: "Your session expired: sign in again at https://evil.example" })).toBeNull();
    expect(noticeText({ error: "booking.closed", status: "Call 555-0199 now", action: "cancel" })).toBeNull();
    expect(noticeText({ error: "booking.transition", from: ["confirmed", "x"], to: "requested" })).toBeNull();
    expect(noticeText({ error: "operator.noSuchAppointment" })).toBeNull();
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
      expect(over("https://fixpilot.example/api/operator/sign-in")).toMatch(/^__Host-fixpilot_operator=t; Path=\/; .*; Secure$/);
      expect(over("http://fixpilot.example/api/operator/sign-in", { "x-forwarded-proto": "https" })).toMatch(/; Secure$/);
      expect(over("http://fixpilot.example/api/operator/sign-in")).toMatch(/; Secure$/);
      expect(over("http://127.0.0.1:3000/api/operator/sign-in")).not.toMatch(/Secure/);
      expect(over("http://127.0.0.1:3000/api/operator/sign-in")).toMatch(/^fixpilot_operator=t;/);
      // Read back under its scheme's name only: a plain-named cookie on an HTTPS site was planted, not set by us.
      const carrying = (url: string, cookie: string) => sessionTokenFrom(new Request(url, { headers: { host: new URL(url).host, cookie } }));
      expect(carrying("https://fixpilot.example/operator", "fixpilot_operator=planted")).toBeUndefined();
      expect(carrying("https://fixpilot.example/operator", "fixpilot_operator=planted; __Host-fixpilot_operator=real")).toBe("real");
      expect(carrying("http://127.0.0.1:3000/operator", "fixpilot_operator=local")).toBe("local");
      expect(over("http://localhost:3000/api/operator/sign-in")).not.toMatch(/Secure/);
    } finally {
      env.NODE_ENV = saved;
    }
  });
});
