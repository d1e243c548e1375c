import type { ChatMessage } from "@/lib/chat/types";
import type { HazardId } from "@/lib/emergency/hazards";

export interface ScheduleLinkInput {
  category?: string;
  /** A problem id of the category. */
  issue?: string;
  type?: "upgrade";
  diagnosticHistory?: Pick<ChatMessage, "type" | "content">[];
  /** An emergency the chat recognised: /schedule shows its notice above the booking form. */
  hazard?: HazardId;
}

/** The /schedule address with the spec's query: category, issue, type and URL-encoded JSON diagnosticHistory (plus our hazard). */
export function scheduleHref({ category, issue, type, diagnosticHistory, hazard }: ScheduleLinkInput): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (issue) query.set("issue", issue);
  if (type) query.set("type", type);
  if (diagnosticHistory?.length) query.set("diagnosticHistory", JSON.stringify(diagnosticHistory.map(({ type, content }) => ({ type, content }))));
  if (hazard) query.set("hazard", hazard);
  const search = query.toString();
  return search ? `/schedule?${search}` : "/schedule";
}
