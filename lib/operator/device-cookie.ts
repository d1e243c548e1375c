import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieFromHeader, cookieHeader, operatorCookieName, wantsSecureCookie } from "./session";

/**
 * OWASP's "device cookie" (Authentication Cheat Sheet, "Slow down online guessing attacks with device cookies"): a
 * browser that has signed in to an account gets a signed cookie naming that account. At the next sign-in it is a
 * trusted device with a small failure budget of its own, so strangers who exhaust the account's and the address's
 * budgets cannot keep the operator out of a browser they have used before.
 */
export const DEVICE_COOKIE = "fixpilot_operator_device";
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface DeviceAccount {
  email: string;
  passwordHash: string;
}

// Keyed by the account's stored password hash (salted scrypt output, never leaves the server): the cookie is bound to
// one account without a new secret to configure, and a password reset voids every device cookie of the old password.
function signature(account: DeviceAccount, nonce: string, expiresAt: number): Buffer {
  return createHmac("sha256", `operator-device-cookie\n${account.passwordHash}`).update(`${account.email}\n${nonce}\n${expiresAt}`).digest();
}

/** A fresh cookie value for the account: `nonce.expiresAt.signature`, all base64url or digits. */
export function issueDeviceCookie(account: DeviceAccount, now = Date.now()): string {
  const nonce = randomBytes(16).toString("base64url");
  const expiresAt = now + DEVICE_TTL_MS;
  return [nonce, expiresAt, signature(account, nonce, expiresAt).toString("base64url")].join(".");
}

/** The device's id (its nonce) when the cookie is genuine, unexpired and made for this account; otherwise null. */
export function trustedDeviceId(value: string | undefined, account: DeviceAccount | null, now = Date.now()): string | null {
  if (!value || !account || value.length > 200) return null;
  const [nonce, expires, mac, ...rest] = value.split(".");
  const expiresAt = Number(expires);
  if (rest.length || !nonce || !mac || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  const expected = signature(account, nonce, expiresAt);
  const given = Buffer.from(mac, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** The device cookie a sign-in request carries (under the name its scheme uses). */
export function deviceCookieFrom(request: Request): string | undefined {
  return cookieFromHeader(request.headers.get("cookie"), operatorCookieName(DEVICE_COOKIE, wantsSecureCookie(request)));
}

/** Set-Cookie for the device cookie: like the session cookie (httpOnly, Lax, Path=/, Secure over HTTPS), but long-lived. */
export function deviceCookieHeader(value: string, request: Request): string {
  const secure = wantsSecureCookie(request);
  return cookieHeader({
    name: operatorCookieName(DEVICE_COOKIE, secure),
    value,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
