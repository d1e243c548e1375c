import "server-only";

import { serverEnv } from "@/lib/env/server";

import { CachedVideoSearch } from "./cached-video-search";
import { DataCachedVideoSearch } from "./shared-video-cache";
import type { VideoQuery, VideoResult, VideoSearch } from "./types";
import { YOUTUBE_DEFAULT_BASE_URL, YOUTUBE_DEFAULT_TIMEOUT_MS, YouTubeClient, type YouTubeClientOptions } from "./youtube-client";

/** Without a YouTube key there is no video search: an empty list, never made-up videos. */
class NoVideoSearch implements VideoSearch {
  readonly source = "none" as const;
  async search(_query: VideoQuery): Promise<VideoResult[]> {
    return [];
  }
}

export function youTubeOptionsFromEnv(): YouTubeClientOptions | undefined {
  const apiKey = serverEnv().YOUTUBE_API_KEY?.trim();
  if (!apiKey) return undefined;
  const env = serverEnv();
  return {
    apiKey,
    baseUrl: env.YOUTUBE_API_BASE_URL?.trim() || YOUTUBE_DEFAULT_BASE_URL,
    timeoutMs: env.YOUTUBE_TIMEOUT_MS ?? YOUTUBE_DEFAULT_TIMEOUT_MS,
  };
}

/** Whether tutorial videos come from YouTube; pages pass this to the client so it can link to YouTube instead. */
export function videosConfigured(): boolean {
  return youTubeOptionsFromEnv() !== undefined;
}

let cached: { key: string; search: VideoSearch } | undefined;

/** The configured video search, cached per configuration so its 5-minute result cache survives between requests. */
export function getVideoSearch(): VideoSearch {
  const options = youTubeOptionsFromEnv();
  const key = JSON.stringify(options ?? null);
  if (cached?.key !== key) {
    // In-process first (concurrent identical searches share one call), then Next's data cache, then YouTube.
    cached = { key, search: options ? new CachedVideoSearch(new DataCachedVideoSearch(new YouTubeClient(options))) : new NoVideoSearch() };
  }
  return cached.search;
}

export function resetVideoSearchForTests(): void {
  cached = undefined;
}
