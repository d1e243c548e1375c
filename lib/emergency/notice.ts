// Builds the fixed emergency notice for a hazard from the message catalogue. Server side: /api/chat sends
// it in the stream, /schedule renders it; the browser never needs the catalogue itself. Every language's card
// keeps every instruction of the English one (messages/<locale>/emergency.json).
import messages from "@/messages/en-US/emergency.json";
import spanishMessages from "@/messages/es-US/emergency.json";
import { defaultLocale, locales, type AppLocale } from "@/i18n/locales";

import type { EmergencyNotice, HazardId } from "./hazards";

type EmergencyCopy = typeof messages.Emergency;

const copies: Record<AppLocale, EmergencyCopy> = { "en-US": messages.Emergency, "es-US": spanishMessages.Emergency };

const utilityKey: Partial<Record<HazardId, "gasUtility" | "electricUtility">> = {
  gas: "gasUtility",
  "water-electrical": "electricUtility",
  "downed-line": "electricUtility",
  "hot-electrical": "electricUtility",
};

function noticeIn(hazard: HazardId, lang: AppLocale): EmergencyNotice {
  const copy = copies[lang];
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
  return { hazard, badge: copy.badge, title: text.title, steps, call911: copy.call911, utility, plainText, lang, readIn: copy.readIn };
}

/** The notice in `locale`, carrying the same notice in every other language of the site. */
export function emergencyNotice(hazard: HazardId, lang: AppLocale = defaultLocale): EmergencyNotice {
  const translations = locales.filter((other) => other !== lang).map((other) => noticeIn(hazard, other));
  return { ...noticeIn(hazard, lang), translations };
}

/** What the catalogue assistant says after the notice: the professional to call, and no DIY offer. */
export function emergencyFollowUp(hazard: HazardId, locale: AppLocale = defaultLocale): string {
  return copies[locale].hazards[hazard].followUp;
}

/** The calm one-line note for a hazard named only in an equipment question or a past event. */
export function safetyNote(hazard: HazardId, locale: AppLocale = defaultLocale): string {
  return copies[locale].notes[hazard];
}
