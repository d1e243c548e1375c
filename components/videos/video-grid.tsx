import type { VideoResult } from "@/lib/videos/types";
import { youtubeWatchUrl } from "@/lib/videos/links";

/** Video cards in 1, 2 or 4 columns; each opens the video's YouTube watch page in a new tab. */
export function VideoGrid({ videos, newTabLabel }: { videos: readonly VideoResult[]; newTabLabel: string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {videos.map((video) => (
        <li key={video.id}>
          <a
            href={youtubeWatchUrl(video.id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${video.title} ${newTabLabel}`}
            className="group block h-full overflow-hidden rounded-lg border border-border bg-background hover:bg-muted"
          >
            {/* Plain img: YouTube thumbnails are already sized, and this keeps next/image's remote config out of it. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- YouTube serves the thumbnail at this size, see above */}
            <img
              src={video.thumbnail}
              alt={video.title}
              width={320}
              height={180}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full bg-muted object-cover"
            />
            <span className="block p-3 text-sm font-medium leading-snug group-hover:underline">{video.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function VideoGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-lg border border-border">
            <div className="aspect-video w-full animate-pulse bg-muted" />
            <div className="m-3 h-4 w-3/4 animate-pulse rounded bg-muted" />
          </div>
        ))}
      </div>
    </div>
  );
}
