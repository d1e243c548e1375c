/** One tutorial video (spec section 3). */
export interface VideoResult {
  id: string;
  title: string;
  thumbnail: string;
}

/** "youtube": results come from the YouTube Data API; "none": no video search is configured. */
export type VideoSource = "youtube" | "none";

/** Response header of GET /api/youtube-videos naming the source, so the UI can offer a YouTube link instead of an empty grid. */
export const VIDEO_SOURCE_HEADER = "X-Video-Source";

export interface VideoQuery {
  q: string;
  regionCode: string;
}

export interface VideoSearch {
  readonly source: VideoSource;
  search(query: VideoQuery): Promise<VideoResult[]>;
}

/** A video search failure with the HTTP status and the message the UI shows ("Unable to load tutorial videos" + message). */
export class VideoSearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** For the log: the provider's reason, e.g. "quotaExceeded". */
    readonly reason?: string,
  ) {
    super(message);
    this.name = "VideoSearchError";
  }
}
