import type { PrismaClient } from "@/lib/db/generated/client";
import { assertPhotoKey, type PhotoStore } from "../store";

/** The embedded default: bytes in the PhotoBlob table (bytea), so a quick start needs nothing else. */
export function createDbPhotoStore(prisma: PrismaClient): PhotoStore {
  return {
    kind: "db",
    async put(key, bytes, contentType) {
      assertPhotoKey(key);
      const data = new Uint8Array(bytes);
      await prisma.photoBlob.upsert({ where: { key }, create: { key, contentType, bytes: data }, update: { contentType, bytes: data } });
    },
    async get(key) {
      assertPhotoKey(key);
      const row = await prisma.photoBlob.findUnique({ where: { key }, select: { bytes: true } });
      return row ? new Uint8Array(row.bytes) : null;
    },
    async delete(keys) {
      keys.forEach(assertPhotoKey);
      if (keys.length > 0) await prisma.photoBlob.deleteMany({ where: { key: { in: [...keys] } } });
    },
    async listExpired(cutoff) {
      const rows = await prisma.photoBlob.findMany({ where: { createdAt: { lt: cutoff } }, select: { key: true } });
      return rows.map((row) => row.key);
    },
  };
}
