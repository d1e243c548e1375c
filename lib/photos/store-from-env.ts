// No "server-only": `npm run worker` (plain Node) builds its stores with this too. It reads only what it is given.
import type { PrismaClient } from "../db/generated/client";
import { assertPhotoStoreForHost, detectServerlessHost } from "../env/platform";
import type { ServerEnv } from "../env/schema";
import type { PhotoStore, PhotoStoreKind } from "./store";
import { photoStoreRegistry, type PhotoStores } from "./store-registry";
import { createDbPhotoStore } from "./stores/db";
import { createFsPhotoStore } from "./stores/fs";
import { createS3PhotoStore } from "./stores/s3";

export const DEFAULT_PHOTO_DIR = ".data/photos";

type PhotoEnv = Pick<
  ServerEnv,
  "PHOTO_STORE" | "PHOTO_DIR" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE" | "S3_PREFIX"
> &
  Parameters<typeof detectServerlessHost>[0];

/**
 * The store PHOTO_STORE names (db when unset). A serverless host's disk is read-only or lost with the instance,
 * so fs is refused there with a message that says what to use instead.
 */
export function photoStoreFromEnv(env: PhotoEnv, prisma: PrismaClient): PhotoStore {
  const kind: PhotoStoreKind = env.PHOTO_STORE ?? "db";
  if (kind === "db") return createDbPhotoStore(prisma);
  if (kind === "fs") {
    assertPhotoStoreForHost(env);
    return createFsPhotoStore(env.PHOTO_DIR?.trim() || DEFAULT_PHOTO_DIR);
  }
  if (!env.S3_BUCKET) throw new Error("PHOTO_STORE=s3 needs S3_BUCKET (and S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; S3_ENDPOINT for R2 or MinIO).");
  return s3StoreFromEnv(env, env.S3_BUCKET);
}

/**
 * PHOTO_STORE's store for new photos, plus every other store the environment still describes, for the photos
 * stored before a change of PHOTO_STORE: the database always; the folder (PHOTO_DIR, else its default) anywhere
 * but a serverless host; S3 while S3_BUCKET is set.
 */
export function photoStoresFromEnv(env: PhotoEnv, prisma: PrismaClient): PhotoStores {
  const current = photoStoreFromEnv(env, prisma);
  const others: PhotoStore[] = [createDbPhotoStore(prisma)];
  if (!detectServerlessHost(env)) others.push(createFsPhotoStore(env.PHOTO_DIR?.trim() || DEFAULT_PHOTO_DIR));
  if (env.S3_BUCKET) others.push(s3StoreFromEnv(env, env.S3_BUCKET));
  return photoStoreRegistry(current, others);
}

function s3StoreFromEnv(env: PhotoEnv, bucket: string): PhotoStore {
  return createS3PhotoStore({
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    prefix: env.S3_PREFIX ?? "",
  });
}
