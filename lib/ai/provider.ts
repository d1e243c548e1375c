import "server-only";

import type { AssistantMode, ChatMessage, ProblemSuggestion } from "@/lib/chat/types";
import type { HazardId } from "@/lib/emergency/hazards";

export interface AssistantInput {
  categoryId: string;
  problemId?: string;
  /** The conversation so far, oldest first; the last message is the user's. */
  messages: ChatMessage[];
  signal?: AbortSignal;
  /** The emergency the server's triage found in the last message; its fixed notice was already sent. */
  hazard?: HazardId;
  /** An emergency reported earlier in the conversation: no DIY steps for it later either. */
  priorHazard?: HazardId;
}

/** Something that answers the diagnostic chat. Both implementations stream plain text chunks. */
export interface AssistantProvider {
  readonly name: AssistantMode;
  reply(input: AssistantInput): AsyncIterable<string>;
  /**
   * Catalogue problems the reply points to, for the UI to offer as buttons. Only providers that
   * answer from the catalogue can say; the OpenAI provider leaves it out.
   */
  suggestProblems?(input: AssistantInput): ProblemSuggestion[];
}

export type AssistantFailureKind = "auth" | "rate_limit" | "upstream" | "timeout" | "network" | "aborted" | "bad_response";

/** A provider failure with what the log needs; users only ever see the spec's AI_FAILURE text. */
export class AssistantError extends Error {
  constructor(
    readonly kind: AssistantFailureKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AssistantError";
  }
}
