import "server-only";

import { getDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/db/generated/client";
import { serverEnv } from "@/lib/env/server";
import type { PhotoStore } from "./store";
import { photoStoreFromEnv } from "./store-from-env";

const globalForPhotos = globalThis as typeof globalThis & { __fixpilotPhotoStore?: { prisma: PrismaClient; store: PhotoStore } };
let storeForTests: PhotoStore | null = null;

/** The configured store, built once per database client (the db driver holds it). */
export async function getPhotoStore(client?: PrismaClient): Promise<PhotoStore> {
  if (storeForTests) return storeForTests;
  const prisma = client ?? (await getDb());
  const cached = globalForPhotos.__fixpilotPhotoStore;
  if (cached?.prisma === prisma) return cached.store;
  const store = photoStoreFromEnv(serverEnv(), prisma);
  globalForPhotos.__fixpilotPhotoStore = { prisma, store };
  return store;
}

export function setPhotoStoreForTests(store: PhotoStore | null): void {
  storeForTests = store;
}
