// Shapes shared by the chat UI, the /api/chat route and the assistant providers. Client-safe.

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
