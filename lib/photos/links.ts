import "server-only";

import type { PrismaClient } from "@/lib/db/generated/client";
import { photosOfAppointment } from "./records";
import { getPhotoUrlSigner, PHOTO_LINK_TTL } from "./signing";

/** A photo as a page shows it: a thumbnail that links to the full image, both behind fresh signed links. */
export interface PhotoLink {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** The booking's photos with links signed now (valid a day), for the booking page and the console. */
export async function appointmentPhotoLinks(prisma: PrismaClient, appointmentId: number): Promise<PhotoLink[]> {
  const photos = await photosOfAppointment(prisma, appointmentId);
  if (photos.length === 0) return [];
  const signer = await getPhotoUrlSigner(prisma);
  return photos.map((photo) => ({
    id: photo.id,
    url: signer.path(photo.id, "full", PHOTO_LINK_TTL.page),
    thumbUrl: signer.path(photo.id, "thumb", PHOTO_LINK_TTL.page),
    width: photo.width,
    height: photo.height,
    thumbWidth: photo.thumbWidth,
    thumbHeight: photo.thumbHeight,
  }));
}
