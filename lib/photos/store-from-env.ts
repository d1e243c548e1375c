// No "server-only": `npm run worker` (plain Node) builds its store with this too. It reads only what it is given.
import type { PrismaClient } from "../db/generated/client";
import { assertPhotoStoreForHost, type detectServerlessHost } from "../env/platform";
import type { ServerEnv } from "../env/schema";
import type { PhotoStore, PhotoStoreKind } from "./store";
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
  return createS3PhotoStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    prefix: env.S3_PREFIX ?? "",
  });
}
