import "server-only";

import apiMessages from "@/messages/en-US/api.json";

import { VideoSearchError, type VideoQuery, type VideoResult, type VideoSearch } from "./types";

export const YOUTUBE_DEFAULT_BASE_URL = "https://www.googleapis.com/youtube/v3";
export const YOUTUBE_DEFAULT_TIMEOUT_MS = 8000;
export const YOUTUBE_MAX_RESULTS = 8;

/** The texts the video panel shows in place of its generic error (messages/en-US/api.json). */
export const VIDEO_ERROR_MESSAGES = apiMessages.Api.video;

export interface YouTubeClientOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

interface YouTubeSearchItem {
  id?: { kind?: string; videoId?: string };
  snippet?: {
    title?: string;
    thumbnails?: Partial<Record<"default" | "medium" | "high", { url?: string }>>;
  };
}

interface YouTubeErrorBody {
  error?: {
    code?: number;
    message?: string;
    errors?: { reason?: string }[];
    details?: { reason?: string }[];
  };
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** YouTube returns snippet titles HTML-escaped ("Don&#39;t"); we send plain text and let React escape it. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const codePoint = body[1].toLowerCase() === "x" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(codePoint) && codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return namedEntities[body.toLowerCase()] ?? entity;
  });
}

/** Maps search items to our shape, keeping only real videos (never an invented id). */
export function toVideoResults(items: YouTubeSearchItem[] | undefined): VideoResult[] {
  return (items ?? []).flatMap((item) => {
    const id = item.id?.videoId;
    if (!id) return [];
    const thumbnails = item.snippet?.thumbnails;
    return [
      {
        id,
        title: decodeHtmlEntities(item.snippet?.title ?? ""),
        thumbnail: thumbnails?.medium?.url ?? thumbnails?.high?.url ?? thumbnails?.default?.url ?? "",
      },
    ];
  });
}

function reasonsOf(body: YouTubeErrorBody | undefined): string[] {
  const error = body?.error;
  return [...(error?.errors ?? []), ...(error?.details ?? [])].map((entry) => entry.reason ?? "").filter(Boolean);
}

/** The YouTube error reply as the status and message our API answers with. */
export function toVideoSearchError(status: number, body: YouTubeErrorBody | undefined): VideoSearchError {
  const reasons = reasonsOf(body);
  const reason = reasons.join(",") || `http_${status}`;
  const has = (pattern: RegExp) => reasons.some((candidate) => pattern.test(candidate));
  if (has(/^(quotaExceeded|dailyLimitExceeded|rateLimitExceeded|userRateLimitExceeded|RATE_LIMIT_EXCEEDED)$/)) {
    return new VideoSearchError(503, VIDEO_ERROR_MESSAGES.quota, reason);
  }
  if (has(/^(keyInvalid|keyExpired|API_KEY_INVALID|API_KEY_EXPIRED)$/) || (status === 400 && /api key not valid/i.test(body?.error?.message ?? ""))) {
    return new VideoSearchError(502, VIDEO_ERROR_MESSAGES.invalidKey, reason);
  }
  if (
    has(/^(accessNotConfigured|ipRefererBlocked|forbidden|SERVICE_DISABLED|API_KEY_SERVICE_BLOCKED|API_KEY_HTTP_REFERRER_BLOCKED|API_KEY_IP_ADDRESS_BLOCKED)$/)
  ) {
    return new VideoSearchError(502, VIDEO_ERROR_MESSAGES.keyNotAllowed, reason);
  }
  return new VideoSearchError(502, VIDEO_ERROR_MESSAGES.unavailable, reason);
}

/** YouTube Data API v3 search (GET /search), server side only: the key never leaves the server. */
export class YouTubeClient implements VideoSearch {
  readonly source = "youtube" as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: YouTubeClientOptions) {
    this.baseUrl = (options.baseUrl || YOUTUBE_DEFAULT_BASE_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? YOUTUBE_DEFAULT_TIMEOUT_MS;
  }

  async search(query: VideoQuery): Promise<VideoResult[]> {
    const params = new URLSearchParams({
      part: "snippet",
      type: "video",
      maxResults: String(YOUTUBE_MAX_RESULTS),
      safeSearch: "strict",
      q: query.q,
      regionCode: query.regionCode,
      key: this.options.apiKey,
    });
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let body: (YouTubeErrorBody & { items?: YouTubeSearchItem[] }) | undefined;
    try {
      response = await fetch(`${this.baseUrl}/search?${params}`, { headers: { Accept: "application/json" }, signal, cache: "no-store" });
      body = await response.json().catch((error: unknown) => {
        if (signal.aborted) throw error;
        return undefined;
      });
    } catch {
      // The URL carries the key, so neither it nor the raw error goes into the message.
      throw signal.aborted
        ? new VideoSearchError(504, VIDEO_ERROR_MESSAGES.timeout, "timeout")
        : new VideoSearchError(502, VIDEO_ERROR_MESSAGES.unavailable, "network");
    }
    if (!response.ok) throw toVideoSearchError(response.status, body);
    if (!body || !Array.isArray(body.items)) throw new VideoSearchError(502, VIDEO_ERROR_MESSAGES.unavailable, "bad_response");
    return toVideoResults(body.items);
  }
}
