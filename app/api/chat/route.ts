import { parseOrThrow, readJsonBody, withApiErrors } from "@/lib/api";
import { getAssistantProvider } from "@/lib/ai/assistant";
import { streamAssistantReply } from "@/lib/ai/chat-stream";
import { CHAT_LIMITS } from "@/lib/chat/limits";
import { ASSISTANT_MODE_HEADER, NDJSON_CONTENT_TYPE } from "@/lib/chat/protocol";

import { postChatBodySchema } from "./schema";

export const runtime = "nodejs";

/**
 * POST /api/chat `{ categoryId, problemId?, messages }` -> 200 application/x-ndjson, one JSON event per line:
 *   {"type":"emergency","notice":{hazard,title,steps,...}}  the fixed emergency notice, first, when the last message describes one
 *   {"type":"delta","text":"..."}                       reply text, in order (an empty completion arrives as the spec's EMPTY_REPLY)
 *   {"type":"suggestions","problems":[{categoryId,problemId,title}]}   catalogue problems to offer as buttons (catalogue assistant only)
 *   {"type":"done"}                                      the reply is complete
 *   {"type":"error","message":AI_FAILURE}                the provider failed (before or after some deltas); nothing follows
 * Once the body is valid the answer is always a 200 stream, so provider failures (401, 429, 5xx, timeout,
 * a broken stream) arrive as an error event and are logged here. Invalid requests get 400/413 JSON
 * `{ message, errors? }`. The X-Assistant-Mode header says which provider answered (openai | catalogue).
 */
export const POST = withApiErrors("POST /api/chat", async (request) => {
  const body = parseOrThrow(postChatBodySchema, await readJsonBody(request, CHAT_LIMITS.bodyBytes));
  const provider = getAssistantProvider();
  const stream = streamAssistantReply(provider, body, request.signal);
  return new Response(stream, {
    headers: {
      "Content-Type": NDJSON_CONTENT_TYPE,
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      [ASSISTANT_MODE_HEADER]: provider.name,
    },
  });
});
