import "server-only";

import type { AppLocale } from "@/i18n/locales";
import type { AssistantMode, ChatMessage, ProblemSuggestion } from "@/lib/chat/types";
import type { HazardId } from "@/lib/emergency/hazards";

export interface AssistantInput {
  categoryId: string;
  problemId?: string;
  /** The conversation so far, oldest first; the last message is the user's. */
  messages: ChatMessage[];
  /** The page's language ("en-US", "es-US"): triage, the emergency notice and the reply follow it. English if absent. */
  locale?: AppLocale;
  signal?: AbortSignal;
  /** The emergency the server's triage found in the last message; its fixed notice was already sent. */
  hazard?: HazardId;
  /** An emergency reported earlier in the conversation: no DIY steps for it later either. */
  priorHazard?: HazardId;
  /** How many photos the homeowner attached (POST /api/chat photoIds). */
  photoCount?: number;
  /** The photos as data URLs, for a provider that can look at them; only ever called after triage. */
  loadPhotos?: () => Promise<string[]>;
}

/** Something that answers the diagnostic chat. Both implementations stream plain text chunks. */
export interface AssistantProvider {
  readonly name: AssistantMode;
  /** True when the model is sent the photos (OPENAI_VISION); otherwise the chat says honestly that it cannot see them. */
  readonly seesPhotos?: boolean;
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
