import { beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import sharp from "sharp";
import { POST as updateAppointment } from "@/app/api/operator/appointments/[id]/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { POST as signInRoute } from "@/app/api/operator/sign-in/route";
import { createAppointment } from "@/lib/booking/create";
import { bookingRequestSchema } from "@/lib/booking/schema";
import type { DeliverySecret } from "@/lib/dispatch/events";
import { upsertOperator } from "@/lib/operator/accounts";
import { PRO_LINK_COOKIE, proLinkFromCookie } from "@/lib/operator/pro-link-cookie";
import { SESSION_COOKIE } from "@/lib/operator/session";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { findByLink, hasActiveProLink } from "@/lib/thread/links";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { photoForm } from "../support/photos";

const PASSWORD = "correct horse battery staple";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

function request(path: string, body: FormData, cookie?: string): Request {
  const headers: Record<string, string> = { "x-forwarded-for": "203.0.113.9", ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) };
  return new Request(`http://localhost${path}`, { method: "POST", headers, body });
}

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

describe.each(TEST_DB_KINDS)("the console's thread and pro link (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  let session = "";

  beforeAll(async () => {
    await upsertOperator(db().prisma, { email: "ops@example.com", password: PASSWORD });
    resetRateLimitStore();
    const response = await signInRoute(request("/api/operator/sign-in", form({ email: "ops@example.com", password: PASSWORD })));
    session = response.headers
      .getSetCookie()
      .map((cookie) => new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1])
      .find(Boolean)!;
  });
  beforeEach(() => resetRateLimitStore());

  async function book() {
    return (await createAppointment(db().prisma, bookingRequestSchema.parse(validAppointmentBody), null)).id;
  }

  const post = (id: number, fields: Record<string, string>, cookie: string | undefined = session) =>
    updateAppointment(request(`/api/operator/appointments/${id}`, form(fields), cookie), params(id));

  it("writes in the thread as FixPilot: one message.created, the homeowner emailed a link, not the text", async () => {
    const prisma = db().prisma;
    const id = await book();
    expect((await post(id, { action: "message", body: "Hello" }, "")).status).toBe(401);
    expect((await post(id, { action: "message", body: " " })).status).toBe(400);
    const response = await post(id, { action: "message", body: "We found a pro for Tuesday." });
    expect(response.status).toBe(303);
    expect(await prisma.threadEntry.findMany({ where: { appointmentId: id } })).toMatchObject([
      { kind: "message", author: "operator", body: "We found a pro for Tuesday." },
    ]);
    const event = await prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "message.created" }, include: { deliveries: true } });
    expect(event.payload).toMatchObject({ message: { authorRole: "operator", body: "We found a pro for Tuesday." } });
    expect(event.deliveries.map((delivery) => delivery.channel).sort()).toEqual(["email:homeowner", "webhook"]);
  });

  it("sends the operator's photos with a message (photos alone will do), only the operator's own uploads", async () => {
    const prisma = db().prisma;
    const id = await book();
    const upload = async (ip: string) => {
      const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#228844" } })
        .png()
        .toBuffer();
      const response = await uploadPhoto(
        new Request("http://localhost/api/photos", { method: "POST", body: photoForm(png, { type: "image/png" }), headers: { "x-forwarded-for": ip } }),
      );
      return ((await response.json()) as { id: string }).id;
    };
    const withPhotos = (ids: string[]) => {
      const data = form({ action: "message", body: "" });
      for (const photoId of ids) data.append("photoIds", photoId);
      return updateAppointment(request(`/api/operator/appointments/${id}`, data, session), params(id));
    };
    // Someone else's upload (another address) is refused and nothing is written.
    expect((await withPhotos([await upload("198.51.100.7")])).status).toBe(400);
    expect(await prisma.threadEntry.count({ where: { appointmentId: id } })).toBe(0);

    const mine = [await upload("203.0.113.9"), await upload("203.0.113.9")];
    expect((await withPhotos(mine)).status).toBe(303);
    const entry = await prisma.threadEntry.findFirstOrThrow({ where: { appointmentId: id }, include: { photos: true } });
    expect(entry).toMatchObject({ kind: "message", author: "operator", body: "" });
    expect(entry.photos.map((photo) => photo.id).sort()).toEqual([...mine].sort());
    const event = await prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "message.created" } });
    expect((event.payload as { message: { photos: string[] } }).message.photos).toHaveLength(2);
  });

  it("revokes and reissues the pro's link; the new one is shown once from a short-lived, page-scoped HttpOnly cookie", async () => {
    const prisma = db().prisma;
    const id = await book();
    const first = (await prisma.outboxDelivery.findFirstOrThrow({ where: { event: { appointmentId: id }, channel: "webhook" } })).secret as DeliverySecret;
    const reissued = await post(id, { action: "reissueLink" });
    expect(reissued.status).toBe(303);
    const cookie = reissued.headers.getSetCookie().find((value) => value.startsWith(`${PRO_LINK_COOKIE}=`))!;
    expect(cookie).toMatch(new RegExp(`Path=/operator/appointments/${id}; Max-Age=120; HttpOnly; SameSite=Strict`));
    const newUrl = proLinkFromCookie(/^[^=]+=([^;]+)/.exec(cookie)![1])!;
    expect(newUrl).toMatch(/\/jobs\/[A-Za-z0-9_-]{43}$/);
    expect(await findByLink(prisma, first.proUrl!.split("/").pop(), "pro")).toBeNull();
    expect((await findByLink(prisma, newUrl.split("/").pop(), "pro"))?.id).toBe(id);

    expect((await post(id, { action: "revokeLink" })).status).toBe(303);
    expect(await hasActiveProLink(prisma, id)).toBe(false);
    expect(await findByLink(prisma, newUrl.split("/").pop(), "pro")).toBeNull();
    const changes = (await prisma.outboxEvent.findMany({ where: { appointmentId: id, type: "appointment.updated" }, orderBy: { createdAt: "asc" } })).map(
      (event) => (event.payload as { change: string }).change,
    );
    expect(changes).toEqual(["pro_link_reissued", "pro_link_revoked"]);
  });

  it("shows only this site's job links from the cookie", () => {
    expect(proLinkFromCookie(encodeURIComponent("javascript:alert(1)//jobs/x"))).toBeNull();
    expect(proLinkFromCookie(undefined)).toBeNull();
  });
});
