import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import S3rver from "s3rver";
import sharp from "sharp";

import { POST as book } from "@/app/api/appointments/route";
import { POST as uploadPhoto } from "@/app/api/photos/route";
import { eraseAppointment } from "@/lib/booking/change";
import { setPhotoStoreForTests } from "@/lib/photos/config";
import { newPhotoId, sweepPhotos } from "@/lib/photos/records";
import { photoKey, type PhotoStore } from "@/lib/photos/store";
import { createDbPhotoStore } from "@/lib/photos/stores/db";
import { createFsPhotoStore } from "@/lib/photos/stores/fs";
import { createS3Client, createS3PhotoStore, type S3PhotoStoreOptions } from "@/lib/photos/stores/s3";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, useTestDatabase, type TestDatabase } from "../support/db";
import { photoForm } from "../support/photos";

const HOUR_MS = 60 * 60 * 1000;

/** A real local S3 server (s3rver) for the s3 driver, started here and stopped after the file. */
function startS3ServerForFile(): () => S3PhotoStoreOptions {
  let server: S3rver | undefined;
  let directory = "";
  let options: S3PhotoStoreOptions | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "fixpilot-s3rver-"));
    server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "fixpilot-photos", configs: [] }] });
    const { port } = await server.run();
    options = {
      bucket: "fixpilot-photos",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "photos/",
    };
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });
  return () => options!;
}

function makeFsDirectoryForFile(): () => string {
  let directory = "";
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "fixpilot-photos-"));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });
  return () => directory;
}

const s3 = startS3ServerForFile();
const fsDirectory = makeFsDirectoryForFile();

type DriverName = "db" | "fs" | "s3";
const DRIVERS: DriverName[] = ["db", "fs", "s3"];

function storeFor(driver: DriverName, database: TestDatabase): PhotoStore {
  if (driver === "db") return createDbPhotoStore(database.prisma);
  if (driver === "fs") return createFsPhotoStore(fsDirectory());
  return createS3PhotoStore(s3());
}

async function smallPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: "#aa5533" } })
    .png()
    .toBuffer();
}

async function upload(): Promise<string> {
  const response = await uploadPhoto(
    new Request("http://localhost/api/photos", { method: "POST", body: photoForm(await smallPhoto(), { type: "image/png" }) }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function bookWith(photoIds: string[]): Promise<number> {
  const response = await book(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...validAppointmentBody, photoIds }),
    }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

it("configures the S3 client for S3-compatible stores: checksums only when required, path-style addressing on request", async () => {
  const client = createS3Client({ bucket: "b", region: "auto", endpoint: "http://127.0.0.1:9000", forcePathStyle: true });
  expect(await client.config.requestChecksumCalculation()).toBe("WHEN_REQUIRED");
  expect(await client.config.responseChecksumValidation()).toBe("WHEN_REQUIRED");
  expect(client.config.forcePathStyle).toBe(true);
});

describe.each(TEST_DB_KINDS)("PhotoStore drivers (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });
  beforeEach(() => resetRateLimitStore());
  afterAll(() => setPhotoStoreForTests(null));

  it("erases the booking even when the store cannot delete right now, and the sweep removes the bytes later", async () => {
    const real = createFsPhotoStore(fsDirectory());
    let failing = true;
    const flaky: PhotoStore = {
      ...real,
      async delete(keys) {
        if (failing) throw new Error("store unavailable");
        return real.delete(keys);
      },
    };
    setPhotoStoreForTests(flaky);
    const id = await upload();
    const appointmentId = await bookWith([id]);
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(eraseAppointment(db().prisma, appointmentId)).resolves.toMatchObject({ anonymizedAt: expect.any(Date) });
    } finally {
      consoleError.mockRestore();
    }
    expect(await db().prisma.photo.count({ where: { id } })).toBe(0);
    expect(await real.get(photoKey(id, "full"))).not.toBeNull();
    failing = false;
    await sweepPhotos(db().prisma, flaky, new Date(Date.now() + 25 * HOUR_MS));
    expect(await real.get(photoKey(id, "full"))).toBeNull();
    expect(await real.get(photoKey(id, "thumb"))).toBeNull();
  });

  describe.each(DRIVERS)("the %s driver", (driver) => {
    let store: PhotoStore;
    beforeEach(() => {
      store = storeFor(driver, db());
      setPhotoStoreForTests(store);
    });

    it("keeps bytes under a key, answers null for a missing key, and deletes idempotently", async () => {
      const key = photoKey(newPhotoId(), "full");
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3, 250]);
      await store.put(key, bytes, "image/jpeg");
      expect(Array.from((await store.get(key))!)).toEqual(Array.from(bytes));
      expect(await store.get(photoKey(newPhotoId(), "thumb"))).toBeNull();
      await store.delete([key]);
      expect(await store.get(key)).toBeNull();
      await expect(store.delete([key])).resolves.toBeUndefined();
    });

    it("refuses keys that are not photo keys, so nothing reaches outside its folder or prefix", async () => {
      await expect(store.put("../../etc/passwd", new Uint8Array([1]), "image/jpeg")).rejects.toThrow(/Not a photo key/);
      await expect(store.get("x/../../full")).rejects.toThrow(/Not a photo key/);
    });

    it("lists keys stored before a cutoff, and not those stored after", async () => {
      const key = photoKey(newPhotoId(), "thumb");
      await store.put(key, new Uint8Array([9]), "image/jpeg");
      expect(await store.listExpired(new Date(Date.now() - HOUR_MS))).not.toContain(key);
      expect(await store.listExpired(new Date(Date.now() + HOUR_MS))).toContain(key);
      await store.delete([key]);
    });

    it("deletes a booking's photos, both sizes, when the homeowner erases their details", async () => {
      const ids = [await upload(), await upload()];
      const appointmentId = await bookWith(ids);
      for (const id of ids) expect(await store.get(photoKey(id, "full"))).not.toBeNull();
      expect((await db().prisma.photo.findFirstOrThrow({ where: { id: ids[0] } })).store).toBe(driver);

      await eraseAppointment(db().prisma, appointmentId);
      expect(await db().prisma.photo.count({ where: { id: { in: ids } } })).toBe(0);
      for (const id of ids) {
        expect(await store.get(photoKey(id, "full"))).toBeNull();
        expect(await store.get(photoKey(id, "thumb"))).toBeNull();
      }
      const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId } });
      expect((event.payload as { photos: unknown[] }).photos).toEqual([]);
    });

    it("sweeps photos left unattached for 24 hours, and bytes whose photo is gone, but keeps attached and recent ones", async () => {
      const stale = await upload();
      const attached = await upload();
      const recent = await upload();
      await bookWith([attached]);
      await db().prisma.photo.update({ where: { id: stale }, data: { createdAt: new Date(Date.now() - 25 * HOUR_MS) } });
      const orphan = photoKey(newPhotoId(), "full");
      await store.put(orphan, new Uint8Array([1, 2, 3]), "image/jpeg");

      expect(await sweepPhotos(db().prisma, store)).toMatchObject({ photos: 1 });
      expect(await db().prisma.photo.findUnique({ where: { id: stale } })).toBeNull();
      expect(await store.get(photoKey(stale, "full"))).toBeNull();
      expect(await store.get(photoKey(recent, "full"))).not.toBeNull();

      // A day later: the recent photo was never attached, and the orphaned bytes are old enough too.
      const dayLater = new Date(Date.now() + 25 * HOUR_MS);
      const swept = await sweepPhotos(db().prisma, store, dayLater);
      expect(swept.photos).toBeGreaterThanOrEqual(1);
      expect(await store.get(photoKey(recent, "full"))).toBeNull();
      expect(await store.get(orphan)).toBeNull();
      expect(await store.get(photoKey(attached, "full"))).not.toBeNull();
      expect(await db().prisma.photo.findUnique({ where: { id: attached } })).not.toBeNull();
    });
  });
});
