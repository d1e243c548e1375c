import { timingSafeEqual } from "node:crypto";
import { linkUrl } from "@/config/site";
import { defaultLocale, localizedPath, toAppLocale, type AppLocale } from "@/i18n/locales";
import type { Appointment, Prisma, PrismaClient } from "@/lib/db/generated/client";
import { hashManageToken, isWellFormedManageToken, manageUrlPath, newManageToken } from "@/lib/booking/token";

/*
 * Secret links besides the homeowner's own booking token (docs/operations.md, "Links in every message"):
 * - the pro's job link, /jobs/{token}: issued with the booking, kept until the operator revokes it or the pro declines;
 * - a fresh link per notification, for the homeowner (their booking page) or the pro (the job page), that expires after
 *   NOTIFICATION_LINK_DAYS. It travels only in its delivery's secret, merged in at send time and cleared once sent.
 * Tokens are 256 random bits; the database keeps their sha256, and revoking the pro's links removes every one.
 */
export type LinkAudience = "homeowner" | "pro";
export const NOTIFICATION_LINK_DAYS = 30;

type Db = PrismaClient | Prisma.TransactionClient;

export function jobUrlPath(token: string): string {
  return `/jobs/${token}`;
}

/** The absolute link a token opens, in the given language. */
export function bookingLinkUrl(audience: LinkAudience, token: string, locale: AppLocale = defaultLocale): string {
  return linkUrl(localizedPath(audience === "pro" ? jobUrlPath(token) : manageUrlPath(token), locale));
}

/** Stores a new link's hash and returns its token; `days` null: no expiry (the pro's own job link). */
export async function issueLink(db: Db, appointmentId: number, audience: LinkAudience, days: number | null = NOTIFICATION_LINK_DAYS): Promise<string> {
  const { token, hash } = newManageToken();
  const expiresAt = days === null ? null : new Date(Date.now() + days * 86_400_000);
  await db.bookingLink.create({ data: { hash, appointmentId, audience, expiresAt } });
  return token;
}

/** A fresh link for one notification, as its absolute URL (in the booking's language for the homeowner). */
export async function notificationUrl(db: Db, appointment: Pick<Appointment, "id" | "locale">, audience: LinkAudience): Promise<string> {
  const token = await issueLink(db, appointment.id, audience);
  return bookingLinkUrl(audience, token, audience === "homeowner" ? toAppLocale(appointment.locale) : defaultLocale);
}

/** Removes every pro link of the booking (the job link and the notifications' ones): they open nothing from now on. */
export async function revokeProLinks(db: Db, appointmentId: number): Promise<number> {
  return (await db.bookingLink.deleteMany({ where: { appointmentId, audience: "pro" } })).count;
}

/** Whether the booking has a pro link that still opens the job page. */
export async function hasActiveProLink(db: Db, appointmentId: number): Promise<boolean> {
  const now = new Date();
  return (await db.bookingLink.count({ where: { appointmentId, audience: "pro", OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } })) > 0;
}

/** The appointment a link opens for this audience, or null (malformed, unknown, expired, revoked: all answer 404). */
export async function findByLink(prisma: PrismaClient, token: unknown, audience: LinkAudience): Promise<Appointment | null> {
  if (!isWellFormedManageToken(token)) return null;
  const hash = hashManageToken(token);
  const link = await prisma.bookingLink.findUnique({ where: { hash }, include: { appointment: true } });
  if (!link || link.audience !== audience || !sameHash(link.hash, hash)) return null;
  if (link.expiresAt && link.expiresAt.getTime() <= Date.now()) return null;
  return link.appointment;
}

// The row is found by its hash's unique index; comparing again in constant time keeps any collation or index
// behaviour from ever letting a near match through.
function sameHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(presented, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
