// The chat history limits shared by the browser (to trim before sending) and POST /api/chat (to enforce).
// Kept free of zod and the catalogue so the chat client stays small.
import type { ChatMessage } from "./types";

/** What POST /api/chat accepts: enough for a full diagnostic conversation, not a prompt-stuffing vector. */
export const CHAT_LIMITS = {
  messages: 30,
  messageChars: 2000,
  totalChars: 20_000,
  bodyBytes: 64 * 1024,
} as const;

/**
 * The most recent part of a conversation that fits the limits, starting with a whole message. The
 * chat UI sends this rather than its full history; messages too long on their own are shortened.
 */
export function capHistory(messages: readonly ChatMessage[]): ChatMessage[] {
  const capped: ChatMessage[] = [];
  let total = 0;
  for (let index = messages.length - 1; index >= 0 && capped.length < CHAT_LIMITS.messages; index -= 1) {
    const message = messages[index];
    const content = message.content.trim().slice(0, CHAT_LIMITS.messageChars);
    if (!content) continue;
    if (total + content.length > CHAT_LIMITS.totalChars) break;
    total += content.length;
    capped.unshift({ ...message, content });
  }
  return capped;
}
