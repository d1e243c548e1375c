// Builds the fixed emergency notice for a hazard from the message catalogue. Server side: /api/chat sends
// it in the stream, /schedule renders it; the browser never needs the catalogue itself. Spanish pages pass
// their locale and get messages/es-US/emergency.json, which keeps every instruction of the English card.
import messages from "@/messages/en/emergency.json";
import spanishMessages from "@/messages/es-US/emergency.json";

import type { EmergencyNotice, HazardId } from "./hazards";

type EmergencyCopy = typeof messages.Emergency;

function copyFor(locale?: string | null): EmergencyCopy {
  return /^es(?:-|$)/i.test(locale ?? "") ? spanishMessages.Emergency : messages.Emergency;
}

const utilityKey: Partial<Record<HazardId, "gasUtility" | "electricUtility">> = {
  gas: "gasUtility",
  "water-electrical": "electricUtility",
  "downed-line": "electricUtility",
  "hot-electrical": "electricUtility",
};

export function emergencyNotice(hazard: HazardId, locale?: string | null): EmergencyNotice {
  const copy = copyFor(locale);
  const text = copy.hazards[hazard];
  const steps = [
    { label: copy.nowLabel, text: text.now },
    { label: copy.avoidLabel, text: text.avoid },
    { label: copy.goLabel, text: text.go },
    { label: copy.callLabel, text: text.call },
  ];
  const key = utilityKey[hazard];
  const utility = key && copy[key];
  const plainText = [`${copy.badge}: ${text.title}`, ...steps.map((step) => `${step.label}: ${step.text}`), utility].filter(Boolean).join("\n");
  return { hazard, badge: copy.badge, title: text.title, steps, call911: copy.call911, utility, plainText };
}

/** What the catalogue assistant says after the notice: the professional to call, and no DIY offer. */
export function emergencyFollowUp(hazard: HazardId, locale?: string | null): string {
  return copyFor(locale).hazards[hazard].followUp;
}
