import { unstable_cache } from "next/cache";

import { videoCacheKey } from "./cached-video-search";
import type { VideoQuery, VideoResult, VideoSearch, VideoSource } from "./types";

/** How long a search's results are shared between instances: the queries are few and fixed, YouTube quota is not. */
export const VIDEO_DATA_CACHE_SECONDS = 6 * 60 * 60;

/** Browsers keep an answer 5 minutes (the spec); shared caches an hour, then serve it stale up to a day while refreshing. */
export const VIDEO_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";

/** Next's data cache, or a stand-in with its contract (tests): wraps `fn` so calls with equal keys share a result. */
export type DataCache = <T>(fn: () => Promise<T>, keyParts: string[], options: { revalidate: number; tags: string[] }) => () => Promise<T>;

// unstable_cache rather than "use cache": the latter needs cacheComponents, which would change how every page
// of this app renders. On Vercel (and any host with a shared cache handler) one instance's search serves them
// all; on a container it is kept in memory (next.config.ts isrFlushToDisk: false). Failures are never cached.
// Outside a Next server (Jest, scripts) there is no data cache: the search runs uncached.
const nextDataCache: DataCache = (fn, keyParts, options) => {
  const cached = unstable_cache(fn, keyParts, options);
  return () =>
    cached().catch((error: unknown) => {
      if (error instanceof Error && error.message.includes("incrementalCache missing")) return fn();
      throw error;
    });
};

/** Video searches through Next's data cache, keyed by the normalized query and region. */
export class DataCachedVideoSearch implements VideoSearch {
  readonly source: VideoSource;

  constructor(
    private readonly inner: VideoSearch,
    private readonly cache: DataCache = nextDataCache,
  ) {
    this.source = inner.source;
  }

  search(query: VideoQuery): Promise<VideoResult[]> {
    const key = videoCacheKey(query);
    const [regionCode, q] = key.split("|") as [string, string];
    return this.cache(() => this.inner.search({ q, regionCode }), ["youtube-videos", key], {
      revalidate: VIDEO_DATA_CACHE_SECONDS,
      tags: ["youtube-videos"],
    })();
  }
}
