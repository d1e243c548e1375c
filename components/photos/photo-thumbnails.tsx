import type { PhotoLink } from "@/lib/photos/links";

interface PhotoThumbnailsProps {
  photos: readonly PhotoLink[];
  /** The thumbnail's alt text, which is also the link's name: "Photo 1 of 3, opens full size". */
  altText: (number: number, count: number) => string;
  listClassName: string;
  imageClassName: string;
  testId: string;
}

/**
 * Photos as thumbnails, each a link to the full image in a new tab: a booking's photos, a thread message's and the
 * pro's after-photos. Plain <img> on purpose: the links are private, signed and expiring, and must never pass through
 * /_next/image, which would fetch and cache them on the server under a public URL.
 */
export function PhotoThumbnails({ photos, altText, listClassName, imageClassName, testId }: PhotoThumbnailsProps) {
  return (
    <ul className={listClassName} data-testid={testId}>
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
              className={imageClassName}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
