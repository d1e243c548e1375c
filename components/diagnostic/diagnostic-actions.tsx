"use client";

import { ShareButton } from "@/components/share/share-button";
import { TooltipProvider } from "@/components/ui/tooltip";
import { VoiceToggle } from "@/components/voice/voice-toggle";

/** The sticky header's client leaves: narration toggle and share. */
export function DiagnosticActions({ shareTitle }: { shareTitle: string }) {
  return (
    <TooltipProvider>
      <VoiceToggle />
      <ShareButton title={shareTitle} />
    </TooltipProvider>
  );
}
