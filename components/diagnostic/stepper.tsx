import { Check } from "lucide-react";

import { clsx } from "clsx";

/** A three-step progress indicator; `current` is the zero-based active step. */
export function Stepper({
  steps,
  current,
  label,
  currentLabel,
  doneLabel,
}: {
  steps: string[];
  current: number;
  label: string;
  currentLabel: string;
  doneLabel: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="flex items-center gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} className="flex flex-1 items-center gap-2" aria-current={active ? "step" : undefined}>
              <span
                className={clsx(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  done && "border-primary bg-primary text-primary-foreground",
                  active && "border-primary text-primary",
                  !done && !active && "border-border text-muted-foreground",
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span className={clsx("text-sm", active ? "font-semibold text-foreground" : "text-muted-foreground")}>
                {step}
                {(active || done) && <span className="sr-only"> ({active ? currentLabel : doneLabel})</span>}
              </span>
              {index < steps.length - 1 && <span aria-hidden="true" className={clsx("h-0.5 flex-1 rounded", done ? "bg-primary" : "bg-border")} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
