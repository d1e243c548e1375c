import { beforeEach, describe, expect, it } from "@jest/globals";
import exifr from "exifr";
import sharp from "sharp";

import { GET } from "@/app/api/photos/[id]/route";
import { POST } from "@/app/api/photos/route";
import { MAX_PHOTO_SIDE_PX } from "@/lib/photos/limits";
import { getPhotoUrlSigner } from "@/lib/photos/signing";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { interlaced16BitPng, manyScanJpeg, phoneStyleJpeg, photoForm, pngBomb } from "../support/photos";

interface Uploaded {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

function upload(body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return POST(new Request("http://localhost/api/photos", { method: "POST", body, headers, duplex: "half" } as RequestInit));
}

function view(path: string): Promise<Response> {
  const url = new URL(path, "http://localhost");
  const id = url.pathname.split("/").pop()!;
  return GET(new Request(url), { params: Promise.resolve({ id }) });
}

describe.each(TEST_DB_KINDS)("POST /api/photos and GET /api/photos/{id} (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  beforeEach(() => resetRateLimitStore());

  it("keeps a phone photo upright, at most 2048 px, with no GPS or camera tags left in the bytes it serves", async () => {
    const original = await phoneStyleJpeg();
    // The fixture really carries what must be removed.
    const before = await exifr.parse(original, { gps: true, tiff: true });
    expect(before).toMatchObject({ Make: "Apple", Model: "iPhone 15 Pro", Orientation: expect.anything() });
    expect(before.latitude).toBeCloseTo(30.2672, 3);

    const response = await upload(photoForm(original));
    expect(response.status).toBe(201);
    const photo = (await response.json()) as Uploaded;
    expect(photo.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(photo.url).toMatch(new RegExp(`^/api/photos/${photo.id}\\?size=full&expires=\\d+&sig=[A-Za-z0-9_-]+$`));
    // Stored sideways 3000×2000, shown upright: 2000 wide, 3000 tall, scaled to 2048 on the long side.
    expect(photo).toMatchObject({ width: 1365, height: MAX_PHOTO_SIDE_PX });

    const served = await view(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toMatch(/^inline/);
    const bytes = Buffer.from(await served.arrayBuffer());

    const tags = await exifr.parse(bytes, { gps: true, tiff: true, exif: true, xmp: true, icc: false }).catch(() => undefined);
    expect(tags?.latitude).toBeUndefined();
    expect(tags?.longitude).toBeUndefined();
    expect(tags?.Make).toBeUndefined();
    expect(tags?.Model).toBeUndefined();
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();

    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 1365, height: 2048, format: "jpeg" });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    // Upright: the band along the stored top edge now runs down the right edge.
    const { data } = await sharp(bytes)
      .extract({ left: 1365 - 20, top: 1000, width: 10, height: 10 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);

    const thumb = await view(photo.thumbUrl);
    expect(thumb.status).toBe(200);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(320);
  });

  it("answers 415 for a text file named .jpg and declared image/jpeg", async () => {
    const response = await upload(photoForm(Buffer.from("just some notes, not a picture\n".repeat(20)), { filename: "leak.jpg", type: "image/jpeg" }));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/not a photo/);
  });

  it("answers an iPhone HEIC the server cannot decode with 415 and words a phone user can act on", async () => {
    // An ISO-BMFF header with the "heic" brand, as an iPhone writes it, and HEVC data the prebuilt sharp cannot read.
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.from([0, 0, 0, 0]), Buffer.from("mif1heic")]);
    const heic = Buffer.concat([ftyp, Buffer.from([0, 0, 0, 16]), Buffer.from("meta"), Buffer.alloc(8), Buffer.alloc(4000, 0x42)]);
    const response = await upload(photoForm(heic, { filename: "IMG_0002.HEIC", type: "image/heic" }));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/HEIC.*Settings → Camera → Formats.*Most Compatible/);
  });

  it("answers 400 when there is no photo field", async () => {
    const response = await upload(photoForm(await phoneStyleJpeg({ width: 300, height: 200 }), { field: "picture" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Please choose a photo to send." });
  });

  it("refuses a 9 MB body with 413 while it streams in, reading no more than the limit", async () => {
    const total = 9 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024).fill(0xff);
    const boundary = "----fixpilot-test";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) {
          pulled += head.byteLength;
          controller.enqueue(head);
        } else if (pulled < total) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        } else controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    // No Content-Length: a chunked upload, so only the streaming check can catch it.
    const response = await upload(body, { "Content-Type": `multipart/form-data; boundary=${boundary}` });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large.*8 MB/);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(total);
    expect(pulled).toBeLessThanOrEqual(8 * 1024 * 1024 + 16 * 1024 + 2 * chunk.byteLength);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await upload(body, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(9 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("answers a 30000×30000 PNG bomb with 422 quickly and keeps serving", async () => {
    const started = Date.now();
    const response = await upload(photoForm(pngBomb(), { filename: "bomb.png", type: "image/png" }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/too big/);
    expect(Date.now() - started).toBeLessThan(2000);
    const after = await upload(photoForm(await phoneStyleJpeg({ width: 600, height: 400 })));
    expect(after.status).toBe(201);
  });

  it("answers the 2,600-scan progressive JPEG and the 49 MP 16-bit interlaced PNG with 422 at once, and keeps serving", async () => {
    const [scanBomb, deepPng] = await Promise.all([manyScanJpeg(2600), interlaced16BitPng(7000, 7000)]);
    const started = Date.now();
    const scans = await upload(photoForm(scanBomb, { filename: "scans.jpg" }));
    expect(scans.status).toBe(422);
    expect(((await scans.json()) as { message: string }).message).toMatch(/too many image layers/);
    const png = await upload(photoForm(deepPng, { filename: "deep.png", type: "image/png" }));
    expect(png.status).toBe(422);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await upload(photoForm(await phoneStyleJpeg({ width: 600, height: 400 })))).status).toBe(201);
  });

  it("answers 422 for bytes that start like a JPEG but do not decode", async () => {
    const broken = Buffer.concat([(await phoneStyleJpeg({ width: 300, height: 200 })).subarray(0, 400), Buffer.alloc(2000, 0x11)]);
    const response = await upload(photoForm(broken));
    expect(response.status).toBe(422);
  });

  it("refuses a cross-site upload with 403", async () => {
    const response = await upload(photoForm(await phoneStyleJpeg({ width: 300, height: 200 })), { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("answers the same 404 for a tampered, an expired, an unsigned and an unknown link", async () => {
    const photo = (await (await upload(photoForm(await phoneStyleJpeg({ width: 600, height: 400 })))).json()) as Uploaded;
    const signer = await getPhotoUrlSigner(db().prisma);
    const tampered = photo.url.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    const expired = signer.path(photo.id, "full", 60, Date.now() - 3 * 60 * 60 * 1000);
    const otherSize = photo.url.replace("size=full", "size=thumb");
    const unsigned = `/api/photos/${photo.id}`;
    const unknown = signer.path("A".repeat(22), "full", 60);
    const answers = await Promise.all(
      [tampered, expired, otherSize, unsigned, unknown].map(async (link) => {
        const response = await view(link);
        return [response.status, await response.text()];
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0][0]).toBe(404);
    expect((await view(photo.url)).status).toBe(200);
  });

  it("allows at least 20 uploads a minute from one client, then answers 429", async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push((await upload(photoForm(small, { type: "image/png" }), { "X-Forwarded-For": "203.0.113.9" })).status);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
