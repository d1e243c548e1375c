import "server-only";

import { getDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/db/generated/client";
import { serverEnv } from "@/lib/env/server";
import type { PhotoStore } from "./store";
import { photoStoresFromEnv } from "./store-from-env";
import { photoStoreRegistry, type PhotoStores } from "./store-registry";

const globalForPhotos = globalThis as typeof globalThis & { __fixpilotPhotoStores?: { prisma: PrismaClient; stores: PhotoStores } };
let storesForTests: PhotoStores | null = null;

/** Every configured store (lib/photos/store-registry.ts), built once per database client (the db driver holds it). */
export async function getPhotoStores(client?: PrismaClient): Promise<PhotoStores> {
  if (storesForTests) return storesForTests;
  const prisma = client ?? (await getDb());
  const cached = globalForPhotos.__fixpilotPhotoStores;
  if (cached?.prisma === prisma) return cached.stores;
  const stores = photoStoresFromEnv(serverEnv(), prisma);
  globalForPhotos.__fixpilotPhotoStores = { prisma, stores };
  return stores;
}

/** The store new photos go to (PHOTO_STORE). */
export async function getPhotoStore(client?: PrismaClient): Promise<PhotoStore> {
  return (await getPhotoStores(client)).current;
}

/** One store for everything (its own kind only), or a whole registry; null restores the environment's. */
export function setPhotoStoreForTests(store: PhotoStore | PhotoStores | null): void {
  storesForTests = store === null ? null : "current" in store ? store : photoStoreRegistry(store);
}
