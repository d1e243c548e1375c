import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import sharp from "sharp";

import { POST as jobAction } from "@/app/api/jobs/actions/route";
import { GET as photoGet } from "@/app/api/photos/[id]/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { POST as entriesRoute } from "@/app/api/thread/entries/route";
import { POST as sendMessage } from "@/app/api/thread/messages/route";
import { eraseAppointment } from "@/lib/booking/change";
import { photosOfAppointment } from "@/lib/photos/records";
import { resetRateLimitStore } from "@/lib/rate-limit";
import type { ThreadEntryView } from "@/lib/thread/messages";
import { threadEventStream } from "@/lib/thread/stream";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { photoForm } from "../support/photos";
import { bookThroughApi, postJson, proLinkOf } from "../support/route-requests";

const HOMEOWNER_IP = "203.0.113.10";
const PRO_IP = "198.51.100.20";

/** Every JSON request here comes from a client's IP: the homeowner's unless another is named. */
function post(handler: (request: Request) => Promise<Response>, url: string, body: unknown, ip = HOMEOWNER_IP): Promise<Response> {
  return postJson(handler, url, body, { "x-forwarded-for": ip });
}

async function upload(ip: string): Promise<string> {
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  const response = await uploadPhoto(
    new Request("http://localhost/api/photos", { method: "POST", body: photoForm(png, { type: "image/png" }), headers: { "x-forwarded-for": ip } }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function openLink(path: string): Promise<Response> {
  const url = new URL(path, "http://localhost");
  const id = url.pathname.split("/").pop()!;
  return photoGet(new Request(url), { params: Promise.resolve({ id }) });
}

describe.each(TEST_DB_KINDS)("photos in the booking's thread (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  const saved = process.env.RATE_LIMIT_MULTIPLIER;
  beforeAll(() => {
    process.env.RATE_LIMIT_MULTIPLIER = "100";
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.RATE_LIMIT_MULTIPLIER;
    else process.env.RATE_LIMIT_MULTIPLIER = saved;
  });
  beforeEach(() => resetRateLimitStore());

  async function newBooking() {
    const { id, token } = await bookThroughApi({}, { "x-forwarded-for": HOMEOWNER_IP });
    return { id, homeownerToken: token, ...(await proLinkOf(db().prisma, id)) };
  }

  it("attaches up to 6 of the sender's photos to a message: signed thumbnails on both sides, signed links in message.created", async () => {
    const prisma = db().prisma;
    const { id, homeownerToken, proToken } = await newBooking();
    const photoIds = [await upload(HOMEOWNER_IP), await upload(HOMEOWNER_IP)];
    const response = await post(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: "The leak today", photoIds });
    expect(response.status).toBe(201);
    const { entry } = (await response.json()) as { entry: ThreadEntryView };
    expect(entry.photos.map((photo) => photo.id)).toEqual(photoIds);
    for (const photo of entry.photos) {
      expect(photo.thumbUrl).toMatch(new RegExp(`^/api/photos/${photo.id}\\?size=thumb&expires=\\d+&sig=[\\w-]{43}$`));
      expect(photo.url).toMatch(new RegExp(`^/api/photos/${photo.id}\\?size=full&expires=\\d+&sig=[\\w-]{43}$`));
      expect((await openLink(photo.thumbUrl)).status).toBe(200);
    }
    // The unsigned path is no way in.
    expect((await openLink(`/api/photos/${photoIds[0]}?size=full`)).status).not.toBe(200);

    const rows = await prisma.photo.findMany({ where: { id: { in: photoIds } } });
    expect(rows.map((row) => [row.appointmentId, row.threadEntryId])).toEqual([
      [id, entry.id],
      [id, entry.id],
    ]);
    // Thread photos are not the booking's own problem photos.
    expect(await photosOfAppointment(prisma, id)).toEqual([]);

    const event = await prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "message.created" } });
    const links = (event.payload as { message: { photos: string[]; authorRole: string; body: string } }).message;
    expect(links).toMatchObject({ authorRole: "homeowner", body: "The leak today" });
    expect(links.photos).toHaveLength(2);
    links.photos.forEach((link, index) =>
      expect(link).toMatch(new RegExp(`^http://localhost:3000/api/photos/${photoIds[index]}\\?size=full&expires=\\d+&sig=`)),
    );

    // The pro's page polls (and the stream reads the same list): the photos come with the entry.
    const polled = await post(entriesRoute, "/api/thread/entries", { token: proToken, as: "pro", after: 0 }, PRO_IP);
    expect(polled.status).toBe(200);
    const { entries } = (await polled.json()) as { entries: ThreadEntryView[] };
    expect(entries.find((candidate) => candidate.id === entry.id)?.photos.map((photo) => photo.id)).toEqual(photoIds);

    // And the live stream's frame for the entry carries them too.
    const text = await new Response(threadEventStream({ prisma, appointmentId: id, after: entry.id - 1, maxMs: 300 })).text();
    const frame = text.split("\n\n").find((part) => part.startsWith(`id: ${entry.id}\n`))!;
    const streamed = JSON.parse(frame.split("\ndata: ")[1]) as ThreadEntryView;
    expect(streamed.photos.map((photo) => photo.id)).toEqual(photoIds);
    expect(streamed.photos[0].thumbUrl).toMatch(/size=thumb&expires=\d+&sig=/);
  });

  it("takes a message of photos only; refuses one with neither text nor photos", async () => {
    const { proToken } = await newBooking();
    const photoId = await upload(PRO_IP);
    const response = await post(sendMessage, "/api/thread/messages", { token: proToken, as: "pro", photoIds: [photoId] }, PRO_IP);
    expect(response.status).toBe(201);
    const { entry } = (await response.json()) as { entry: ThreadEntryView };
    expect(entry).toMatchObject({ kind: "message", author: "pro", body: "" });
    expect(entry.photos).toHaveLength(1);
    expect((await post(sendMessage, "/api/thread/messages", { token: proToken, as: "pro", body: " ", photoIds: [] }, PRO_IP)).status).toBe(400);
  });

  it("refuses another client's photo, an attached one, an expired one and a seventh, in the writer's language, storing nothing", async () => {
    const prisma = db().prisma;
    const { id, homeownerToken, proToken } = await newBooking();
    const send = (photoIds: string[], ip = HOMEOWNER_IP, locale?: string) =>
      post(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: "See", photoIds, ...(locale ? { locale } : {}) }, ip);

    // The pro's upload, its id read off the page, is not the homeowner's to send.
    const prosPhoto = await upload(PRO_IP);
    const foreign = await send([prosPhoto]);
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { errors: Record<string, string[]> }).errors.photoIds).toEqual([
      "One of the photos has expired or could not be found. Please remove it and add it again.",
    ]);

    const mine = await upload(HOMEOWNER_IP);
    expect((await send([mine])).status).toBe(201);
    const again = await post(sendMessage, "/api/thread/messages", { token: proToken, as: "pro", body: "x", photoIds: [mine] }, HOMEOWNER_IP);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors.photoIds[0]).toMatch(/already part of another booking/);

    const old = await upload(HOMEOWNER_IP);
    await prisma.photo.update({ where: { id: old }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    const expired = await send([old], HOMEOWNER_IP, "es-US");
    expect(expired.status).toBe(400);
    // In Spanish, as the writer's page is.
    const expiredText = ((await expired.json()) as { errors: Record<string, string[]> }).errors.photoIds[0];
    expect(expiredText).toBeTruthy();
    expect(expiredText).not.toMatch(/expired/);

    const seven = await send(Array.from({ length: 7 }, (_, index) => `AAAAAAAAAAAAAAAAAAAAA${index}`));
    expect(seven.status).toBe(400);

    // Only the one good message was stored; the refused photos stay unattached.
    expect(await prisma.threadEntry.count({ where: { appointmentId: id, kind: "message" } })).toBe(1);
    expect(await prisma.photo.count({ where: { id: { in: [prosPhoto, old] }, appointmentId: null, threadEntryId: null } })).toBe(2);
  });

  it("Mark completed carries the pro's after-photos: on the completed event in both threads and as signed links in the webhook", async () => {
    const prisma = db().prisma;
    const { id, homeownerToken, proToken } = await newBooking();
    expect((await post(jobAction, "/api/jobs/actions", { action: "accept", token: proToken, proName: "Pat" }, PRO_IP)).status).toBe(200);
    const completeForm = (photoIds: string[]) => {
      const fields = new URLSearchParams({ action: "complete", token: proToken, locale: "en-US", notes: "Replaced the valve", finalPrice: "120" });
      for (const photoId of photoIds) fields.append("photoIds", photoId);
      return jobAction(
        new Request("http://localhost/api/jobs/actions", {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "x-forwarded-for": PRO_IP },
          body: fields.toString(),
        }),
      );
    };

    // The homeowner's upload is not the pro's after-photo: back to the page with the photo error, nothing completed.
    const refused = await completeForm([await upload(HOMEOWNER_IP)]);
    expect(refused.status).toBe(303);
    expect(new URL(refused.headers.get("location")!, "http://localhost").searchParams.get("error")).toBe("photos.unknown");
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id } })).status).toBe("confirmed");

    const after = [await upload(PRO_IP), await upload(PRO_IP)];
    const done = await completeForm(after);
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toMatch(/done=complete/);
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id } })).status).toBe("completed");

    const event = await prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "appointment.updated" }, orderBy: { createdAt: "desc" } });
    const payload = event.payload as { change: string; details: { notes: string; finalPrice: number }; photos: { id: string; url: string }[] };
    expect(payload).toMatchObject({ change: "completed", details: { notes: "Replaced the valve", finalPrice: 120 } });
    expect(payload.photos.map((photo) => photo.id)).toEqual(after);
    payload.photos.forEach((photo) => expect(photo.url).toMatch(new RegExp(`^http://localhost:3000/api/photos/${photo.id}\\?size=full&expires=\\d+&sig=`)));

    const polled = await post(entriesRoute, "/api/thread/entries", { token: homeownerToken, as: "homeowner", after: 0 });
    const { entries } = (await polled.json()) as { entries: ThreadEntryView[] };
    const completed = entries.find((entry) => entry.data?.change === "completed")!;
    expect(completed.photos.map((photo) => photo.id)).toEqual(after);
    expect((await openLink(completed.photos[0].thumbUrl)).status).toBe(200);
    // Not the booking's own problem photos.
    expect(await photosOfAppointment(prisma, id)).toEqual([]);

    // Erasure takes the after-photos and their links in the event too.
    await eraseAppointment(prisma, id, { mailDir: "/nonexistent-fixpilot-mail" });
    expect(await prisma.photo.count({ where: { id: { in: after } } })).toBe(0);
    const erased = await prisma.outboxEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(JSON.stringify(erased.payload)).not.toContain(after[0]);
  });

  it("erasure removes the thread's photos (rows and bytes) and the links message.created quoted", async () => {
    const prisma = db().prisma;
    const { id, homeownerToken } = await newBooking();
    const photoId = await upload(HOMEOWNER_IP);
    const response = await post(sendMessage, "/api/thread/messages", { token: homeownerToken, as: "homeowner", body: "Look", photoIds: [photoId] });
    const { entry } = (await response.json()) as { entry: ThreadEntryView };
    const link = entry.photos[0].url;
    expect((await openLink(link)).status).toBe(200);

    await eraseAppointment(prisma, id, { mailDir: "/nonexistent-fixpilot-mail" });
    expect(await prisma.photo.count({ where: { id: photoId } })).toBe(0);
    expect((await openLink(link)).status).toBe(404);
    const event = await prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId: id, type: "message.created" } });
    expect(JSON.stringify(event.payload)).not.toContain(photoId);
    expect(await prisma.orphanedPhotoBytes.count({ where: { photoId } })).toBe(0);
  });
});
