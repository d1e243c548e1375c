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
import { newPhotoId, readPhoto } from "@/lib/photos/records";
import { photoKey, type PhotoStore } from "@/lib/photos/store";
import { photoStoreRegistry } from "@/lib/photos/store-registry";
import { claimPhotoSweepRun, resetPhotoSweepStateForTests, sweepPhotos, sweepPhotosIfDue } from "@/lib/photos/sweep";
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

  it("erases a photo through the store its row names after PHOTO_STORE changed, and reads it from there before", async () => {
    const folder = createFsPhotoStore(fsDirectory());
    setPhotoStoreForTests(folder);
    const id = await upload();
    const appointmentId = await bookWith([id]);
    // PHOTO_STORE=fs became PHOTO_STORE=db; the folder is still configured (PHOTO_DIR).
    const stores = photoStoreRegistry(createDbPhotoStore(db().prisma), [folder]);
    setPhotoStoreForTests(stores);
    expect(await readPhoto(db().prisma, stores, id, "thumb")).toMatchObject({ contentType: "image/jpeg" });
    await eraseAppointment(db().prisma, appointmentId);
    expect(await db().prisma.photo.count({ where: { id } })).toBe(0);
    expect(await folder.get(photoKey(id, "full"))).toBeNull();
    expect(await folder.get(photoKey(id, "thumb"))).toBeNull();
    expect(await db().prisma.orphanedPhotoBytes.count()).toBe(0);
  });

  it("erases the booking when the photo's store is no longer configured, records the bytes left behind, and sweeps them once it is again", async () => {
    const folder = createFsPhotoStore(fsDirectory());
    setPhotoStoreForTests(folder);
    const id = await upload();
    const appointmentId = await bookWith([id]);
    setPhotoStoreForTests(createDbPhotoStore(db().prisma));
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(eraseAppointment(db().prisma, appointmentId)).resolves.toMatchObject({ anonymizedAt: expect.any(Date) });
    } finally {
      consoleError.mockRestore();
    }
    expect(await db().prisma.photo.count({ where: { id } })).toBe(0);
    expect(await folder.get(photoKey(id, "full"))).not.toBeNull();
    expect(await db().prisma.orphanedPhotoBytes.findMany({ select: { photoId: true, store: true, reason: true } })).toEqual([
      { photoId: id, store: "fs", reason: "the fs store is not configured" },
    ]);

    await sweepPhotos(db().prisma, photoStoreRegistry(createDbPhotoStore(db().prisma), [folder]), new Date(), async () => false);
    expect(await folder.get(photoKey(id, "full"))).toBeNull();
    expect(await db().prisma.orphanedPhotoBytes.count()).toBe(0);
  });

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
    expect(await db().prisma.orphanedPhotoBytes.findMany({ select: { photoId: true, store: true, reason: true } })).toEqual([
      { photoId: id, store: "fs", reason: "store unavailable" },
    ]);
    failing = false;
    // Not listing the store: the recorded entry alone leads the sweep to the bytes.
    await sweepPhotos(db().prisma, photoStoreRegistry(flaky), new Date(), async () => false);
    expect(await db().prisma.orphanedPhotoBytes.count()).toBe(0);
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

      expect(await sweepPhotos(db().prisma, photoStoreRegistry(store))).toMatchObject({ photos: 1 });
      expect(await db().prisma.photo.findUnique({ where: { id: stale } })).toBeNull();
      expect(await store.get(photoKey(stale, "full"))).toBeNull();
      expect(await store.get(photoKey(recent, "full"))).not.toBeNull();

      // A day later: the recent photo was never attached, and the orphaned bytes are old enough too.
      const dayLater = new Date(Date.now() + 25 * HOUR_MS);
      const swept = await sweepPhotos(db().prisma, photoStoreRegistry(store), dayLater);
      expect(swept.photos).toBeGreaterThanOrEqual(1);
      expect(await store.get(photoKey(recent, "full"))).toBeNull();
      expect(await store.get(orphan)).toBeNull();
      expect(await store.get(photoKey(attached, "full"))).not.toBeNull();
      expect(await db().prisma.photo.findUnique({ where: { id: attached } })).not.toBeNull();
    });
  });

  describe("the throttled sweep", () => {
    beforeEach(async () => {
      resetPhotoSweepStateForTests();
      await db().prisma.photoSweepRun.deleteMany();
    });

    it("runs at most once per ten minutes across processes, and lists each store for orphaned bytes at most once a day", async () => {
      const store = createFsPhotoStore(fsDirectory());
      const listing = jest.spyOn(store, "listExpired");
      const stores = photoStoreRegistry(store);
      const start = Date.now();
      expect(await sweepPhotosIfDue(db().prisma, stores, start)).not.toBeNull();
      expect(await sweepPhotosIfDue(db().prisma, stores, start + 60_000)).toBeNull();
      // Another process (or a cron call on another instance) five minutes later: the database says it ran.
      resetPhotoSweepStateForTests();
      expect(await sweepPhotosIfDue(db().prisma, stores, start + 5 * 60_000)).toBeNull();
      expect(listing).toHaveBeenCalledTimes(1);

      // Eleven minutes later the unattached photos are swept again, but the store is not listed again that day.
      resetPhotoSweepStateForTests();
      expect(await sweepPhotosIfDue(db().prisma, stores, start + 11 * 60_000)).toEqual({ photos: 0, orphans: 0 });
      expect(listing).toHaveBeenCalledTimes(1);
      resetPhotoSweepStateForTests();
      expect(await sweepPhotosIfDue(db().prisma, stores, start + 25 * HOUR_MS)).not.toBeNull();
      expect(listing).toHaveBeenCalledTimes(2);
    });

    it("lets only one of two racing callers claim a run", async () => {
      const at = new Date();
      const claims = await Promise.all([1, 2, 3].map(() => claimPhotoSweepRun(db().prisma, "race", 60_000, at)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimPhotoSweepRun(db().prisma, "race", 60_000, new Date(at.getTime() + 30_000))).toBe(false);
      expect(await claimPhotoSweepRun(db().prisma, "race", 60_000, new Date(at.getTime() + 61_000))).toBe(true);
    });

    it("keeps the db driver's bytes out of line without compressing them again (STORAGE EXTERNAL)", async () => {
      const { config } = db();
      const table = `"${(config.kind === "postgres" && config.schema) || "public"}"."PhotoBlob"`;
      const [column] = await db().prisma.$queryRaw<{ attstorage: string }[]>`
        SELECT attstorage::text AS attstorage FROM pg_attribute WHERE attrelid = ${table}::regclass AND attname = 'bytes'`;
      expect(column?.attstorage).toBe("e");
    });

    it("finds unattached photos through the (appointmentId, createdAt) index", async () => {
      const indexes = await db().prisma.$queryRaw<{ indexdef: string }[]>`SELECT indexdef FROM pg_indexes WHERE tablename = 'Photo'`;
      expect(indexes.map((row) => row.indexdef)).toEqual(expect.arrayContaining([expect.stringMatching(/\("appointmentId", "createdAt"\)/)]));
    });
  });
});
