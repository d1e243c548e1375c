import { beforeEach, describe, expect, it } from "@jest/globals";
import sharp from "sharp";

import { POST as book } from "@/app/api/appointments/route";
import { GET as exportCsv } from "@/app/api/operator/appointments/export/route";
import { POST as signIn } from "@/app/api/operator/sign-in/route";
import { GET as viewPhoto } from "@/app/api/photos/[id]/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { operatorEmail } from "@/lib/dispatch/email/compose";
import type { OutgoingEvent } from "@/lib/dispatch/channel";
import { upsertOperator } from "@/lib/operator/accounts";
import { SESSION_COOKIE } from "@/lib/operator/session";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { postJson } from "../support/route-requests";
import { photoForm } from "../support/photos";

async function newPhotoId(): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  const response = await uploadPhoto(new Request("http://localhost/api/photos", { method: "POST", body: photoForm(png, { type: "image/png" }) }));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const post = (body: unknown, headers: Record<string, string> = {}) => postJson(book, "/api/appointments", body, headers);

function open(url: string): Promise<Response> {
  const parsed = new URL(url);
  return viewPhoto(new Request(parsed), { params: Promise.resolve({ id: parsed.pathname.split("/").pop()! }) });
}

describe.each(TEST_DB_KINDS)("photoIds on POST /api/appointments (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  beforeEach(() => resetRateLimitStore());

  it("attaches the photos and sends the webhook absolute signed links, valid a week, that open them", async () => {
    const ids = [await newPhotoId(), await newPhotoId()];
    const response = await post({ ...validAppointmentBody, photoIds: ids });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const photos = await db().prisma.photo.findMany({ where: { appointmentId: id }, orderBy: { createdAt: "asc" } });
    expect(photos.map((photo) => photo.id).sort()).toEqual([...ids].sort());
    expect(photos.every((photo) => photo.attachedAt instanceof Date)).toBe(true);

    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "appointment.created" } });
    const sent = (event.payload as { photos: { id: string; url: string; width: number; height: number }[] }).photos;
    expect(sent.map((photo) => photo.id)).toEqual(ids);
    for (const photo of sent) {
      expect(photo).toMatchObject({ width: 64, height: 48 });
      expect(photo.url).toMatch(/^https?:\/\/[^/]+\/api\/photos\/[\w-]{22}\?size=full&expires=\d+&sig=/);
      const expires = Number(new URL(photo.url).searchParams.get("expires"));
      expect(expires * 1000 - Date.now()).toBeGreaterThanOrEqual(7 * 24 * 60 * 60 * 1000);
      const opened = await open(photo.url);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("content-type")).toBe("image/jpeg");
    }
  });

  it("answers 400 with a photoIds field error for a 7th photo, an unknown id and a photo already in another booking", async () => {
    const seven = Array.from({ length: 7 }, (_, index) => `${"p".repeat(21)}${index}`);
    const tooMany = await post({ ...validAppointmentBody, photoIds: seven });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ errors: { photoIds: ["You can attach up to 6 photos."] } });

    const unknown = await post({ ...validAppointmentBody, photoIds: ["A".repeat(22)] });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: Record<string, string[]> }).errors.photoIds[0]).toMatch(/could not be found/);

    const malformed = await post({ ...validAppointmentBody, photoIds: ["../../etc/passwd"] });
    expect(malformed.status).toBe(400);

    const shared = await newPhotoId();
    expect((await post({ ...validAppointmentBody, photoIds: [shared] })).status).toBe(201);
    const before = await db().prisma.appointment.count();
    const taken = await post({ ...validAppointmentBody, name: "Someone Else", photoIds: [shared] });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      message: "One of the photos is already part of another booking. Please remove it and add it again.",
      errors: { photoIds: ["One of the photos is already part of another booking. Please remove it and add it again."] },
    });
    expect(await db().prisma.appointment.count()).toBe(before);
  });

  it("refuses a photo uploaded more than 24 hours ago even when the sweep has not removed it yet", async () => {
    const old = await newPhotoId();
    await db().prisma.photo.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    const before = await db().prisma.appointment.count();
    const response = await post({ ...validAppointmentBody, photoIds: [old] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.photoIds).toEqual([
      "One of the photos has expired or could not be found. Please remove it and add it again.",
    ]);
    expect(await db().prisma.appointment.count()).toBe(before);
    expect((await db().prisma.photo.findUniqueOrThrow({ where: { id: old } })).appointmentId).toBeNull();
  });

  it("lets only one of two bookings racing for the same photo have it", async () => {
    const shared = await newPhotoId();
    const answers = await Promise.all([
      post({ ...validAppointmentBody, name: "First", photoIds: [shared] }),
      post({ ...validAppointmentBody, name: "Second", photoIds: [shared] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const owner = await db().prisma.photo.findUniqueOrThrow({ where: { id: shared } });
    const winner = (await answers.find((answer) => answer.status === 201)!.json()) as { id: number };
    expect(owner.appointmentId).toBe(winner.id);
  });

  it("attaches nothing twice on an idempotent replay", async () => {
    const ids = [await newPhotoId(), await newPhotoId()];
    const body = { ...validAppointmentBody, photoIds: ids };
    const headers = { "Idempotency-Key": `photos-${kind}-${Date.now()}` };
    const first = await post(body, headers);
    const again = await post(body, headers);
    expect([first.status, again.status]).toEqual([201, 200]);
    const { id } = (await first.json()) as { id: number };
    expect(((await again.json()) as { id: number }).id).toBe(id);
    expect(await db().prisma.photo.count({ where: { appointmentId: id } })).toBe(2);
    expect(await db().prisma.outboxEvent.count({ where: { appointmentId: id } })).toBe(1);
  });

  it("tells the operator by email how many photos there are, with the console link, and counts them in the CSV export", async () => {
    const ids = [await newPhotoId(), await newPhotoId(), await newPhotoId()];
    const { id } = (await (await post({ ...validAppointmentBody, photoIds: ids })).json()) as { id: number };
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "appointment.created" } });
    const email = operatorEmail({ ...event, payload: event.payload } as unknown as OutgoingEvent, "ops@example.com")!;
    expect(email.text).toMatch(new RegExp(`The homeowner attached 3 photos\\. See them in the operator console: \\S+/operator/appointments/${id}`));
    expect(email.html).toContain(`See the homeowner&#39;s 3 photos in the operator console`);
    // The email carries no photo link itself: those stay in the console and the signed webhook.
    expect(email.text).not.toContain("/api/photos/");

    await upsertOperator(db().prisma, { email: "ops@example.com", password: "correct horse battery staple" });
    const form = new FormData();
    form.set("email", "ops@example.com");
    form.set("password", "correct horse battery staple");
    const signedIn = await signIn(
      new Request("http://localhost/api/operator/sign-in", { method: "POST", body: form, headers: { "x-forwarded-for": "203.0.113.8" } }),
    );
    const token = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(signedIn.headers.get("set-cookie") ?? "")![1];
    const csv = await (
      await exportCsv(new Request("http://localhost/api/operator/appointments/export", { headers: { cookie: `${SESSION_COOKIE}=${token}` } }))
    ).text();
    const [header, ...rows] = csv.split("\r\n").filter(Boolean);
    expect(header.split(",").at(-1)).toBe("photos");
    const row = rows.find((line) => line.startsWith(`${id},`))!;
    expect(row.split(",").at(-1)).toBe("3");
  });
});
