import "server-only";

import { getDb } from "@/lib/db";
import { getPhotoStores } from "./config";
import { UNATTACHED_PHOTO_TTL_MS } from "./records";
import { photoKey } from "./store";

/**
 * The chat's photos as data URLs for a vision model: the stored, re-encoded JPEGs (≤ 2048 px, no metadata). Only
 * photos uploaded within the last day, which is as long as an unattached one lives; unknown ids are skipped so a
 * photo swept meanwhile does not break the conversation.
 */
export async function loadChatPhotos(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const prisma = await getDb();
  const stores = await getPhotoStores(prisma);
  const rows = await prisma.photo.findMany({
    where: { id: { in: [...ids] }, createdAt: { gte: new Date(Date.now() - UNATTACHED_PHOTO_TTL_MS) } },
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
