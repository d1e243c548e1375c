import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";

import { GET } from "@/app/api/youtube-videos/route";
import { resetServerEnvForTests } from "@/lib/env/server";
import { resetVideoSearchForTests, videosConfigured } from "@/lib/videos/video-search";

import { startYouTubeStub, youtubeReplies, type YouTubeStub } from "../support/youtube-stub";

const API_KEY = "AIza-route-test-key";

function getVideos(query: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/youtube-videos?${query}`));
}

let consoleError: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  delete process.env.YOUTUBE_API_KEY;
  delete process.env.YOUTUBE_API_BASE_URL;
  delete process.env.YOUTUBE_TIMEOUT_MS;
  resetServerEnvForTests();
  resetVideoSearchForTests();
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe("GET /api/youtube-videos without YOUTUBE_API_KEY", () => {
  it("answers an empty list marked as having no video source", async () => {
    expect(videosConfigured()).toBe(false);
    const response = await getVideos("q=HVAC%20No%20Heat&regionCode=US");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-video-source")).toBe("none");
    expect(await response.json()).toEqual([]);
  });

  it("still validates the query", async () => {
    expect((await getVideos("regionCode=US")).status).toBe(400);
  });
});

describe("GET /api/youtube-videos with YouTube configured", () => {
  let stub: YouTubeStub;

  beforeAll(async () => {
    stub = await startYouTubeStub();
  });

  afterAll(async () => {
    await stub.close();
  });

  beforeEach(() => {
    stub.requests.length = 0;
    process.env.YOUTUBE_API_KEY = API_KEY;
    process.env.YOUTUBE_API_BASE_URL = stub.baseUrl;
    process.env.YOUTUBE_TIMEOUT_MS = "300";
    resetServerEnvForTests();
  });

  it("answers the videos as an array, cacheable for five minutes in browsers and longer in shared caches", async () => {
    expect(videosConfigured()).toBe(true);
    stub.reply(youtubeReplies.ok([{ id: "vid00000001", title: "Fix a Running Toilet &amp; Save" }]));
    const response = await getVideos("q=Plumbing%20Running%20Toilet&regionCode=US");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-video-source")).toBe("youtube");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
    expect(await response.json()).toEqual([
      { id: "vid00000001", title: "Fix a Running Toilet & Save", thumbnail: "https://i.ytimg.com/vi/vid00000001/mqdefault.jpg" },
    ]);
  });

  it("serves a repeated search from its cache", async () => {
    stub.reply(youtubeReplies.ok([{ id: "vid00000002", title: "Cached" }]));
    await (await getVideos("q=Electrical%20GFCI%20Issues")).json();
    const again = await getVideos("q=electrical%20gfci%20issues&regionCode=US");
    expect(await again.json()).toEqual([expect.objectContaining({ id: "vid00000002" })]);
    expect(stub.requests).toHaveLength(1);
  });

  it("defaults the region to US and upper-cases a given one", async () => {
    stub.reply(youtubeReplies.ok([]));
    await getVideos("q=region%20default");
    await getVideos("q=region%20given&regionCode=gb");
    expect(stub.requests.map((params) => params.get("regionCode"))).toEqual(["US", "GB"]);
  });

  it.each([
    ["a missing q", "regionCode=US"],
    ["a blank q", "q=%20%20&regionCode=US"],
    ["a q over 200 characters", `q=${"a".repeat(201)}`],
    ["a region that is not two letters", "q=furnace&regionCode=USA"],
  ])("answers 400 { message } for %s without calling YouTube", async (_name, query) => {
    const response = await getVideos(query);
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { message: unknown }).message).toBe("string");
    expect(stub.requests).toHaveLength(0);
  });

  it.each([
    ["over quota", youtubeReplies.error(403, "quotaExceeded", "quota"), 503, "Video search is over its daily quota. Please try again later."],
    ["an invalid key", youtubeReplies.error(400, "keyInvalid", "Bad Request"), 502, "Video search is misconfigured (invalid API key)."],
    ["a server error", youtubeReplies.error(500, "backendError", "Backend Error"), 502, "Video search is unavailable right now."],
    ["a timeout", youtubeReplies.hang(), 504, "Video search took too long to answer. Please try again."],
  ])("answers YouTube being %s with a clear message", async (name, handler, status, message) => {
    stub.reply(handler);
    const response = await getVideos(`q=${encodeURIComponent(`failure ${name}`)}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain(API_KEY);
  });
});
