import { PhotoThumbnails } from "@/components/photos/photo-thumbnails";
import type { PhotoLink } from "@/lib/photos/links";

interface BookingPhotosProps {
  photos: readonly PhotoLink[];
  heading: string;
  /** The thumbnail's alt text, which is also the link's name: "Photo 1 of 3, opens full size". */
  altText: (number: number, count: number) => string;
  headingLevel?: "h2" | "h3";
}

/** A booking's photos under their heading, as thumbnails that open the full image (server-rendered; no client code). */
export function BookingPhotos({ photos, heading, altText, headingLevel: Heading = "h2" }: BookingPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="booking-photos-heading" className="grid gap-3">
      <Heading id="booking-photos-heading" className="text-xl font-semibold">
        {heading}
      </Heading>
      <PhotoThumbnails
        photos={photos}
        altText={altText}
        listClassName="grid grid-cols-2 gap-3 sm:grid-cols-3"
        imageClassName="h-auto w-full rounded-md border object-cover"
        testId="booking-photos"
      />
    </section>
  );
}
