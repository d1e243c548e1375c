import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/db/generated/client";

export const SESSION_COOKIE = "fixpilot_operator";

/**
 * The cookie's name as sent: `__Host-` prefixed wherever the cookie is Secure, so the browser only accepts it from
 * this exact host over HTTPS with Path=/ (a sibling subdomain or a plain-http page cannot plant or shadow it). Read
 * back under the same name only: a plain-named cookie on an HTTPS site is someone else's.
 */
export function operatorCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Secure in production, except for plain http on this machine (`npm start` tried at http://127.0.0.1:3000), where
 * browsers would drop a Secure cookie set over http by an address they do not treat as secure.
 */
export function wantsSecureCookie(request?: Request): boolean {
  if (!request) return process.env.NODE_ENV === "production";
  return wantsSecureCookieFor(request.headers, new URL(request.url).protocol);
}

/** As wantsSecureCookie, from the headers alone (console pages see headers, not the request); http unless forwarded. */
export function wantsSecureCookieFor(headers: Pick<Headers, "get">, urlProtocol = "http:"): boolean {
  if (process.env.NODE_ENV !== "production") return false;
  const host = (headers.get("host") ?? "").replace(/:\d+$/, "");
  const proto = headers.get("x-forwarded-proto") ?? urlProtocol.replace(":", "");
  return !(proto === "http" && ["localhost", "127.0.0.1", "[::1]"].includes(host));
}

/** Cookie attributes: httpOnly, SameSite=Lax, Secure in production, whole site (console pages and console API). */
export function sessionCookie(token: string, maxAgeSeconds = SESSION_TTL_MS / 1000, secure = wantsSecureCookie()) {
  return {
    name: operatorCookieName(SESSION_COOKIE, secure),
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

export function sessionCookieHeader(token: string, maxAgeSeconds = SESSION_TTL_MS / 1000, request?: Request): string {
  return cookieHeader(sessionCookie(token, maxAgeSeconds, wantsSecureCookie(request)));
}

/** A Set-Cookie value for one of the console's cookies (all httpOnly, SameSite=Lax, Path=/). */
export function cookieHeader(cookie: ReturnType<typeof sessionCookie>): string {
  return [
    `${cookie.name}=${cookie.value}`,
    `Path=${cookie.path}`,
    `Max-Age=${cookie.maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(cookie.secure ? ["Secure"] : []),
  ].join("; ");
}

/** A new session (a fresh random token each sign-in, so a token planted before sign-in is worthless). */
export async function createSession(prisma: PrismaClient, operatorId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await prisma.operatorSession.create({ data: { id: hashToken(token), operatorId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) } });
  return token;
}

export interface OperatorIdentity {
  id: number;
  email: string;
}

/** The operator a session token belongs to, or null (unknown, expired or signed out). */
export async function operatorForToken(prisma: PrismaClient, token: string | undefined | null): Promise<OperatorIdentity | null> {
  if (!token || token.length > 100) return null;
  const session = await prisma.operatorSession.findUnique({ where: { id: hashToken(token) }, include: { operator: { select: { id: true, email: true } } } });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session.operator;
}

/** Sign-out deletes the row, so the same cookie replayed later opens nothing. */
export async function destroySession(prisma: PrismaClient, token: string | undefined | null): Promise<void> {
  if (!token) return;
  await prisma.operatorSession.deleteMany({ where: { id: hashToken(token) } });
}

/** The session token a request carries, under the name its scheme uses (see operatorCookieName). */
export function tokenFromCookieHeader(header: string | null, secure = false): string | undefined {
  return cookieFromHeader(header, operatorCookieName(SESSION_COOKIE, secure));
}

export function cookieFromHeader(header: string | null, cookieName: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) return rest.join("=");
  }
  return undefined;
}

/** The session token of a route handler's request. */
export function sessionTokenFrom(request: Request): string | undefined {
  return tokenFromCookieHeader(request.headers.get("cookie"), wantsSecureCookie(request));
}
