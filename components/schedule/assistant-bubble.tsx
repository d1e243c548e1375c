import { Bot } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import { cn } from "@/lib/cn";

/** One assistant chat bubble; `speaker` names the assistant for screen readers. Works on server and client. */
export function AssistantBubble({ speaker, children, className, ...props }: ComponentProps<"div"> & { speaker: string; children: ReactNode }) {
  return (
    <div className={cn("flex items-start gap-3", className)} {...props}>
      <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Bot className="size-5" />
      </span>
      <p className="max-w-prose rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-foreground">
        <span className="sr-only">{speaker}: </span>
        {children}
      </p>
    </div>
  );
}
