import { TtlLruCache } from "./ttl-cache";
import type { VideoQuery, VideoResult, VideoSearch, VideoSource } from "./types";

export const VIDEO_CACHE_TTL_MS = 5 * 60 * 1000;
export const VIDEO_CACHE_MAX_ENTRIES = 500;

/** The same search in any letter case or spacing is one cache entry. */
export function videoCacheKey(query: VideoQuery): string {
  return `${query.regionCode.toUpperCase()}|${query.q.trim().replace(/\s+/g, " ").toLowerCase()}`;
}

/**
 * Caches successful searches for 5 minutes (the spec's video cache) and lets concurrent identical
 * searches share one upstream call, since every search costs YouTube quota. Failures are not cached.
 */
export class CachedVideoSearch implements VideoSearch {
  readonly source: VideoSource;
  private readonly cache: TtlLruCache<VideoResult[]>;
  private readonly inFlight = new Map<string, Promise<VideoResult[]>>();

  constructor(
    private readonly inner: VideoSearch,
    options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {
    this.source = inner.source;
    this.cache = new TtlLruCache(options.maxEntries ?? VIDEO_CACHE_MAX_ENTRIES, options.ttlMs ?? VIDEO_CACHE_TTL_MS, options.now);
  }

  async search(query: VideoQuery): Promise<VideoResult[]> {
    const key = videoCacheKey(query);
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.inner
        .search(query)
        .then((videos) => {
          this.cache.set(key, videos);
          return videos;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }
}
