// The fixed assistant texts of the diagnostic flow (spec section 4), used by the catalogue assistant and by
// the diagnostic page, which hands them to the chat as plain data (components/chat/chat-script.ts).
import "server-only";

import { getTradeWords, type Category, type Problem } from "@/lib/catalog";
import { getCategorySafety } from "@/lib/catalog/safety";
import type { ChatMessage } from "@/lib/chat/types";

export { AI_FAILURE, EMPTY_REPLY } from "@/lib/chat/failure-messages";

export const DIY_CHOICE_LABEL = "DIY Repair Guide";
export const PROFESSIONAL_CHOICE_LABEL = "Contact a Professional";
export const ACCEPT_LABEL = "I Understand and Accept";

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
  return `Please select from the following residential ${categoryLabel(category)} problems:`;
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
  gas:
    "Stop: if you smell gas, act immediately. Don't touch light switches, appliances or anything that could spark, " +
    "don't use an open flame, and leave the home now. From outside, call your gas utility's emergency line or 911, " +
    "and don't go back in until they say it is safe.",
  burning:
    "Stop: a burning smell or smoke is a warning sign to act immediately. Switch the equipment off, and turn off its " +
    "breaker if you can reach the panel safely. Call a licensed professional right away; if you see smoke or flames, " +
    "get everyone out and call 911.",
  sparking:
    "Stop: sparking means a dangerous electrical fault, so act immediately. Don't touch or use the outlet or device; " +
    "switch off its circuit at the breaker panel only if you can do so with dry hands on a dry floor, and call a " +
    "licensed electrician right away. If there is smoke or fire, leave and call 911.",
  water:
    "Stop: frozen or burst pipes can flood your home quickly, so act immediately. Shut off the main water valve, keep " +
    "away from water near outlets, appliances or the electrical panel, never thaw a pipe with an open flame, and call " +
    "a licensed plumber right away.",
  general:
    "Stop: this problem can be dangerous. If you notice sparks, smoke, a burning smell or hot surfaces, act immediately: " +
    "turn off the power, water or gas supply only if you can do so safely, and call a licensed professional or, in an " +
    "emergency, 911.",
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
  return hazard === "general" ? `Safety first: ${problem.professionalAdvice}` : hazardWarnings[hazard];
}

export type { Hazard };

/** The assistant's explanation when a problem is chosen: its causes, then the two ways forward. */
export function problemExplanationText(category: Pick<Category, "id">, problem: Problem): string {
  const trade = getTradeWords(category.id).singular;
  const causes = problem.causes.map((cause) => `• ${cause}`).join("\n");
  const intro = `Let's look at ${problem.title}. Common causes include:\n${causes}`;
  const choice =
    `Would you like to follow the step-by-step DIY repair guide, or contact a professional ${trade}? ` +
    `Choose "${DIY_CHOICE_LABEL}" or "${PROFESSIONAL_CHOICE_LABEL}" below.`;
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
  return { type: "user", content: "I'd like to try the DIY repair guide." };
}

export function professionalChoiceMessage(): ChatMessage {
  return { type: "user", content: "I'd like to contact a professional." };
}

/** The disclaimer shown before the DIY guide; accepting it unlocks the guide. */
export function safetyDisclaimerText(category: Pick<Category, "id">, problem: Problem): string {
  const shutoff = getCategorySafety(category.id).shutOff;
  const lines = [
    "Before you start, please read this safety notice.",
    `• You carry out any DIY repair at your own risk.`,
    `• Before touching anything: ${shutoff}`,
    "• Never work on live circuits or gas lines.",
    "• Wear the listed protective equipment and use the right tools.",
    `• If you are unsure at any point, stop and call a licensed ${getTradeWords(category.id).singular}.`,
    `Select "${ACCEPT_LABEL}" to see the guide.`,
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
    content:
      `Thank you. Here is your step-by-step guide for ${problem.title}, with tutorial videos and the tools you'll need. ` +
      "Work slowly, and stop if anything doesn't look right.",
    messageType: "success",
  };
}

export function contactProfessionalText(category: Pick<Category, "id">, problem?: Pick<Problem, "title">): string {
  const trade = getTradeWords(category.id).singular;
  const issue = problem ? ` about ${problem.title}` : "";
  return (
    `Good call. I'll take you to scheduling, where you can book a qualified residential ${trade}${issue}. ` +
    "I'll pass along our conversation so they know what you've seen."
  );
}

export function contactProfessionalMessage(category: Pick<Category, "id">, problem?: Pick<Problem, "title">): ChatMessage {
  return { type: "ai", content: contactProfessionalText(category, problem), messageType: "info" };
}
