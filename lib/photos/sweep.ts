// No "server-only": the cron route, `npm run worker` (plain Node) and the upload route all sweep through this.
import type { PrismaClient } from "@/lib/db/generated/client";
import { deletePhotos, keysOfPhotos, UNATTACHED_PHOTO_TTL_MS } from "./records";
import type { PhotoStore } from "./store";
import type { PhotoStores } from "./store-registry";

/** A sweep looks for photos more than a day old; running it more often than this finds nothing new. */
export const PHOTO_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Listing a whole store (every object, attached photos' too) is the sweep's one costly part: once a day per store. */
export const ORPHAN_LISTING_INTERVAL_MS = 24 * 60 * 60 * 1000;

const BATCH = 500;
/** At most this many batches of unattached photos per sweep; the next sweep takes the rest. */
const MAX_BATCHES = 20;

export interface PhotoSweepResult {
  /** Unattached photos deleted (rows and bytes). */
  photos: number;
  /** Objects deleted without a photo row: found by listing a store, or recorded when an earlier deletion failed. */
  orphans: number;
}

/**
 * The clean-up: photos never attached to a booking within 24 h (found through the (appointmentId, createdAt)
 * index), bytes recorded as left behind whose store answers again, and, for each store `listOrphans` allows
 * (every store by default), objects older than a day whose photo row is gone.
 */
export async function sweepPhotos(
  prisma: PrismaClient,
  stores: PhotoStores,
  now: Date = new Date(),
  listOrphans: (store: PhotoStore) => Promise<boolean> = async () => true,
): Promise<PhotoSweepResult> {
  const cutoff = new Date(now.getTime() - UNATTACHED_PHOTO_TTL_MS);
  let photos = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const stale = await prisma.photo.findMany({
      where: { appointmentId: null, createdAt: { lt: cutoff } },
      select: { id: true, store: true },
      orderBy: { createdAt: "asc" },
      take: BATCH,
    });
    await deletePhotos(prisma, stores, stale);
    photos += stale.length;
    if (stale.length < BATCH) break;
  }
  let orphans = await retryOrphanedBytes(prisma, stores);
  for (const store of stores.all) if (await listOrphans(store)) orphans += await deleteUnknownObjects(prisma, store, cutoff);
  return { photos, orphans };
}

/** Bytes an erasure or a sweep had to leave behind (OrphanedPhotoBytes), deleted now where their store answers. */
async function retryOrphanedBytes(prisma: PrismaClient, stores: PhotoStores): Promise<number> {
  const recorded = await prisma.orphanedPhotoBytes.findMany({ orderBy: { id: "asc" }, take: BATCH });
  let deleted = 0;
  for (const entry of recorded) {
    const store = stores.byKind(entry.store);
    if (!store) continue;
    const done = await store.delete(keysOfPhotos([entry.photoId])).then(
      () => true,
      () => false,
    );
    if (!done) continue;
    await prisma.orphanedPhotoBytes.delete({ where: { id: entry.id } });
    deleted += 1;
  }
  return deleted;
}

/** Lists one store and deletes objects older than the cutoff that no photo row of this store claims. */
async function deleteUnknownObjects(prisma: PrismaClient, store: PhotoStore, cutoff: Date): Promise<number> {
  const expiredKeys = await store.listExpired(cutoff);
  const ids = [...new Set(expiredKeys.map((key) => key.split("/")[0]))];
  const known = new Set<string>();
  // In slices, so a large store never becomes one huge IN list.
  for (let from = 0; from < ids.length; from += BATCH) {
    const rows = await prisma.photo.findMany({ where: { id: { in: ids.slice(from, from + BATCH) }, store: store.kind }, select: { id: true } });
    for (const row of rows) known.add(row.id);
  }
  const orphans = expiredKeys.filter((key) => !known.has(key.split("/")[0]));
  await store.delete(orphans);
  await prisma.orphanedPhotoBytes.deleteMany({ where: { store: store.kind, photoId: { in: ids.filter((id) => !known.has(id)) } } });
  return orphans.length;
}

/**
 * Claims a periodic job for this run across every process and instance: true (and the run is recorded) when the
 * job last ran at least `intervalMs` ago or never, false when another process ran it since. The conditional update
 * holds the row's lock, so of two racing callers only one sees its update count.
 */
export async function claimPhotoSweepRun(prisma: PrismaClient, name: string, intervalMs: number, now: Date = new Date()): Promise<boolean> {
  const dueBefore = new Date(now.getTime() - intervalMs);
  const updated = await prisma.photoSweepRun.updateMany({ where: { name, lastRunAt: { lte: dueBefore } }, data: { lastRunAt: now } });
  if (updated.count > 0) return true;
  const created = await prisma.photoSweepRun.createMany({ data: [{ name, lastRunAt: now }], skipDuplicates: true });
  return created.count > 0;
}

const state = globalThis as typeof globalThis & { __fixpilotPhotoSweep?: { lastAt: number } };
const sweepState = (state.__fixpilotPhotoSweep ??= { lastAt: Number.NEGATIVE_INFINITY });

/** True when this process ran or skipped a sweep less than an interval ago: no need to ask the database. */
export function photoSweepRecentlyChecked(now: number = Date.now()): boolean {
  return now - sweepState.lastAt < PHOTO_SWEEP_INTERVAL_MS;
}

/**
 * The one throttled sweep, for every caller (POST /api/cron/dispatch, `npm run worker`, after uploads): at most
 * once per PHOTO_SWEEP_INTERVAL_MS across all instances (claimed in PhotoSweepRun), and each store listed for
 * orphaned bytes at most once a day. Returns null when it was not yet due.
 */
export async function sweepPhotosIfDue(prisma: PrismaClient, stores: PhotoStores, now: number = Date.now()): Promise<PhotoSweepResult | null> {
  if (photoSweepRecentlyChecked(now)) return null;
  sweepState.lastAt = now;
  const at = new Date(now);
  if (!(await claimPhotoSweepRun(prisma, "unattached", PHOTO_SWEEP_INTERVAL_MS, at))) return null;
  return sweepPhotos(prisma, stores, at, (store) => claimPhotoSweepRun(prisma, `orphans:${store.kind}`, ORPHAN_LISTING_INTERVAL_MS, at));
}

/** Forgets this process's last sweep (tests that move the clock). */
export function resetPhotoSweepStateForTests(): void {
  sweepState.lastAt = Number.NEGATIVE_INFINITY;
}
