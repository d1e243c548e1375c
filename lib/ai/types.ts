// Shapes shared by the chat UI, the /api/chat route and the assistant providers. Client-safe.
import type { EmergencyNotice } from "@/lib/emergency/hazards";

export type ChatMessageType = "info" | "warning" | "step" | "success";

/** One bubble of the diagnostic chat (spec section 3). */
export interface ChatMessage {
  type: "ai" | "user";
  content: string;
  messageType?: ChatMessageType;
}

/** Which assistant answers free-text chat: the OpenAI-compatible model, or the built-in catalogue assistant. */
export type AssistantMode = "openai" | "catalogue";

/** A catalogue problem the assistant points to, so the UI can render it as a button. */
export interface ProblemSuggestion {
  categoryId: string;
  problemId: string;
  title: string;
}

/**
 * One line of the /api/chat NDJSON reply. A reply is at most one `emergency` (always first), zero or more
 * `delta`s, at most one `suggestions`, then exactly one of `done` (success) or `error` (the stream ends
 * right after either).
 */
export type ChatStreamEvent =
  | { type: "emergency"; notice: EmergencyNotice }
  | { type: "delta"; text: string }
  | { type: "suggestions"; problems: ProblemSuggestion[] }
  | { type: "error"; message: string }
  | { type: "done" };

/** Response header naming the provider that answered. */
export const ASSISTANT_MODE_HEADER = "X-Assistant-Mode";
