import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";

import { CachedVideoSearch } from "@/lib/videos/cached-video-search";
import { DataCachedVideoSearch, VIDEO_DATA_CACHE_SECONDS, type DataCache } from "@/lib/videos/shared-video-cache";
import { youtubeSearchUrl, youtubeWatchUrl } from "@/lib/videos/links";
import { TtlLruCache } from "@/lib/videos/ttl-cache";
import { VideoSearchError } from "@/lib/videos/types";
import { VIDEO_ERROR_MESSAGES, YouTubeClient, decodeHtmlEntities } from "@/lib/videos/youtube-client";

import { startYouTubeStub, youtubeReplies, type YouTubeStub } from "../support/youtube-stub";

const API_KEY = "AIza-test-youtube-key";
let stub: YouTubeStub;

beforeAll(async () => {
  stub = await startYouTubeStub();
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  stub.requests.length = 0;
});

function client(timeoutMs = 5000) {
  return new YouTubeClient({ apiKey: API_KEY, baseUrl: stub.baseUrl, timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<VideoSearchError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VideoSearchError);
  return error as VideoSearchError;
}

describe("YouTubeClient against a local stand-in of the Data API", () => {
  it("searches with the spec's parameters and maps items to { id, title, thumbnail }", async () => {
    stub.reply(
      youtubeReplies.ok([
        { id: "abc123def45", title: "How to Fix a Leaky Faucet &amp; Save Water" },
        { id: "zyx987wvu65", title: "Don&#39;t Call a Plumber: &quot;Easy&quot; Fix &#x2013; Part 1" },
      ]),
    );
    const videos = await client().search({ q: "Plumbing Leaky Faucet", regionCode: "US" });
    expect(videos).toEqual([
      { id: "abc123def45", title: "How to Fix a Leaky Faucet & Save Water", thumbnail: "https://i.ytimg.com/vi/abc123def45/mqdefault.jpg" },
      { id: "zyx987wvu65", title: 'Don\'t Call a Plumber: "Easy" Fix \u2013 Part 1', thumbnail: "https://i.ytimg.com/vi/zyx987wvu65/mqdefault.jpg" },
    ]);

    const [params] = stub.requests;
    expect(Object.fromEntries(params)).toEqual({
      part: "snippet",
      type: "video",
      maxResults: "8",
      safeSearch: "strict",
      q: "Plumbing Leaky Faucet",
      regionCode: "US",
      key: API_KEY,
    });
  });

  it("falls back to the high, then the default thumbnail", async () => {
    stub.reply(
      youtubeReplies.ok([
        { id: "onlyHigh001", title: "A", thumbnails: { high: { url: "https://i.ytimg.com/vi/onlyHigh001/hqdefault.jpg" } } },
        { id: "onlyDflt001", title: "B", thumbnails: { default: { url: "https://i.ytimg.com/vi/onlyDflt001/default.jpg" } } },
      ]),
    );
    const videos = await client().search({ q: "thumbs", regionCode: "US" });
    expect(videos.map((video) => video.thumbnail)).toEqual([
      "https://i.ytimg.com/vi/onlyHigh001/hqdefault.jpg",
      "https://i.ytimg.com/vi/onlyDflt001/default.jpg",
    ]);
  });

  it("returns an empty list when YouTube finds nothing", async () => {
    stub.reply(youtubeReplies.ok([]));
    await expect(client().search({ q: "nothing at all", regionCode: "US" })).resolves.toEqual([]);
  });

  it("turns quotaExceeded into 503 with a try-later message", async () => {
    stub.reply(youtubeReplies.error(403, "quotaExceeded", "The request cannot be completed because you have exceeded your quota."));
    const error = await failure(client().search({ q: "furnace", regionCode: "US" }));
    expect(error.status).toBe(503);
    expect(error.message).toBe("Video search is over its daily quota. Please try again later.");
  });

  it("turns an invalid key (legacy keyInvalid reason) into 502 misconfigured", async () => {
    stub.reply(youtubeReplies.error(400, "keyInvalid", "Bad Request"));
    const error = await failure(client().search({ q: "furnace", regionCode: "US" }));
    expect(error.status).toBe(502);
    expect(error.message).toBe("Video search is misconfigured (invalid API key).");
  });

  it("turns an invalid key (API_KEY_INVALID detail) into 502 misconfigured", async () => {
    stub.reply(youtubeReplies.error(400, "badRequest", "API key not valid. Please pass a valid API key.", [{ reason: "API_KEY_INVALID" }]));
    const error = await failure(client().search({ q: "furnace", regionCode: "US" }));
    expect(error).toMatchObject({ status: 502, message: VIDEO_ERROR_MESSAGES.invalidKey });
  });

  it("turns other failures into 502 unavailable", async () => {
    stub.reply(youtubeReplies.error(500, "backendError", "Backend Error"));
    const error = await failure(client().search({ q: "furnace", regionCode: "US" }));
    expect(error).toMatchObject({ status: 502, message: "Video search is unavailable right now." });
  });

  it("times out when YouTube does not answer", async () => {
    stub.reply(youtubeReplies.hang());
    const started = Date.now();
    const error = await failure(client(300).search({ q: "furnace", regionCode: "US" }));
    expect(error).toMatchObject({ status: 504, message: VIDEO_ERROR_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("never puts the key into an error message", async () => {
    const unreachable = new YouTubeClient({ apiKey: API_KEY, baseUrl: "http://127.0.0.1:1/youtube/v3", timeoutMs: 2000 });
    const error = await failure(unreachable.search({ q: "furnace", regionCode: "US" }));
    expect(error.message).not.toContain(API_KEY);
    expect(error.status).toBe(502);
  });
});

describe("CachedVideoSearch", () => {
  it("answers a repeated search from the cache without calling YouTube again", async () => {
    stub.reply(youtubeReplies.ok([{ id: "cached00001", title: "Cached" }]));
    const search = new CachedVideoSearch(client());
    const first = await search.search({ q: "HVAC Frozen Coil", regionCode: "US" });
    const second = await search.search({ q: "  hvac   frozen coil ", regionCode: "us" });
    expect(second).toEqual(first);
    expect(stub.requests).toHaveLength(1);
  });

  it("keeps regions apart", async () => {
    stub.reply(youtubeReplies.ok([{ id: "region00001", title: "Region" }]));
    const search = new CachedVideoSearch(client());
    await search.search({ q: "sump pump", regionCode: "US" });
    await search.search({ q: "sump pump", regionCode: "GB" });
    expect(stub.requests.map((params) => params.get("regionCode"))).toEqual(["US", "GB"]);
  });

  it("shares one upstream call between concurrent identical searches", async () => {
    stub.reply(youtubeReplies.ok([{ id: "concurrent1", title: "Concurrent" }]));
    const search = new CachedVideoSearch(client());
    await Promise.all([1, 2, 3].map(() => search.search({ q: "gfci reset", regionCode: "US" })));
    expect(stub.requests).toHaveLength(1);
  });

  it("does not cache failures", async () => {
    const search = new CachedVideoSearch(client());
    stub.reply(youtubeReplies.error(500, "backendError", "Backend Error"));
    await failure(search.search({ q: "water heater", regionCode: "US" }));
    stub.reply(youtubeReplies.ok([{ id: "recovered01", title: "Recovered" }]));
    await expect(search.search({ q: "water heater", regionCode: "US" })).resolves.toHaveLength(1);
    expect(stub.requests).toHaveLength(2);
  });

  it("expires entries after five minutes", async () => {
    let now = 0;
    stub.reply(youtubeReplies.ok([{ id: "expiring001", title: "Expiring" }]));
    const search = new CachedVideoSearch(client(), { now: () => now });
    await search.search({ q: "breaker", regionCode: "US" });
    now += 5 * 60 * 1000 - 1;
    await search.search({ q: "breaker", regionCode: "US" });
    expect(stub.requests).toHaveLength(1);
    now += 2;
    await search.search({ q: "breaker", regionCode: "US" });
    expect(stub.requests).toHaveLength(2);
  });
});

describe("video helpers", () => {
  it("bounds the cache by evicting the least recently used entry", () => {
    const cache = new TtlLruCache<number>(2, 1000);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it("decodes the HTML entities YouTube puts in titles", () => {
    expect(decodeHtmlEntities("Tom &amp; Jerry&#39;s &lt;DIY&gt; &quot;fix&quot; &#128295; &unknown;")).toBe('Tom & Jerry\'s <DIY> "fix" \u{1F527} &unknown;');
  });

  it("links to YouTube's own search and watch pages", () => {
    expect(youtubeSearchUrl(" Plumbing Leaky Faucet ")).toBe("https://www.youtube.com/results?search_query=Plumbing%20Leaky%20Faucet");
    expect(youtubeWatchUrl("abc123def45")).toBe("https://www.youtube.com/watch?v=abc123def45");
  });
});

/**
 * Next's own data cache behind unstable_cache, as a production server sets it up (an in-memory IncrementalCache with
 * isrFlushToDisk off, next.config.ts), installed where unstable_cache looks outside a request.
 */
function installNextDataCache(): () => void {
  const holder = globalThis as typeof globalThis & { __incrementalCache?: unknown };
  const saved = holder.__incrementalCache;
  holder.__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: false,
    serverDistDir: path.join(tmpdir(), "fixpilot-no-disk-cache"),
    requestHeaders: {},
    maxMemoryCacheSize: 10 * 1024 * 1024,
    fetchCacheKeyPrefix: "",
    minimalMode: false,
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: "test", previewModeSigningKey: "", previewModeEncryptionKey: "" },
    },
    previewProps: { previewModeId: "test", previewModeSigningKey: "", previewModeEncryptionKey: "" },
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
  return () => {
    holder.__incrementalCache = saved;
  };
}

describe("DataCachedVideoSearch through Next's real unstable_cache", () => {
  let uninstall: () => void;
  beforeAll(() => {
    uninstall = installNextDataCache();
  });
  afterAll(() => uninstall());

  it("answers a second instance's equal search from the data cache, and never keeps a failure", async () => {
    stub.reply(youtubeReplies.ok([{ id: "nextcache01", title: "From Next's cache" }]));
    // Two instances sharing one data cache, as two servers behind one cache handler would.
    const [a, b] = [new DataCachedVideoSearch(client()), new DataCachedVideoSearch(client())];
    const first = await a.search({ q: "Next Cache Probe", regionCode: "US" });
    const second = await b.search({ q: " next  cache probe", regionCode: "us" });
    expect(first).toEqual([expect.objectContaining({ id: "nextcache01" })]);
    expect(second).toEqual(first);
    expect(stub.requests).toHaveLength(1);

    stub.reply(youtubeReplies.error(403, "quotaExceeded", "The request cannot be completed because you have exceeded your quota."));
    await failure(a.search({ q: "Next Cache Failure", regionCode: "US" }));
    stub.reply(youtubeReplies.ok([{ id: "nextcache02", title: "After the failure" }]));
    expect(await b.search({ q: "next cache failure", regionCode: "US" })).toEqual([expect.objectContaining({ id: "nextcache02" })]);
    expect(stub.requests).toHaveLength(3);
  });
});

describe("DataCachedVideoSearch (Next's data cache, shared between instances)", () => {
  /** The data cache's contract: one stored result per key parts, failures not stored. */
  function fakeDataCache() {
    const entries = new Map<string, unknown>();
    const calls: Array<{ keyParts: string[]; revalidate: number; tags: string[] }> = [];
    const cache: DataCache = (fn, keyParts, options) => {
      calls.push({ keyParts, ...options });
      return async () => {
        const key = JSON.stringify(keyParts);
        if (!entries.has(key)) entries.set(key, await fn());
        return entries.get(key) as Awaited<ReturnType<typeof fn>>;
      };
    };
    return { cache, calls };
  }

  it("keys each search by its normalized query and region, kept for hours", async () => {
    stub.reply(youtubeReplies.ok([{ id: "shared00001", title: "Shared" }]));
    const { cache, calls } = fakeDataCache();
    // Two instances, one shared data cache.
    const [a, b] = [new DataCachedVideoSearch(client(), cache), new DataCachedVideoSearch(client(), cache)];
    const first = await a.search({ q: "HVAC Frozen Coil", regionCode: "US" });
    const second = await b.search({ q: " hvac  frozen coil", regionCode: "us" });
    expect(second).toEqual(first);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.get("q")).toBe("hvac frozen coil");
    expect(calls[0]).toEqual({ keyParts: ["youtube-videos", "US|hvac frozen coil"], revalidate: VIDEO_DATA_CACHE_SECONDS, tags: ["youtube-videos"] });
    expect(VIDEO_DATA_CACHE_SECONDS).toBeGreaterThanOrEqual(3600);
  });

  it("does not keep a failure", async () => {
    const { cache } = fakeDataCache();
    const search = new DataCachedVideoSearch(client(), cache);
    stub.reply(youtubeReplies.error(500, "backendError", "Backend Error"));
    await failure(search.search({ q: "sump pump", regionCode: "US" }));
    stub.reply(youtubeReplies.ok([{ id: "recovered02", title: "Recovered" }]));
    await expect(search.search({ q: "sump pump", regionCode: "US" })).resolves.toHaveLength(1);
  });

  it("runs uncached outside a Next server, where there is no data cache", async () => {
    stub.reply(youtubeReplies.ok([{ id: "nocache0001", title: "No cache" }]));
    await expect(new DataCachedVideoSearch(client()).search({ q: "gfci", regionCode: "US" })).resolves.toHaveLength(1);
  });
});
