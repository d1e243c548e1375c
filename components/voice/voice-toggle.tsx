"use client";

import { Volume2, VolumeX } from "lucide-react";
import { useTranslations } from "next-intl";

import { clsx } from "clsx";

import { buttonVariants } from "@/components/ui/button-variants";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

import { useNarration } from "./narration-context";

/** Switches narration of new assistant messages; aria-pressed tells assistive tech its state. Needs a TooltipProvider. */
export function VoiceToggle() {
  const t = useTranslations("Voice");
  const { enabled, speaking, toggle } = useNarration();
  const Icon = enabled ? Volume2 : VolumeX;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A plain button (no class overrides to merge) keeps tailwind-merge out of every page's first load. */}
        <button
          type="button"
          aria-pressed={enabled}
          onClick={toggle}
          className={buttonVariants({ variant: "ghost", size: "icon", className: clsx(enabled && "text-primary") })}
        >
          <Icon aria-hidden="true" className={clsx(speaking && "motion-safe:animate-pulse")} />
          <span className="sr-only">{t("toggleLabel")}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent>{enabled ? (speaking ? t("speaking") : t("turnOff")) : t("turnOn")}</TooltipContent>
    </Tooltip>
  );
}
