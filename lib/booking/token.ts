import { createHash, randomBytes } from "node:crypto";

import { linkUrl } from "@/config/site";
import { localizedPath, type AppLocale } from "@/i18n/locales";

/** 256 random bits, base64url: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new booking-page token and the sha256 that is all the database keeps of it. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashManageToken(token) };
}

// Looking rows up by the token's hash (a unique index) leaks nothing through timing about the token itself.
export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isWellFormedManageToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

export function manageUrlPath(token: string): string {
  return `/appointments/${token}`;
}

/**
 * The homeowner's booking page as an absolute link in the language they booked in (/es/appointments/… for a
 * Spanish booking): the one builder of the link every email, invite and text carries.
 */
export function bookingPageUrl(token: string, locale: AppLocale): string {
  return linkUrl(localizedPath(manageUrlPath(token), locale));
}
