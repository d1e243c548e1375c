// The fixed assistant texts of the diagnostic flow (spec section 4), used by the catalogue assistant and by
// the diagnostic page, which hands them to the chat as plain data (components/chat/chat-script.ts).
import "server-only";
import { createTranslator } from "use-intl/core";

import { getTradeWords, type Category, type Problem } from "@/lib/catalog";
import { getCategorySafety } from "@/lib/catalog/safety";
import type { ChatMessage } from "@/lib/chat/types";
import assistantMessages from "@/messages/en/assistant.json";

export { AI_FAILURE, EMPTY_REPLY } from "@/lib/chat/failure-messages";

// The texts live in messages/en/assistant.json. The assistant answers API calls too, outside any page render, so
// it formats them with use-intl's plain translator (as lib/dispatch/email does) rather than next-intl's request one.
const t = createTranslator({ locale: "en", messages: assistantMessages, namespace: "Assistant" });

export const DIY_CHOICE_LABEL = t("choiceDiy");
export const PROFESSIONAL_CHOICE_LABEL = t("choiceProfessional");
export const ACCEPT_LABEL = t("accept");

/** How a category is named inside a sentence (the catalogue's label: "HVAC", "plumbing", "electrical"). */
export function categoryLabel(category: Pick<Category, "label">): string {
  return category.label;
}

/** "Overloaded circuit" -> "overloaded circuit", but "GFCI wiring" keeps its acronym. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

/** "a, b and c" */
export function openingText(category: Pick<Category, "label">): string {
  return t("opening", { category: categoryLabel(category) });
}

export function openingMessage(category: Pick<Category, "label">): ChatMessage {
  return { type: "ai", content: openingText(category), messageType: "info" };
}

/** The user's bubble when a problem is picked from the list. */
export function problemSelectedMessage(problem: Pick<Problem, "title">): ChatMessage {
  return { type: "user", content: problem.title };
}

type Hazard = "gas" | "burning" | "sparking" | "water" | "general";

const hazardWarnings: Record<Hazard, string> = {
  gas: t("hazard.gas"),
  burning: t("hazard.burning"),
  sparking: t("hazard.sparking"),
  water: t("hazard.water"),
  general: t("hazard.general"),
};

/** The problem's own hazard by its name; failing that, a gas warning when its advice mentions gas. */
function hazardOf(problem: Pick<Problem, "id" | "title" | "professionalAdvice">): Hazard {
  const name = `${problem.id} ${problem.title}`.toLowerCase();
  if (/\bgas\b/.test(name)) return "gas";
  if (/burn|smok/.test(name)) return "burning";
  if (/spark|\barc/.test(name)) return "sparking";
  if (/frozen|freez|burst/.test(name)) return "water";
  if (/\bgas\b/i.test(problem.professionalAdvice)) return "gas";
  return "general";
}

/** The strong stop-and-call warning that leads every reply about a safety-critical problem or hazard. */
export function hazardWarning(hazard: Hazard): string {
  return hazardWarnings[hazard];
}

/** The warning for a safety-critical problem: its hazard's text, or its own act-immediately advice. */
export function safetyWarningFor(problem: Pick<Problem, "id" | "title" | "professionalAdvice">): string {
  const hazard = hazardOf(problem);
  return hazard === "general" ? t("safetyFirst", { advice: problem.professionalAdvice }) : hazardWarnings[hazard];
}

export type { Hazard };

/** The assistant's explanation when a problem is chosen: its causes, then the two ways forward. */
export function problemExplanationText(category: Pick<Category, "id">, problem: Problem): string {
  const trade = getTradeWords(category.id).singular;
  const causes = problem.causes.map((cause) => t("bullet", { text: cause })).join("\n");
  const intro = t("explanationIntro", { problem: problem.title, causes });
  const choice = t("explanationChoice", { trade, diy: DIY_CHOICE_LABEL, professional: PROFESSIONAL_CHOICE_LABEL });
  if (!problem.safetyCritical) return `${intro}\n\n${choice}`;
  return `${safetyWarningFor(problem)}\n\n${intro}\n\n${choice}`;
}

export function problemExplanationMessage(category: Pick<Category, "id">, problem: Problem): ChatMessage {
  return {
    type: "ai",
    content: problemExplanationText(category, problem),
    messageType: problem.safetyCritical ? "warning" : "info",
  };
}

export function diyChoiceMessage(): ChatMessage {
  return { type: "user", content: t("diyChoice") };
}

export function professionalChoiceMessage(): ChatMessage {
  return { type: "user", content: t("professionalChoice") };
}

/** The disclaimer shown before the DIY guide; accepting it unlocks the guide. */
export function safetyDisclaimerText(category: Pick<Category, "id">, problem: Problem): string {
  const shutoff = getCategorySafety(category.id).shutOff;
  const lines = [
    t("disclaimer.lead"),
    t("disclaimer.risk"),
    t("disclaimer.shutOff", { shutOff: shutoff }),
    t("disclaimer.live"),
    t("disclaimer.gear"),
    t("disclaimer.unsure", { trade: getTradeWords(category.id).singular }),
    t("disclaimer.accept", { accept: ACCEPT_LABEL }),
  ];
  const body = lines.join("\n");
  return problem.safetyCritical ? `${safetyWarningFor(problem)}\n\n${body}` : body;
}

export function safetyDisclaimerMessage(category: Pick<Category, "id">, problem: Problem): ChatMessage {
  return { type: "ai", content: safetyDisclaimerText(category, problem), messageType: "warning" };
}

export function acceptMessage(): ChatMessage {
  return { type: "user", content: ACCEPT_LABEL };
}

export function acceptedMessage(problem: Pick<Problem, "title">): ChatMessage {
  return {
    type: "ai",
    content: t("accepted", { problem: problem.title }),
    messageType: "success",
  };
}

export function contactProfessionalText(category: Pick<Category, "id">, problem?: Pick<Problem, "title">): string {
  const trade = getTradeWords(category.id).singular;
  return problem ? t("contactProfessionalAbout", { trade, problem: problem.title }) : t("contactProfessional", { trade });
}

export function contactProfessionalMessage(category: Pick<Category, "id">, problem?: Pick<Problem, "title">): ChatMessage {
  return { type: "ai", content: contactProfessionalText(category, problem), messageType: "info" };
}
