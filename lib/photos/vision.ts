import "server-only";

import type { AppLocale } from "@/i18n/locales";
import { getDb } from "@/lib/db";
import { ownPhotoRefusal, photoAttachError } from "./attach";
import { getPhotoStores } from "./config";
import { UNATTACHED_PHOTO_TTL_MS } from "./records";
import { getPhotoUrlSigner } from "./signing";
import { photoKey } from "./store";

/**
 * The chat's photos, checked before the reply starts: each must be one this client uploaded (same uploader tag),
 * not yet attached to a booking, and less than a day old (as long as an unattached photo lives). Anything else is
 * the booking form's 400 (`photoIds` field error): an id read from a pro's link, or a booked photo, never reaches a
 * vision model. Returns the ids to load.
 */
export async function checkChatPhotos(ids: readonly string[], clientAddress: string, locale?: AppLocale): Promise<string[]> {
  if (ids.length === 0) return [];
  const prisma = await getDb();
  const signer = await getPhotoUrlSigner(prisma);
  const refusal = await ownPhotoRefusal(prisma, ids, signer.uploaderTag(clientAddress));
  if (refusal) throw photoAttachError(refusal, locale);
  return [...ids];
}

/**
 * The chat's photos as data URLs for a vision model: the stored, re-encoded JPEGs (≤ 2048 px, no metadata). Only
 * unattached photos uploaded within the last day (checkChatPhotos said so before the reply; checked again here, as the
 * model may ask later); unknown ids are skipped so a photo swept meanwhile does not break the conversation.
 */
export async function loadChatPhotos(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const prisma = await getDb();
  const stores = await getPhotoStores(prisma);
  const rows = await prisma.photo.findMany({
    where: { id: { in: [...ids] }, appointmentId: null, createdAt: { gte: new Date(Date.now() - UNATTACHED_PHOTO_TTL_MS) } },
    select: { id: true, contentType: true, store: true },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const urls: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const store = row ? stores.byKind(row.store) : null;
    const bytes = store ? await store.get(photoKey(id, "full")) : null;
    if (row && bytes) urls.push(`data:${row.contentType};base64,${Buffer.from(bytes).toString("base64")}`);
  }
  return urls;
}
