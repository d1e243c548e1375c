// One free-text question to POST /api/chat, as the chat shows it: a draft that grows while the reply
// streams, then the finished message, or the spec's failure texts.
import type { AssistantMode, ChatMessage } from "@/lib/chat/types";
import type { EmergencyNotice } from "@/lib/emergency/hazards";

import type { ChatScript } from "./chat-script";
import { toChatHistory, type UiMessage } from "./chat-state";

export interface StreamReplyInput {
  script: Pick<ChatScript, "categoryId" | "locale" | "problem" | "failure" | "emptyReply">;
  messages: readonly UiMessage[];
  /** The conversation's uploaded photos; omitted from the request when there are none. */
  photoIds?: readonly string[];
  signal: AbortSignal;
  /** The reply waits at least this long ('Thinking...') before its first words show. */
  minDelayMs: number;
  onDraft(text: string): void;
  /** The server's emergency notice: shown at once, ahead of the reply and of any failure text. */
  onEmergency(notice: EmergencyNotice): void;
}

export interface StreamedAnswer {
  message: ChatMessage;
  extra?: Partial<UiMessage>;
  /** Which assistant answered, from the reply's X-Assistant-Mode header. */
  mode?: AssistantMode;
}

/** Resolves with the assistant message to add, or null when the request was aborted (the page went away). */
export async function streamReply({ script, messages, photoIds, signal, minDelayMs, onDraft, onEmergency }: StreamReplyInput): Promise<StreamedAnswer | null> {
  let ready = false;
  let latest = "";
  const delay = new Promise<void>((resolve) =>
    setTimeout(() => {
      ready = true;
      if (latest) onDraft(latest);
      resolve();
    }, minDelayMs),
  );
  try {
    // Loaded on the first question: most visitors only use the scripted buttons.
    const { streamChat } = await import("@/lib/chat/client");
    const reply = await streamChat(
      {
        categoryId: script.categoryId,
        problemId: script.problem?.id,
        locale: script.locale,
        messages: toChatHistory(messages),
        ...(photoIds?.length ? { photoIds: [...photoIds] } : {}),
      },
      {
        signal,
        onEmergency,
        onDelta: (_text, soFar) => {
          latest = soFar;
          if (ready) onDraft(soFar);
        },
      },
    );
    await delay;
    const text = reply.text.trim();
    return {
      message: { type: "ai", content: text || script.emptyReply, messageType: "info" },
      extra: reply.suggestions.length ? { suggestions: reply.suggestions } : undefined,
      mode: reply.mode,
    };
  } catch (error) {
    if (signal.aborted) return null;
    console.error("[chat] reply failed", error);
    await delay;
    return { message: { type: "ai", content: script.failure, messageType: "warning" }, extra: { offerProfessional: true } };
  }
}
