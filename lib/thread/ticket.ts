import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { LinkSide } from "./schema";

/*
 * The live stream's URL never holds a booking or job token: the page trades its token for a short-lived ticket by POST
 * (/api/thread/ticket) and opens /api/thread/stream?ticket=… with it. A ticket names the booking and the side, expires
 * after TICKET_TTL_SECONDS, and is an HMAC under a key the app keeps in its AppSecret table (every instance alike).
 */
export const TICKET_TTL_SECONDS = 120;
const SECRET_NAME = "thread-ticket-signing";

/** Who holds the ticket: the homeowner, the pro, or a signed-in operator (the console's thread). */
export type TicketSide = LinkSide | "operator";

export interface TicketClaims {
  appointmentId: number;
  side: TicketSide;
}

let cached: { prisma: PrismaClient; key: Buffer } | undefined;

async function signingKey(prisma: PrismaClient): Promise<Buffer> {
  if (cached?.prisma === prisma) return cached.key;
  await prisma.appSecret.createMany({ data: [{ name: SECRET_NAME, value: randomBytes(32).toString("base64url") }], skipDuplicates: true });
  const key = Buffer.from((await prisma.appSecret.findUniqueOrThrow({ where: { name: SECRET_NAME } })).value, "base64url");
  cached = { prisma, key };
  return key;
}

const mac = (key: Buffer, body: string) => createHmac("sha256", key).update(`thread-ticket:${body}`).digest();

export async function issueTicket(prisma: PrismaClient, claims: TicketClaims, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + TICKET_TTL_SECONDS;
  const body = `${claims.appointmentId}.${claims.side}.${expires}`;
  return `${body}.${mac(await signingKey(prisma), body).toString("base64url")}`;
}

/** The ticket's claims, or null when it is malformed, tampered with or expired (one answer for all three). */
export async function verifyTicket(prisma: PrismaClient, ticket: unknown, now = Date.now()): Promise<TicketClaims | null> {
  if (typeof ticket !== "string") return null;
  const match = /^(\d{1,10})\.(homeowner|pro|operator)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const [, id, side, expires, signature] = match;
  const expected = mac(await signingKey(prisma), `${id}.${side}.${expires}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now) return null;
  return { appointmentId: Number(id), side: side as TicketSide };
}
