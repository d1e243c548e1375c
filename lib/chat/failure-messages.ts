// The spec's texts for a failed or empty assistant reply (section 8), word for word. Client-safe: the browser's
// chat client imports AI_FAILURE, so these two live in their own small catalogue file, not in assistant.json.
import failureMessages from "@/messages/en-US/assistant-failure.json";

export const AI_FAILURE = failureMessages.AssistantFailure.aiFailure;

export const EMPTY_REPLY = failureMessages.AssistantFailure.emptyReply;
