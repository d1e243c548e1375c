import "server-only";

import { absoluteUrl } from "@/config/site";
import { ApiError, apiValidationError } from "@/lib/api";
import type { PrismaClient } from "@/lib/db/generated/client";
import { messageKey } from "@/i18n/validation-messages";
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
export function photoAttachError(reason: keyof typeof ATTACH_MESSAGES): ApiError {
  return apiValidationError(400, ATTACH_MESSAGES[reason], "photoIds");
}

/**
 * Checks that every id is a stored photo no booking has taken yet, and returns the webhook's view of them.
 * The insert re-checks under a row lock (lib/booking/create.ts), so two bookings racing for one photo cannot both win.
 */
export async function attachablePhotos(prisma: PrismaClient, ids: readonly string[]): Promise<WebhookPhoto[]> {
  if (ids.length === 0) return [];
  const rows = await prisma.photo.findMany({ where: { id: { in: [...ids] } }, select: { id: true, width: true, height: true, appointmentId: true } });
  if (rows.length !== ids.length) throw photoAttachError("unknown");
  if (rows.some((row) => row.appointmentId !== null)) throw photoAttachError("alreadyAttached");
  const signer = await getPhotoUrlSigner(prisma);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    return { id, url: absoluteUrl(signer.path(id, "full", PHOTO_LINK_TTL.webhook)), width: row.width, height: row.height };
  });
}
