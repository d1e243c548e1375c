import { AlertTriangle, Info, Wrench } from "lucide-react";

import type { GuideStep } from "@/lib/catalog/guide";
import { cn } from "@/lib/cn";

const styles = {
  warning: { icon: AlertTriangle, className: "border-amber-300 bg-warning-bg text-warning" },
  step: { icon: Wrench, className: "border-border bg-background" },
  info: { icon: Info, className: "border-blue-200 bg-accent" },
} as const;

/** The step-by-step guide: used on the printable guide page and inside the chat. */
export function GuideStepList({ steps }: { steps: GuideStep[] }) {
  return (
    <ol className="space-y-3">
      {steps.map((step) => {
        const { icon: Icon, className } = styles[step.type];
        return (
          <li key={step.title} className={cn("flex gap-3 rounded-lg border p-4 break-inside-avoid", className)}>
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 leading-7">{step.content}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
