// The diagnostic conversation as a pure reducer, so its rules can be tested without rendering.
import type { ChatMessage, ProblemSuggestion } from "@/lib/chat/types";
import type { EmergencyNotice } from "@/lib/emergency/hazards";

export interface UiMessage extends ChatMessage {
  id: string;
  /** Catalogue problems offered as buttons under the bubble. */
  suggestions?: ProblemSuggestion[];
  /** A failed reply offers the way to a professional, as its text promises. */
  offerProfessional?: boolean;
  /** The server's fixed emergency notice, shown as the emergency card (its content is the notice's plain text). */
  emergency?: EmergencyNotice;
}

/**
 * Where the scripted flow stands: the intro is playing, the user picks a problem (category page) or a way
 * forward (problem page), reads the disclaimer, has accepted it (guide shown), or is being handed to scheduling.
 */
export type ChatStage = "intro" | "pick-problem" | "pick-path" | "disclaimer" | "guide" | "handoff";

export interface ChatState {
  messages: UiMessage[];
  stage: ChatStage;
  /** The 'Thinking...' indicator before an assistant message. */
  thinking: boolean;
  /** A scripted step or a reply is under way; actions wait for it. */
  busy: boolean;
  /** A streamed reply still arriving; it joins `messages` (and the live region) once complete. */
  draft?: string;
}

export type ChatAction =
  | { type: "add"; message: UiMessage }
  | { type: "thinking" }
  | { type: "draft"; text: string }
  | { type: "stage"; stage: ChatStage }
  | { type: "busy"; busy: boolean };

export const initialChatState: ChatState = { messages: [], stage: "intro", thinking: false, busy: true };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "add":
      return {
        ...state,
        messages: [...state.messages, action.message],
        thinking: action.message.type === "ai" ? false : state.thinking,
        draft: action.message.type === "ai" ? undefined : state.draft,
      };
    case "thinking":
      return { ...state, thinking: true, draft: undefined };
    case "draft":
      return { ...state, thinking: false, draft: action.text };
    case "stage":
      return { ...state, stage: action.stage };
    case "busy":
      return { ...state, busy: action.busy };
  }
}

/** The stepper's position: 0 Select, 1 Diagnostics, 2 Fix (guide shown, or on the way to a professional). */
export function stepFor(stage: ChatStage, hasProblem: boolean): number {
  if (stage === "guide" || stage === "handoff") return 2;
  return hasProblem ? 1 : 0;
}

/** The latest emergency of the conversation: it hides the DIY route and travels with the hand-off to /schedule. */
export function latestEmergency(messages: readonly UiMessage[]): EmergencyNotice | undefined {
  return messages.findLast((message) => message.emergency)?.emergency;
}

/** A URL carries a few kilobytes safely; the hand-off keeps the most recent messages that fit. */
export const HANDOFF_HISTORY_CHARS = 4000;

export function handoffHistory(messages: readonly ChatMessage[], maxChars = HANDOFF_HISTORY_CHARS): Pick<ChatMessage, "type" | "content">[] {
  const kept: Pick<ChatMessage, "type" | "content">[] = [];
  let total = 0;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const { type, content } = messages[index];
    if (total + content.length > maxChars) break;
    total += content.length;
    kept.unshift({ type, content });
  }
  return kept;
}

/** What /api/chat receives: the conversation without UI-only fields. */
export function toChatHistory(messages: readonly UiMessage[]): ChatMessage[] {
  return messages.map(({ type, content, messageType }) => (messageType ? { type, content, messageType } : { type, content }));
}
