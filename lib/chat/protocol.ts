// The /api/chat wire format, written by the server (lib/ai/chat-stream.ts) and read by the browser
// (lib/chat/client.ts): one JSON event per line (NDJSON). Client-safe.
import type { EmergencyNotice } from "@/lib/emergency/hazards";

import type { ProblemSuggestion } from "./types";

export const NDJSON_CONTENT_TYPE = "application/x-ndjson; charset=utf-8";

/** Response header naming the provider that answered. */
export const ASSISTANT_MODE_HEADER = "X-Assistant-Mode";

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

/** One event as its NDJSON line. */
export function encodeEvent(event: ChatStreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** One NDJSON line as an event; undefined for a blank or malformed line. */
export function parseEvent(line: string): ChatStreamEvent | undefined {
  if (!line.trim()) return undefined;
  try {
    const event = JSON.parse(line) as Partial<ChatStreamEvent> | null;
    return event && typeof event.type === "string" ? (event as ChatStreamEvent) : undefined;
  } catch {
    return undefined;
  }
}
