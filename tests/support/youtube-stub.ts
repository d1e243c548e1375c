// A local stand-in for the YouTube Data API v3: GET /youtube/v3/search with the real reply and error
// shapes, started by the test on 127.0.0.1 and a free port.
import { createServer, type ServerResponse } from "node:http";
import { listenOnLoopback } from "./loopback-server";

export interface YouTubeStub {
  /** Pass as YOUTUBE_API_BASE_URL / baseUrl. */
  baseUrl: string;
  /** The query parameters of every request received. */
  requests: URLSearchParams[];
  reply(handler: StubReply): void;
  close(): Promise<void>;
}

export type StubReply = (response: ServerResponse, params: URLSearchParams) => void;

export interface StubVideo {
  id: string;
  title: string;
  thumbnails?: Partial<Record<"default" | "medium" | "high", { url: string; width?: number; height?: number }>>;
}

export async function startYouTubeStub(): Promise<YouTubeStub> {
  const requests: URLSearchParams[] = [];
  let handler: StubReply = youtubeReplies.ok([]);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    if (request.method !== "GET" || url.pathname !== "/youtube/v3/search") {
      youtubeReplies.error(404, "notFound", "Not Found")(response, url.searchParams);
      return;
    }
    requests.push(url.searchParams);
    handler(response, url.searchParams);
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    requests,
    reply(next) {
      handler = next;
    },
    close,
  };
}

export const youtubeReplies = {
  ok(videos: StubVideo[]): StubReply {
    return (response, params) => {
      response.writeHead(200, { "Content-Type": "application/json; charset=UTF-8" });
      response.end(
        JSON.stringify({
          kind: "youtube#searchListResponse",
          etag: "stub",
          regionCode: params.get("regionCode") ?? "US",
          pageInfo: { totalResults: videos.length, resultsPerPage: 8 },
          items: videos.map((video) => ({
            kind: "youtube#searchResult",
            etag: "stub",
            id: { kind: "youtube#video", videoId: video.id },
            snippet: {
              publishedAt: "2024-01-01T00:00:00Z",
              channelId: "UCstub",
              title: video.title,
              description: "",
              thumbnails: video.thumbnails ?? {
                default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
                medium: { url: `https://i.ytimg.com/vi/${video.id}/mqdefault.jpg`, width: 320, height: 180 },
                high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
              },
              channelTitle: "Stub Channel",
              liveBroadcastContent: "none",
            },
          })),
        }),
      );
    };
  },

  /** Google's error shape, e.g. 403 quotaExceeded (domain youtube.quota) or 400 keyInvalid. */
  error(status: number, reason: string, message: string, details: { reason: string }[] = []): StubReply {
    return (response) => {
      response.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
      response.end(
        JSON.stringify({
          error: { code: status, message, errors: [{ message, domain: "global", reason }], ...(details.length ? { details } : {}) },
        }),
      );
    };
  },

  hang(): StubReply {
    return () => undefined;
  },
};
