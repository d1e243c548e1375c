import "server-only";

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { PrismaClient } from "@/lib/db/generated/client";
import { serverEnv } from "@/lib/env/server";
import { clientIpFrom } from "@/lib/location/client-ip";
import type { PhotoVariant } from "./store";

/** How long links stay valid: the upload's reply, pages rendered now, and the pro's webhook (which may be read days later). */
export const PHOTO_LINK_TTL = {
  upload: 24 * 60 * 60,
  page: 24 * 60 * 60,
  webhook: 8 * 24 * 60 * 60,
} as const;

/** The latest expiry a link may carry: the longest TTL issued, rounded up to the hour. Anything later was not signed by us. */
export const MAX_PHOTO_LINK_TTL_SECONDS = Math.max(...Object.values(PHOTO_LINK_TTL));

const SECRET_NAME = "photo-url-signing";
// Expiries are rounded up to the hour, so a page rendered twice in an hour links the same URLs and the browser's
// cache answers the second time.
const EXPIRY_STEP_SECONDS = 60 * 60;

export interface PhotoUrlSigner {
  /** A same-site path: /api/photos/{id}?size=…&expires=…&sig=… */
  path(photoId: string, variant: PhotoVariant, ttlSeconds: number, now?: number): string;
  /** True only for an untampered signature whose expiry has not passed; says nothing about which check failed. */
  verify(photoId: string, variant: string, expires: string, signature: string, now?: number): boolean;
  /** Who uploaded a photo, as a keyed hash of their address: the chat takes a photo only from the client that sent it. */
  uploaderTag(address: string): string;
}

/**
 * The address a client is known by for its photos: POST /api/photos tags each upload with it (uploaderTag), and the
 * chat and the thread take a photo only from a request that comes from the same address.
 */
export function uploaderAddress(headers: Headers): string {
  return clientIpFrom(headers) ?? "unknown";
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
      // One spelling per link: digits without leading zeros, and the signature exactly as path() writes it (43
      // base64url characters, no padding); Buffer.from(…, "base64url") would skip junk and padding and ignore a last
      // character's spare bits, so the text itself is compared.
      if (!/^[1-9]\d{0,11}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
      const seconds = Number(expires);
      if (seconds * 1000 <= now || seconds > now / 1000 + MAX_PHOTO_LINK_TTL_SECONDS + EXPIRY_STEP_SECONDS) return false;
      const expected = Buffer.from(mac(photoId, variant, expires).toString("base64url"), "ascii");
      // A MAC's length is no secret; its characters are compared in constant time. Expired or tampered: the same false.
      return timingSafeEqual(Buffer.from(signature, "ascii"), expected);
    },
    uploaderTag(address) {
      // Keyed, so the stored tag does not give the address back (an unkeyed hash of an IPv4 address is one lookup away).
      return createHmac("sha256", secret).update(`uploader:${address}`).digest("base64url").slice(0, 22);
    },
  };
}

let cachedSigner: { prisma: PrismaClient; envSecret: string | undefined; signer: PhotoUrlSigner } | undefined;

/**
 * The signer with the server's secret: PHOTO_URL_SECRET, or else one generated once and kept in the database's
 * AppSecret table, so every instance and every restart sign alike and an embedded install needs no setup. Production
 * sets PHOTO_URL_SECRET (docs/security.md): the generated key sits in plain text in the database, where anyone who
 * can read a backup could sign links.
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
