import type { ChatMessage } from "@/lib/ai/types";

export interface ScheduleLinkInput {
  category?: string;
  /** A problem id of the category. */
  issue?: string;
  type?: "upgrade";
  diagnosticHistory?: Pick<ChatMessage, "type" | "content">[];
}

/** The /schedule address with the spec's query: category, issue, type and URL-encoded JSON diagnosticHistory. */
export function scheduleHref({ category, issue, type, diagnosticHistory }: ScheduleLinkInput): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (issue) query.set("issue", issue);
  if (type) query.set("type", type);
  if (diagnosticHistory?.length) query.set("diagnosticHistory", JSON.stringify(diagnosticHistory.map(({ type, content }) => ({ type, content }))));
  const search = query.toString();
  return search ? `/schedule?${search}` : "/schedule";
}
