import { describe, expect, it } from "@jest/globals";

import type { PrismaClient } from "@/lib/db/generated/client";
import { assertPhotoStoreForHost } from "@/lib/env/platform";
import { parseEnv, serverEnvSchema } from "@/lib/env/schema";
import { photoStoreFromEnv } from "@/lib/photos/store-from-env";

const prisma = {} as PrismaClient;

describe("choosing the photo store (PHOTO_STORE)", () => {
  it("keeps photos in the database by default", () => {
    expect(photoStoreFromEnv({}, prisma).kind).toBe("db");
  });

  it("uses a folder or an S3-compatible store when asked", () => {
    expect(photoStoreFromEnv({ PHOTO_STORE: "fs", PHOTO_DIR: "/tmp/photos" }, prisma).kind).toBe("fs");
    expect(photoStoreFromEnv({ PHOTO_STORE: "s3", S3_BUCKET: "fixpilot-photos", S3_ENDPOINT: "http://127.0.0.1:9000" }, prisma).kind).toBe("s3");
  });

  it("refuses a folder on a serverless host, at build time and at run time, and s3 without a bucket", () => {
    expect(() => assertPhotoStoreForHost({ VERCEL: "1", PHOTO_STORE: "fs" })).toThrow(/PHOTO_STORE=fs cannot work on Vercel.*db.*s3/);
    expect(() => assertPhotoStoreForHost({ VERCEL: "1", PHOTO_STORE: "s3" })).not.toThrow();
    expect(() => photoStoreFromEnv({ NETLIFY: "true", PHOTO_STORE: "fs" }, prisma)).toThrow(/Netlify/);
    expect(() => photoStoreFromEnv({ PHOTO_STORE: "s3" }, prisma)).toThrow(/S3_BUCKET/);
  });

  it("validates the photo variables with the rest of the environment", () => {
    expect(() => parseEnv(serverEnvSchema, { PHOTO_STORE: "disk" })).toThrow(/PHOTO_STORE must be db, fs or s3/);
    expect(() => parseEnv(serverEnvSchema, { PHOTO_URL_SECRET: "short" })).toThrow(/PHOTO_URL_SECRET must be at least 32 characters/);
    expect(() => parseEnv(serverEnvSchema, { S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(parseEnv(serverEnvSchema, { PHOTO_STORE: "s3", S3_BUCKET: "my-photos", S3_PREFIX: "photos/" })).toMatchObject({ PHOTO_STORE: "s3" });
  });
});
