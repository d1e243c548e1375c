"use client";

import { HardHat, ShieldCheck, Wrench } from "lucide-react";
import { useEffect, useRef } from "react";

import { Button } from "@/components/ui/button";

import type { ChatScript } from "./chat-script";
import type { ChatStage } from "./chat-state";

interface ChatActionsProps {
  stage: ChatStage;
  busy: boolean;
  labels: ChatScript["labels"];
  groupLabel: string;
  /** Set once the user has acted: the next choice then takes focus, as the button they used has gone. */
  focusOnChange: boolean;
  /** After an emergency the DIY route is not offered: only the way to a professional. */
  emergency: boolean;
  onDiy(): void;
  onProfessional(): void;
  onAccept(): void;
}

/**
 * The buttons of the scripted flow. While a step runs they stay in place with aria-disabled (not disabled),
 * so keyboard focus is not dropped to the page.
 */
export function ChatActions({ stage, busy, labels, groupLabel, focusOnChange, emergency, onDiy, onProfessional, onAccept }: ChatActionsProps) {
  const group = useRef<HTMLDivElement>(null);

  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    if (focusOnChange) group.current?.querySelector<HTMLButtonElement>("button")?.focus();
  }, [stage, focusOnChange]);

  const guard = (action: () => void) => () => {
    if (!busy) action();
  };
  const professional = (
    <Button variant={stage === "pick-path" ? "default" : "outline"} aria-disabled={busy} onClick={guard(onProfessional)}>
      <HardHat aria-hidden="true" />
      {labels.professional}
    </Button>
  );

  if (emergency && (stage === "pick-path" || stage === "disclaimer")) {
    return (
      <div ref={group} role="group" aria-label={groupLabel} className="flex flex-wrap gap-3">
        {professional}
      </div>
    );
  }
  if (stage === "pick-path") {
    return (
      <div ref={group} role="group" aria-label={groupLabel} className="flex flex-wrap gap-3">
        <Button aria-disabled={busy} onClick={guard(onDiy)}>
          <Wrench aria-hidden="true" />
          {labels.diy}
        </Button>
        {professional}
      </div>
    );
  }
  if (stage === "disclaimer") {
    return (
      <div ref={group} role="group" aria-label={groupLabel} className="flex flex-wrap gap-3">
        <Button aria-disabled={busy} onClick={guard(onAccept)}>
          <ShieldCheck aria-hidden="true" />
          {labels.accept}
        </Button>
        {professional}
      </div>
    );
  }
  return null;
}
