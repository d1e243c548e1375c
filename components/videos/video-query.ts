// The tutorial-video request (spec section 7): GET /api/youtube-videos, cached 5 minutes, retried once.
import { HttpError, throwIfNotOk } from "@/lib/http";
import { VIDEO_SOURCE_HEADER, type VideoResult, type VideoSource } from "@/lib/videos/types";

export const VIDEO_CACHE_MS = 5 * 60 * 1000;

export interface TutorialVideos {
  videos: VideoResult[];
  /** "none" means no video search is configured on the server: link to a YouTube search instead. */
  source: VideoSource;
}

/** A failure with the text the error state shows under its heading. */
export class VideoLoadError extends Error {
  constructor(
    message: string,
    /** The server's own explanation (its JSON `message`), shown in place of the generic text. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "VideoLoadError";
  }
}

export const FETCH_VIDEOS_FAILED = "Failed to fetch videos";

export function videosUrl(query: string): string {
  return `/api/youtube-videos?q=${encodeURIComponent(query)}&regionCode=US`;
}

export async function fetchTutorialVideos(query: string, signal?: AbortSignal): Promise<TutorialVideos> {
  let response: Response;
  try {
    response = await fetch(videosUrl(query), { credentials: "include", signal });
    await throwIfNotOk(response);
  } catch (error) {
    if (error instanceof HttpError) throw new VideoLoadError(error.message, error.serverMessage);
    if (signal?.aborted) throw error;
    throw new VideoLoadError(FETCH_VIDEOS_FAILED);
  }
  const source = response.headers.get(VIDEO_SOURCE_HEADER) === "none" ? "none" : "youtube";
  const body = (await response.json().catch(() => null)) as unknown;
  if (!Array.isArray(body)) throw new VideoLoadError(FETCH_VIDEOS_FAILED);
  return { source, videos: body as VideoResult[] };
}

export function videoQueryOptions(query: string) {
  return {
    queryKey: ["videos", query] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchTutorialVideos(query, signal),
    retry: 1,
    staleTime: VIDEO_CACHE_MS,
    gcTime: VIDEO_CACHE_MS,
    refetchOnWindowFocus: false,
  };
}
