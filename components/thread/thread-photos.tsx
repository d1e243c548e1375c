import { PhotoThumbnails } from "@/components/photos/photo-thumbnails";
import type { PhotoLink } from "@/lib/photos/links";

interface ThreadPhotosProps {
  photos: readonly PhotoLink[];
  /** The thumbnail's alt text, which is also the link's name: "Photo 1 of 3 from the pro, opens full size". */
  altText: (number: number, count: number) => string;
}

/** A thread entry's photos (a message's, or the pro's after-photos): small thumbnails linking to the full image. */
export function ThreadPhotos({ photos, altText }: ThreadPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <PhotoThumbnails
      photos={photos}
      altText={altText}
      listClassName="flex flex-wrap gap-2"
      imageClassName="size-24 rounded-md border object-cover"
      testId="thread-photos"
    />
  );
}
