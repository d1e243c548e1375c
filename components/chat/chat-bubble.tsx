import { Bot, CircleCheck, Info, ListChecks, TriangleAlert, type LucideIcon } from "lucide-react";

import type { ChatMessageType } from "@/lib/chat/types";
import { cn } from "@/lib/cn";

import type { UiMessage } from "./chat-state";

const assistantStyles: Record<ChatMessageType, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: "border-blue-200 bg-accent" },
  warning: { icon: TriangleAlert, className: "border-amber-300 bg-warning-bg text-warning" },
  step: { icon: ListChecks, className: "border-border bg-background" },
  success: { icon: CircleCheck, className: "border-green-200 bg-success-bg text-success" },
};

/** One message; the sender is spoken before the text because bubbles are told apart only by colour and side. */
export function ChatBubble({ message, senderLabel }: { message: Pick<UiMessage, "type" | "content" | "messageType">; senderLabel: string }) {
  if (message.type === "user") {
    return (
      <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 whitespace-pre-line text-primary-foreground">
        <span className="sr-only">{senderLabel} </span>
        {message.content}
      </div>
    );
  }
  const { icon: Icon, className } = message.messageType ? assistantStyles[message.messageType] : { icon: Bot, className: "border-border bg-muted" };
  return (
    <div className={cn("mr-auto flex max-w-[90%] gap-3 rounded-2xl rounded-bl-sm border px-4 py-3", className)} data-message-type={message.messageType}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="leading-7 whitespace-pre-line">
        <span className="sr-only">{senderLabel} </span>
        {message.content}
      </p>
    </div>
  );
}
