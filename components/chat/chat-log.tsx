import type { ReactNode } from "react";

import { TranslatableEmergencyCard } from "@/components/emergency/translatable-emergency-card";

import type { ChatState } from "./chat-state";
import { ChatBubble } from "./chat-bubble";
import { ProblemButtons } from "./problem-buttons";

interface ChatLogProps {
  state: Pick<ChatState, "messages" | "thinking" | "draft">;
  labels: { log: string; assistant: string; user: string; thinking: string; suggestions: string };
  /** Renders the way-to-a-professional button under a failed reply. */
  renderProfessional(): ReactNode;
}

/**
 * The conversation. Finished messages live in a polite log region so each is announced once; a reply that
 * is still streaming sits outside it, so screen readers are not read every fragment.
 */
export function ChatLog({ state, labels, renderProfessional }: ChatLogProps) {
  return (
    <>
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={labels.log} className="space-y-3">
        {state.messages.map((message) => (
          <div key={message.id} className="flex flex-col">
            {message.emergency ? (
              <TranslatableEmergencyCard notice={message.emergency} />
            ) : (
              <ChatBubble message={message} senderLabel={message.type === "ai" ? labels.assistant : labels.user} />
            )}
            {message.suggestions && <ProblemButtons problems={message.suggestions} label={labels.suggestions} />}
            {message.offerProfessional && <div className="mt-3">{renderProfessional()}</div>}
          </div>
        ))}
      </div>
      {state.draft && (
        <div className="mt-3 flex flex-col">
          <ChatBubble message={{ type: "ai", content: state.draft }} senderLabel={labels.assistant} />
        </div>
      )}
      {state.thinking && (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden="true" className="flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span key={delay} className="size-1.5 rounded-full bg-current motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </span>
          {labels.thinking}
        </p>
      )}
    </>
  );
}
