import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/db/generated/client";

export const SESSION_COOKIE = "fixpilot_operator";
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Secure in production, except for plain http on this machine (`npm start` tried at http://127.0.0.1:3000), where
 * browsers would drop a Secure cookie set over http by an address they do not treat as secure.
 */
export function wantsSecureCookie(request?: Request): boolean {
  if (process.env.NODE_ENV !== "production") return false;
  if (!request) return true;
  const host = (request.headers.get("host") ?? "").replace(/:\d+$/, "");
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  return !(proto === "http" && ["localhost", "127.0.0.1", "[::1]"].includes(host));
}

/** Cookie attributes: httpOnly, SameSite=Lax, Secure in production, whole site (console pages and console API). */
export function sessionCookie(token: string, maxAgeSeconds = SESSION_TTL_MS / 1000, secure = wantsSecureCookie()) {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
    maxAge: maxAgeSeconds,
  };
}

export function sessionCookieHeader(token: string, maxAgeSeconds = SESSION_TTL_MS / 1000, request?: Request): string {
  const cookie = sessionCookie(token, maxAgeSeconds, wantsSecureCookie(request));
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

export function tokenFromCookieHeader(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=");
  }
  return undefined;
}
