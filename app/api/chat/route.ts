import { parseOrThrow, readJsonBody, withApiErrors } from "@/lib/api";
import { getAssistantProvider } from "@/lib/ai/assistant";
import { CatalogueAssistant } from "@/lib/ai/catalogue-assistant";
import { streamAssistantReply, triage } from "@/lib/ai/chat-stream";
import { CHAT_LIMITS } from "@/lib/chat/limits";
import { ASSISTANT_MODE_HEADER, NDJSON_CONTENT_TYPE } from "@/lib/chat/protocol";
import { uploaderAddress } from "@/lib/photos/signing";
import { checkChatPhotos, loadChatPhotos } from "@/lib/photos/vision";
import { RATE_LIMITED_HEADER, tooManyRequestsFromRoute } from "@/lib/rate-limit/limiter";

import { postChatBodySchema } from "./schema";

export const runtime = "nodejs";

/**
 * POST /api/chat `{ categoryId, problemId?, messages, photoIds? }` -> 200 application/x-ndjson, one JSON event per line:
 *   {"type":"emergency","notice":{hazard,title,steps,...}}  the fixed emergency notice, first, when the last message describes one
 *   {"type":"delta","text":"..."}                       reply text, in order (an empty completion arrives as the spec's EMPTY_REPLY)
 *   {"type":"suggestions","problems":[{categoryId,problemId,title}]}   catalogue problems to offer as buttons (catalogue assistant only)
 *   {"type":"done"}                                      the reply is complete
 *   {"type":"error","message":AI_FAILURE}                the provider failed (before or after some deltas); nothing follows
 * Once the body is valid the answer is always a 200 stream, so provider failures (401, 429, 5xx, timeout,
 * a broken stream) arrive as an error event and are logged here. Invalid requests get 400/413 JSON
 * `{ message, errors? }`. The X-Assistant-Mode header says which provider answered (openai | catalogue).
 *
 * Over the per-minute limit (the proxy forwards such requests marked with RATE_LIMITED_HEADER): a message that
 * describes a hazard still gets 200 with the emergency notice and the catalogue's fixed follow-up, so the
 * client shows the card as on any other turn; anything else gets the usual 429 `{ message }` with Retry-After.
 * Triage is local and cheap (no model call); only the ordinary answer is refused.
 */
export const POST = withApiErrors("POST /api/chat", async (request) => {
  const limitedFor = request.headers.get(RATE_LIMITED_HEADER);
  if (limitedFor !== null) return answerOverLimit(request, limitedFor);
  const { photoIds: requested, ...body } = parseOrThrow(postChatBodySchema, await readJsonBody(request, CHAT_LIMITS.bodyBytes));
  // Only this client's own unattached photos of the last day (lib/photos/vision.ts), else 400 before any reply.
  const photoIds = await checkChatPhotos(requested, uploaderAddress(request.headers), body.locale);
  const provider = getAssistantProvider();
  // The photos are read only when a vision model asks for them, after triage has sent any emergency notice.
  const photos = photoIds.length > 0 ? { photoCount: photoIds.length, loadPhotos: () => loadChatPhotos(photoIds) } : {};
  const stream = streamAssistantReply(provider, { ...body, ...photos }, request.signal);
  return new Response(stream, {
    headers: {
      "Content-Type": NDJSON_CONTENT_TYPE,
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      [ASSISTANT_MODE_HEADER]: provider.name,
    },
  });
});

/** A client over the limit: the emergency notice if its words describe a hazard, else 429. */
async function answerOverLimit(request: Request, retryAfterSeconds: string): Promise<Response> {
  const parsed = postChatBodySchema.safeParse(await readJsonBody(request, CHAT_LIMITS.bodyBytes).catch(() => undefined));
  if (!parsed.success || !triage(parsed.data).hazard) return tooManyRequestsFromRoute(retryAfterSeconds);
  const provider = new CatalogueAssistant();
  return new Response(streamAssistantReply(provider, parsed.data, request.signal), {
    headers: { "Content-Type": NDJSON_CONTENT_TYPE, "Cache-Control": "no-store", [ASSISTANT_MODE_HEADER]: provider.name },
  });
}
