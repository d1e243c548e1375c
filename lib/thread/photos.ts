import "server-only";

import { linkUrl } from "@/config/site";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client";
import type { AppLocale } from "@/i18n/locales";
import { ownPhotoRefusal, photoAttachError, type PhotoRefusal, type WebhookPhoto } from "@/lib/photos/attach";
import type { PhotoLink } from "@/lib/photos/links";
import { UNATTACHED_PHOTO_TTL_MS } from "@/lib/photos/records";
import { getPhotoUrlSigner, PHOTO_LINK_TTL, uploaderAddress, type PhotoUrlSigner } from "@/lib/photos/signing";

type Db = PrismaClient | Prisma.TransactionClient;

/** The booking form's 400 on `photoIds`, marked with its reason, so a form post can name it on the page it returns to. */
function refuse(reason: PhotoRefusal, locale?: AppLocale): Error {
  return Object.assign(photoAttachError(reason, locale), { photoRefusal: reason });
}

/** Why a thread photo was refused, when `error` is such a refusal. */
export function photoRefusal(error: unknown): PhotoRefusal | undefined {
  return error instanceof Error && "photoRefusal" in error ? (error.photoRefusal as PhotoRefusal) : undefined;
}

/** Who is attaching photos to a thread entry: the keyed hash of their address, as POST /api/photos recorded it. */
export interface ThreadPhotoSender {
  uploaderTag: string;
}

/** Photos to attach to a new thread entry, with the signer (taken before the transaction) for their webhook links. */
export interface ThreadPhotoUpload {
  ids: readonly string[];
  sender: ThreadPhotoSender;
  signer: PhotoUrlSigner;
  /** The writer's language, for a refusal. */
  locale?: AppLocale;
}

/**
 * A request's photos for a thread entry, null when it names none: its sender is the same keyed hash of the client's
 * address that POST /api/photos stored.
 */
export async function threadPhotoUpload(prisma: PrismaClient, ids: readonly string[], headers: Headers, locale?: AppLocale): Promise<ThreadPhotoUpload | null> {
  if (ids.length === 0) return null;
  const signer = await getPhotoUrlSigner(prisma);
  return { ids, sender: { uploaderTag: signer.uploaderTag(uploaderAddress(headers)) }, signer, locale };
}

/**
 * Checks a message's (or after-photos') ids as the chat checks its own: each a photo this sender uploaded (same
 * uploader tag), attached to nothing yet, and less than a day old. Anything else is the booking form's 400 on
 * `photoIds`, in the writer's language: a photo id read from the other side's page or the webhook is never taken.
 */
export async function checkThreadPhotos(db: Db, ids: readonly string[], sender: ThreadPhotoSender, locale?: AppLocale): Promise<void> {
  const refusal = await ownPhotoRefusal(db, ids, sender.uploaderTag);
  if (refusal) throw refuse(refusal, locale);
}

/**
 * Attaches checked photos to a thread entry inside its transaction: the booking's and the entry's, in one conditional
 * update (still unattached, still the sender's, still fresh), so two messages racing for one photo cannot both take
 * it: the loser's transaction rolls back with the 400. Returns the photos with the absolute signed links the webhook
 * carries (valid for days, as appointment.created's).
 */
export async function attachThreadPhotos(
  tx: Prisma.TransactionClient,
  appointmentId: number,
  threadEntryId: number,
  { ids, sender, signer, locale }: ThreadPhotoUpload,
): Promise<WebhookPhoto[]> {
  if (ids.length === 0) return [];
  await checkThreadPhotos(tx, ids, sender, locale);
  const { count } = await tx.photo.updateMany({
    where: {
      id: { in: [...ids] },
      appointmentId: null,
      uploaderTag: sender.uploaderTag,
      createdAt: { gte: new Date(Date.now() - UNATTACHED_PHOTO_TTL_MS) },
    },
    data: { appointmentId, threadEntryId, attachedAt: new Date() },
  });
  if (count !== ids.length) throw refuse("alreadyAttached", locale);
  const rows = await tx.photo.findMany({ where: { id: { in: [...ids] } }, select: { id: true, width: true, height: true } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => ({
    id,
    url: linkUrl(signer.path(id, "full", PHOTO_LINK_TTL.webhook)),
    width: byId.get(id)!.width,
    height: byId.get(id)!.height,
  }));
}

/** The photos of these entries, in upload order, with page links signed now (a thumbnail and the full image). */
export async function threadPhotoLinks(prisma: PrismaClient, entryIds: readonly number[]): Promise<Map<number, PhotoLink[]>> {
  const byEntry = new Map<number, PhotoLink[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await prisma.photo.findMany({
    where: { threadEntryId: { in: [...entryIds] } },
    select: { id: true, threadEntryId: true, width: true, height: true, thumbWidth: true, thumbHeight: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (rows.length === 0) return byEntry;
  const signer = await getPhotoUrlSigner(prisma);
  for (const row of rows) {
    const link: PhotoLink = {
      id: row.id,
      url: signer.path(row.id, "full", PHOTO_LINK_TTL.page),
      thumbUrl: signer.path(row.id, "thumb", PHOTO_LINK_TTL.page),
      width: row.width,
      height: row.height,
      thumbWidth: row.thumbWidth,
      thumbHeight: row.thumbHeight,
    };
    byEntry.set(row.threadEntryId!, [...(byEntry.get(row.threadEntryId!) ?? []), link]);
  }
  return byEntry;
}
