import type { PhotoLink } from "@/lib/photos/links";

interface ThreadPhotosProps {
  photos: readonly PhotoLink[];
  /** The thumbnail's alt text, which is also the link's name: "Photo 1 of 3 from the pro, opens full size". */
  altText: (number: number, count: number) => string;
}

/**
 * A thread entry's photos (a message's, or the pro's after-photos): small thumbnails, each a link to the full image
 * in a new tab. Plain <img> on purpose, as the booking's photos (components/booking/booking-photos.tsx): the links are
 * private, signed and expiring, and must never pass through /_next/image.
 */
export function ThreadPhotos({ photos, altText }: ThreadPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="thread-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- private signed links must not go through /_next/image (see above) */}
            <img
              src={photo.thumbUrl}
              width={photo.thumbWidth}
              height={photo.thumbHeight}
              alt={altText(index + 1, photos.length)}
              loading="lazy"
              decoding="async"
              className="size-24 rounded-md border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
