"use client";

import { Volume2, VolumeX } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";

import { useNarration } from "./narration-context";

/** Switches narration of new assistant messages; aria-pressed tells assistive tech its state. Needs a TooltipProvider. */
export function VoiceToggle() {
  const t = useTranslations("Voice");
  const { enabled, speaking, toggle } = useNarration();
  const Icon = enabled ? Volume2 : VolumeX;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-pressed={enabled} onClick={toggle} className={cn(enabled && "text-primary")}>
          <Icon aria-hidden="true" className={cn(speaking && "motion-safe:animate-pulse")} />
          <span className="sr-only">{t("toggleLabel")}</span>
        </Button>
      </TooltipTrigger>
      <TooltipContent>{enabled ? (speaking ? t("speaking") : t("turnOff")) : t("turnOn")}</TooltipContent>
    </Tooltip>
  );
}
