import { ApiError, parseOrThrow, withApiErrors } from "@/lib/api";
import { VIDEO_SOURCE_HEADER, VideoSearchError } from "@/lib/videos/types";
import { VIDEO_CACHE_CONTROL } from "@/lib/videos/shared-video-cache";
import { getVideoSearch } from "@/lib/videos/video-search";
import { videoQuerySchema } from "@/lib/validation/videos";

export const runtime = "nodejs";

/**
 * GET /api/youtube-videos?q=&regionCode=US -> 200 `[{ id, title, thumbnail }]`, cacheable for 5 minutes in
 * browsers and an hour in shared caches (CDNs), which may serve it stale for a day while they fetch a fresh one.
 * X-Video-Source says where results come from: "youtube", or "none" when no YOUTUBE_API_KEY is set (then the
 * list is always empty and the UI links to a YouTube search instead). YouTube failures answer 502/503/504
 * `{ message }` with a message the UI can show; a missing or bad query answers 400.
 */
export const GET = withApiErrors("GET /api/youtube-videos", async (request) => {
  const params = new URL(request.url).searchParams;
  const query = parseOrThrow(videoQuerySchema, {
    q: params.get("q") ?? undefined,
    regionCode: params.get("regionCode") || undefined,
  });
  const search = getVideoSearch();
  if (search.source === "none") {
    return Response.json([], { headers: { [VIDEO_SOURCE_HEADER]: "none", "Cache-Control": "no-store" } });
  }
  try {
    const videos = await search.search(query);
    return Response.json(videos, { headers: { [VIDEO_SOURCE_HEADER]: search.source, "Cache-Control": VIDEO_CACHE_CONTROL } });
  } catch (error) {
    if (!(error instanceof VideoSearchError)) throw error;
    console.error("[videos] YouTube search failed:", { status: error.status, reason: error.reason });
    throw new ApiError(error.status, error.message, undefined, { [VIDEO_SOURCE_HEADER]: search.source });
  }
});
