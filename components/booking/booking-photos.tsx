import type { PhotoLink } from "@/lib/photos/links";

interface BookingPhotosProps {
  photos: readonly PhotoLink[];
  heading: string;
  /** The thumbnail's alt text, which is also the link's name: "Photo 1 of 3, opens full size". */
  altText: (number: number, count: number) => string;
  headingLevel?: "h2" | "h3";
}

/**
 * A booking's photos as thumbnails that open the full image (server-rendered; no client code). Plain <img> on
 * purpose: the links are private, signed and expiring, and must never pass through /_next/image, which would fetch
 * and cache them on the server under a public URL.
 */
export function BookingPhotos({ photos, heading, altText, headingLevel: Heading = "h2" }: BookingPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="booking-photos-heading" className="grid gap-3">
      <Heading id="booking-photos-heading" className="text-xl font-semibold">
        {heading}
      </Heading>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="booking-photos">
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
                className="h-auto w-full rounded-md border object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
