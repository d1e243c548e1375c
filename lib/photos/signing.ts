import "server-only";

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { PrismaClient } from "@/lib/db/generated/client";
import { serverEnv } from "@/lib/env/server";
import type { PhotoVariant } from "./store";

/** How long links stay valid: the upload's reply, pages rendered now, and the pro's webhook (which may be read days later). */
export const PHOTO_LINK_TTL = {
  upload: 24 * 60 * 60,
  page: 24 * 60 * 60,
  webhook: 8 * 24 * 60 * 60,
} as const;

const SECRET_NAME = "photo-url-signing";
// Expiries are rounded up to the hour, so a page rendered twice in an hour links the same URLs and the browser's
// cache answers the second time.
const EXPIRY_STEP_SECONDS = 60 * 60;

export interface PhotoUrlSigner {
  /** A same-site path: /api/photos/{id}?size=…&expires=…&sig=… */
  path(photoId: string, variant: PhotoVariant, ttlSeconds: number, now?: number): string;
  /** True only for an untampered signature whose expiry has not passed; says nothing about which check failed. */
  verify(photoId: string, variant: string, expires: string, signature: string, now?: number): boolean;
}

export function createPhotoUrlSigner(secret: Uint8Array): PhotoUrlSigner {
  const mac = (photoId: string, variant: string, expires: string) => createHmac("sha256", secret).update(`photo:${photoId}:${variant}:${expires}`).digest();
  return {
    path(photoId, variant, ttlSeconds, now = Date.now()) {
      const expires = String(Math.ceil((now / 1000 + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS);
      const sig = mac(photoId, variant, expires).toString("base64url");
      return `/api/photos/${photoId}?${new URLSearchParams({ size: variant, expires, sig })}`;
    },
    verify(photoId, variant, expires, signature, now = Date.now()) {
      if (!/^\d{1,12}$/.test(expires)) return false;
      const expected = mac(photoId, variant, expires);
      const given = Buffer.from(signature, "base64url");
      // A MAC's length is no secret; its bytes are compared in constant time. Expired or tampered: the same false.
      const matches = given.length === expected.length && timingSafeEqual(given, expected);
      return matches && Number(expires) * 1000 > now;
    },
  };
}

let cachedSigner: { prisma: PrismaClient; envSecret: string | undefined; signer: PhotoUrlSigner } | undefined;

/**
 * The signer with the server's secret: PHOTO_URL_SECRET, or else one generated once and kept in the database's
 * AppSecret table, so every instance and every restart sign alike and an embedded install needs no setup.
 */
export async function getPhotoUrlSigner(prisma: PrismaClient): Promise<PhotoUrlSigner> {
  const envSecret = serverEnv().PHOTO_URL_SECRET;
  if (cachedSigner && cachedSigner.prisma === prisma && cachedSigner.envSecret === envSecret) return cachedSigner.signer;
  const secret = envSecret ? Buffer.from(envSecret, "utf8") : Buffer.from(await storedSecret(prisma), "base64url");
  const signer = createPhotoUrlSigner(secret);
  cachedSigner = { prisma, envSecret, signer };
  return signer;
}

async function storedSecret(prisma: PrismaClient): Promise<string> {
  // The first instance to get here writes it; the others (and later starts) read the same value.
  await prisma.appSecret.createMany({ data: [{ name: SECRET_NAME, value: randomBytes(32).toString("base64url") }], skipDuplicates: true });
  const row = await prisma.appSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } });
  return row.value;
}
