import "server-only";

import { linkUrl } from "@/config/site";
import { ApiError, apiValidationError, apiValidationText } from "@/lib/api";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client";
import type { AppLocale } from "@/i18n/locales";
import { messageKey } from "@/i18n/validation-messages";
import { UNATTACHED_PHOTO_TTL_MS } from "./records";
import { getPhotoUrlSigner, PHOTO_LINK_TTL } from "./signing";

/** What the dispatch webhook carries per photo: absolute signed links the pro's system can open for days. */
export interface WebhookPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

const ATTACH_MESSAGES = { unknown: messageKey("photos.unknown"), alreadyAttached: messageKey("photos.alreadyAttached") } as const;

/** 400 with the field error the booking form shows beside its photos. */
export function photoAttachError(reason: PhotoRefusal, locale?: AppLocale): ApiError {
  // The chat names its language in the body, which withApiErrors does not read: there the text is fixed here.
  if (!locale) return apiValidationError(400, ATTACH_MESSAGES[reason], "photoIds");
  const text = apiValidationText(ATTACH_MESSAGES[reason], locale);
  return new ApiError(400, text, { photoIds: [text] });
}

export type PhotoRefusal = keyof typeof ATTACH_MESSAGES;

/**
 * Why `ids` are not all photos this sender uploaded (same uploader tag), attached to nothing yet and less than a day
 * old (as long as an unattached photo lives), or null when they are. The chat and the thread take only such photos:
 * an id read from a pro's link, another page or a webhook is never taken. A repeated id counts as unknown.
 */
export async function ownPhotoRefusal(db: PrismaClient | Prisma.TransactionClient, ids: readonly string[], uploaderTag: string): Promise<PhotoRefusal | null> {
  if (ids.length === 0) return null;
  const rows = await db.photo.findMany({ where: { id: { in: [...ids] } }, select: { appointmentId: true, uploaderTag: true, createdAt: true } });
  const oldest = Date.now() - UNATTACHED_PHOTO_TTL_MS;
  const usable = rows.filter((row) => row.uploaderTag === uploaderTag && row.createdAt.getTime() >= oldest);
  if (usable.length !== ids.length) return "unknown";
  return usable.some((row) => row.appointmentId !== null) ? "alreadyAttached" : null;
}

/**
 * Checks that every id is a stored photo no booking has taken yet, uploaded less than a day ago (an older one is
 * swept soon, whether or not the sweep has run yet), and returns the webhook's view of them.
 * The insert re-checks under a row lock (lib/booking/create.ts), so two bookings racing for one photo cannot both win.
 */
export async function attachablePhotos(prisma: PrismaClient, ids: readonly string[]): Promise<WebhookPhoto[]> {
  if (ids.length === 0) return [];
  const rows = await prisma.photo.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, width: true, height: true, appointmentId: true, createdAt: true },
  });
  const oldest = Date.now() - UNATTACHED_PHOTO_TTL_MS;
  if (rows.length !== ids.length || rows.some((row) => row.appointmentId === null && row.createdAt.getTime() < oldest)) throw photoAttachError("unknown");
  if (rows.some((row) => row.appointmentId !== null)) throw photoAttachError("alreadyAttached");
  const signer = await getPhotoUrlSigner(prisma);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return { id, url: linkUrl(signer.path(id, "full", PHOTO_LINK_TTL.webhook)), width: row.width, height: row.height };
  });
}
