// The spec's texts for a failed or empty assistant reply (section 8), word for word, from messages/en/assistant.json.
// Plain strings (no placeholders), read straight from the catalogue.
import assistantMessages from "@/messages/en/assistant.json";

export const AI_FAILURE = assistantMessages.Assistant.aiFailure;

export const EMPTY_REPLY = assistantMessages.Assistant.emptyReply;
