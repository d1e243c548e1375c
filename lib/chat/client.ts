// Browser-side reader of POST /api/chat (NDJSON events, see app/api/chat/route.ts). No secrets here.
import type { EmergencyNotice } from "@/lib/emergency/hazards";
import { throwIfNotOk } from "@/lib/http";

import { AI_FAILURE } from "./failure-messages";
import { capHistory } from "./limits";
import { ASSISTANT_MODE_HEADER, parseEvent } from "./protocol";
import type { AssistantMode, ChatMessage, ProblemSuggestion } from "./types";
import type { AppLocale } from "@/i18n/locales";

export interface ChatRequestBody {
  categoryId: string;
  problemId?: string;
  /** The page's language ("en-US", "es-US"): the reply, the triage and the emergency card follow it. */
  locale?: AppLocale;
  messages: ChatMessage[];
  /** Photos uploaded beside the chat (POST /api/photos), sent with every question of the conversation. */
  photoIds?: string[];
}

export interface StreamChatOptions {
  signal?: AbortSignal;
  /** Called with each piece of reply text as it arrives, and the text so far. */
  onDelta?: (text: string, soFar: string) => void;
  /** Called at once with the server's fixed emergency notice, before any reply text (and even if the reply then fails). */
  onEmergency?: (notice: EmergencyNotice) => void;
  /** Defaults to "/api/chat". */
  endpoint?: string;
}

export interface ChatReply {
  text: string;
  suggestions: ProblemSuggestion[];
  mode: AssistantMode | undefined;
  emergency?: EmergencyNotice;
}

/** The assistant failed mid-way or before answering; `message` is the text to show (the spec's AI_FAILURE). */
export class ChatStreamError extends Error {
  constructor(
    message: string,
    readonly partialText: string,
  ) {
    super(message);
    this.name = "ChatStreamError";
  }
}

/**
 * Sends the conversation (trimmed to the server's limits) and reads the streamed reply.
 * Throws HttpError ("<status>: <body>") for a non-ok reply, ChatStreamError when the assistant fails,
 * and the fetch AbortError when `signal` aborts.
 */
export async function streamChat(body: ChatRequestBody, options: StreamChatOptions = {}): Promise<ChatReply> {
  const response = await fetch(options.endpoint ?? "/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
    body: JSON.stringify({ ...body, messages: capHistory(body.messages) }),
    credentials: "include",
    signal: options.signal,
  });
  await throwIfNotOk(response);
  const mode = (response.headers.get(ASSISTANT_MODE_HEADER) ?? undefined) as AssistantMode | undefined;
  if (!response.body) throw new ChatStreamError(AI_FAILURE, "");

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let suggestions: ProblemSuggestion[] = [];
  let emergency: EmergencyNotice | undefined;
  let buffered = "";

  const handle = (line: string): boolean => {
    const event = parseEvent(line);
    if (!event) return false;
    switch (event.type) {
      case "emergency":
        emergency = event.notice;
        options.onEmergency?.(event.notice);
        return false;
      case "delta":
        text += event.text;
        options.onDelta?.(event.text, text);
        return false;
      case "suggestions":
        suggestions = event.problems;
        return false;
      case "error":
        throw new ChatStreamError(event.message || AI_FAILURE, text);
      case "done":
        return true;
      default:
        return false;
    }
  };

  try {
    for (;;) {
      const { value, done } = await reader.read().catch((error: unknown) => {
        if (options.signal?.aborted) throw error;
        throw new ChatStreamError(AI_FAILURE, text);
      });
      if (done) break;
      buffered += value;
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) if (handle(line)) return { text, suggestions, mode, emergency };
    }
    if (handle(buffered)) return { text, suggestions, mode, emergency };
  } finally {
    reader.cancel().catch(() => undefined);
  }
  // The connection closed before "done": the reply is incomplete.
  throw new ChatStreamError(AI_FAILURE, text);
}
