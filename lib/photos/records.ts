import { randomBytes } from "node:crypto";

import type { PrismaClient } from "@/lib/db/generated/client";
import type { ProcessedPhoto } from "./pipeline";
import { photoKey, PHOTO_VARIANTS, type PhotoStore, type PhotoVariant } from "./store";
import type { PhotoStores } from "./store-registry";

// No "server-only": `npm run worker` (plain Node) sweeps with these too. Nothing here holds a secret.

/** A photo not attached to a booking within this time is swept. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;

export interface PhotoFacts {
  id: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  contentType: string;
}

const FACTS = { id: true, width: true, height: true, thumbWidth: true, thumbHeight: true, contentType: true } as const;

/** 128 random bits: an id nobody can guess or count through. */
export function newPhotoId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Stores both variants' bytes, then the row. Bytes whose row never got written (a crash between the two) have no
 * row to find them by; the sweep's daily listing of each store removes them after the same 24 h.
 */
export async function savePhoto(prisma: PrismaClient, store: PhotoStore, photo: ProcessedPhoto, uploaderTag?: string): Promise<PhotoFacts> {
  const id = newPhotoId();
  await store.put(photoKey(id, "full"), photo.full.bytes, photo.full.contentType);
  await store.put(photoKey(id, "thumb"), photo.thumb.bytes, photo.thumb.contentType);
  try {
    return await prisma.photo.create({
      data: {
        id,
        store: store.kind,
        contentType: photo.full.contentType,
        width: photo.full.width,
        height: photo.full.height,
        byteSize: photo.full.bytes.byteLength,
        thumbWidth: photo.thumb.width,
        thumbHeight: photo.thumb.height,
        uploaderTag,
      },
      select: FACTS,
    });
  } catch (error) {
    await store.delete(PHOTO_VARIANTS.map((variant) => photoKey(id, variant))).catch(() => undefined);
    throw error;
  }
}

/** The bytes and type of one variant, from the store the photo's row names, or null when the photo or its bytes are gone. */
export async function readPhoto(
  prisma: PrismaClient,
  stores: PhotoStores,
  id: string,
  variant: PhotoVariant,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const row = await prisma.photo.findUnique({ where: { id }, select: { contentType: true, store: true } });
  const store = row ? stores.byKind(row.store) : null;
  if (!row || !store) return null;
  const bytes = await store.get(photoKey(id, variant));
  return bytes ? { bytes, contentType: row.contentType } : null;
}

/** A booking's own photos (not those sent later in its thread) in the order they were uploaded. */
export async function photosOfAppointment(prisma: PrismaClient, appointmentId: number): Promise<PhotoFacts[]> {
  return prisma.photo.findMany({ where: { appointmentId, threadEntryId: null }, select: FACTS, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** Photo counts per booking, for lists and the CSV export. */
export async function photoCounts(prisma: PrismaClient, appointmentIds: readonly number[]): Promise<Map<number, number>> {
  if (appointmentIds.length === 0) return new Map();
  const groups = await prisma.photo.groupBy({
    by: ["appointmentId"],
    where: { appointmentId: { in: [...appointmentIds] }, threadEntryId: null },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.appointmentId!, group._count._all]));
}

/** A photo row as deletion needs it: its id and the store its bytes went to. */
export interface StoredPhoto {
  id: string;
  store: string;
}

/** Every variant's key of these photos. */
export const keysOfPhotos = (ids: readonly string[]) => ids.flatMap((id) => PHOTO_VARIANTS.map((variant) => photoKey(id, variant)));

/**
 * Removes photos' rows and then their bytes, each through the store its row names. Once the rows are gone nothing
 * links to the bytes any more; when a store cannot delete now (an S3 outage) or is no longer configured, the
 * erasure still stands and the bytes left behind are recorded (OrphanedPhotoBytes): the console lists them and the
 * sweep deletes them once their store answers. Returns how many photos' bytes were left behind.
 */
export async function deletePhotos(prisma: PrismaClient, stores: PhotoStores, photos: readonly StoredPhoto[]): Promise<number> {
  if (photos.length === 0) return 0;
  await prisma.photo.deleteMany({ where: { id: { in: photos.map((photo) => photo.id) } } });
  let leftBehind = 0;
  for (const [kind, ids] of groupByStore(photos)) {
    const store = stores.byKind(kind);
    const failure = store
      ? await store.delete(keysOfPhotos(ids)).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        )
      : `the ${kind} store is not configured`;
    if (failure === null) continue;
    leftBehind += ids.length;
    console.error(`[photos] ${kind} store: the bytes of ${ids.length} photo(s) were left behind (${failure}); the sweep retries them`);
    await recordOrphanedBytes(prisma, kind, ids, failure);
  }
  return leftBehind;
}

/** Remembers bytes a store still holds without a photo row, for the console and the sweep. */
export async function recordOrphanedBytes(prisma: PrismaClient, store: string, photoIds: readonly string[], reason: string): Promise<void> {
  await prisma.orphanedPhotoBytes.createMany({
    data: photoIds.map((photoId) => ({ photoId, store, reason: reason.slice(0, 500) })),
    skipDuplicates: true,
  });
}

/** "Erase my details": the booking's photos go with them, from whichever store holds each. */
export async function deleteAppointmentPhotos(prisma: PrismaClient, stores: PhotoStores, appointmentId: number): Promise<number> {
  const rows = await prisma.photo.findMany({ where: { appointmentId }, select: { id: true, store: true } });
  await deletePhotos(prisma, stores, rows);
  return rows.length;
}

function groupByStore(photos: readonly StoredPhoto[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const photo of photos) groups.set(photo.store, [...(groups.get(photo.store) ?? []), photo.id]);
  return groups;
}
