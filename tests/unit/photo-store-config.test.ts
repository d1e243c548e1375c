import { describe, expect, it } from "@jest/globals";

import type { PrismaClient } from "@/lib/db/generated/client";
import { assertPhotoStoreForHost } from "@/lib/env/platform";
import { parseEnv, serverEnvSchema } from "@/lib/env/schema";
import { register } from "@/instrumentation";
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

  it("stops at start-up when OPENAI_VISION=true names no model that sees images", () => {
    expect(() => parseEnv(serverEnvSchema, { OPENAI_VISION: "true" })).toThrow(
      /OPENAI_VISION_MODEL: OPENAI_VISION_MODEL must name a model that accepts images/,
    );
    expect(parseEnv(serverEnvSchema, { OPENAI_VISION: "true", OPENAI_VISION_MODEL: "gpt-4o-mini" })).toMatchObject({ OPENAI_VISION_MODEL: "gpt-4o-mini" });
    expect(parseEnv(serverEnvSchema, { OPENAI_VISION: "false" })).toMatchObject({ OPENAI_VISION: "false" });
  });

  it("refuses to start the server with OPENAI_VISION=true and no OPENAI_VISION_MODEL", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { NEXT_RUNTIME: "nodejs", OPENAI_VISION: "true" });
    delete process.env.OPENAI_VISION_MODEL;
    try {
      await expect(register()).rejects.toThrow(/OPENAI_VISION_MODEL/);
    } finally {
      process.env = saved;
    }
  });
});
