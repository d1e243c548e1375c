// Builds the fixed emergency notice for a hazard from the message catalogue. Server side: /api/chat sends
// it in the stream, /schedule renders it; the browser never needs the catalogue itself.
import messages from "@/messages/en/emergency.json";

import type { EmergencyNotice, HazardId } from "./hazards";

const copy = messages.Emergency;

const utilityFor: Partial<Record<HazardId, string>> = {
  gas: copy.gasUtility,
  "water-electrical": copy.electricUtility,
  "downed-line": copy.electricUtility,
  "hot-electrical": copy.electricUtility,
};

export function emergencyNotice(hazard: HazardId): EmergencyNotice {
  const text = copy.hazards[hazard];
  const steps = [
    { label: copy.nowLabel, text: text.now },
    { label: copy.avoidLabel, text: text.avoid },
    { label: copy.goLabel, text: text.go },
    { label: copy.callLabel, text: text.call },
  ];
  const utility = utilityFor[hazard];
  const plainText = [`${copy.badge}: ${text.title}`, ...steps.map((step) => `${step.label}: ${step.text}`), utility].filter(Boolean).join("\n");
  return { hazard, badge: copy.badge, title: text.title, steps, call911: copy.call911, utility, plainText };
}

/** What the catalogue assistant says after the notice: the professional to call, and no DIY offer. */
export function emergencyFollowUp(hazard: HazardId): string {
  return copy.hazards[hazard].followUp;
}
