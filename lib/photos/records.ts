import { randomBytes } from "node:crypto";

import type { PrismaClient } from "@/lib/db/generated/client";
import type { ProcessedPhoto } from "./pipeline";
import { photoKey, PHOTO_VARIANTS, type PhotoStore, type PhotoVariant } from "./store";

// No "server-only": `npm run worker` (plain Node) sweeps with these too. Nothing here holds a secret.

/** A photo not attached to a booking within this time is swept. */
export const UNATTACHED_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** A sweep looks for photos more than a day old; running it more often than this finds nothing new. */
export const PHOTO_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

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
 * row to find them by; sweepPhotos removes them after the same 24 h.
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

/** The bytes and type of one variant, or null when the photo or its bytes are gone. */
export async function readPhoto(
  prisma: PrismaClient,
  store: PhotoStore,
  id: string,
  variant: PhotoVariant,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const row = await prisma.photo.findUnique({ where: { id }, select: { contentType: true } });
  if (!row) return null;
  const bytes = await store.get(photoKey(id, variant));
  return bytes ? { bytes, contentType: row.contentType } : null;
}

/** A booking's photos in the order they were uploaded. */
export async function photosOfAppointment(prisma: PrismaClient, appointmentId: number): Promise<PhotoFacts[]> {
  return prisma.photo.findMany({ where: { appointmentId }, select: FACTS, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** Photo counts per booking, for lists and the CSV export. */
export async function photoCounts(prisma: PrismaClient, appointmentIds: readonly number[]): Promise<Map<number, number>> {
  if (appointmentIds.length === 0) return new Map();
  const groups = await prisma.photo.groupBy({ by: ["appointmentId"], where: { appointmentId: { in: [...appointmentIds] } }, _count: { _all: true } });
  return new Map(groups.map((group) => [group.appointmentId!, group._count._all]));
}

/**
 * Removes photos' rows and then their bytes. Once the rows are gone nothing links to the bytes any more; if the store
 * fails now (an S3 outage), the bytes are left for the sweep, which removes objects without a row, rather than fail
 * an erasure that has already happened.
 */
export async function deletePhotos(prisma: PrismaClient, store: PhotoStore, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await prisma.photo.deleteMany({ where: { id: { in: [...ids] } } });
  await store.delete(ids.flatMap((id) => PHOTO_VARIANTS.map((variant) => photoKey(id, variant)))).catch((error: unknown) => {
    console.error(
      `[photos] ${store.kind} store could not delete ${ids.length} photo(s) now; the sweep removes them later:`,
      error instanceof Error ? error.message : error,
    );
  });
}

/** "Erase my details": the booking's photos go with them, from whichever store holds them. */
export async function deleteAppointmentPhotos(prisma: PrismaClient, store: PhotoStore, appointmentId: number): Promise<number> {
  const rows = await prisma.photo.findMany({ where: { appointmentId }, select: { id: true } });
  await deletePhotos(
    prisma,
    store,
    rows.map((row) => row.id),
  );
  return rows.length;
}

/**
 * The periodic clean-up (run with the dispatch relay): photos never attached to a booking within 24 h, and bytes
 * older than that whose row is gone. Returns how many photos and orphaned objects it removed.
 */
export async function sweepPhotos(prisma: PrismaClient, store: PhotoStore, now: Date = new Date()): Promise<{ photos: number; orphans: number }> {
  const cutoff = new Date(now.getTime() - UNATTACHED_PHOTO_TTL_MS);
  const stale = await prisma.photo.findMany({ where: { appointmentId: null, createdAt: { lt: cutoff } }, select: { id: true }, take: 500 });
  await deletePhotos(
    prisma,
    store,
    stale.map((row) => row.id),
  );
  const expiredKeys = await store.listExpired(cutoff);
  const ids = [...new Set(expiredKeys.map((key) => key.split("/")[0]))];
  const known = new Set((await prisma.photo.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((row) => row.id));
  const orphans = expiredKeys.filter((key) => !known.has(key.split("/")[0]));
  await store.delete(orphans);
  return { photos: stale.length, orphans: orphans.length };
}
