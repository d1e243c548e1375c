// The fixed assistant texts of the diagnostic flow (spec section 4), used by the catalogue assistant and by
// the diagnostic page, which hands them to the chat as plain data (components/chat/chat-script.ts).
import "server-only";

import { defaultLocale, type AppLocale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator";
import type { Category, Problem } from "@/lib/catalog";
import { getLocalizedCategorySafety, getLocalizedTradeWords } from "@/lib/catalog/i18n";
import type { ChatMessage } from "@/lib/chat/types";

export { AI_FAILURE, EMPTY_REPLY } from "@/lib/chat/failure-messages";

// The texts live in messages/<locale>/assistant.json. The assistant answers API calls too, outside any page render,
// so it formats them with the server's plain translator (i18n/translator.ts) rather than next-intl's request one.
// Every text takes the conversation's locale (the page's); English when none is given.
/** The assistant's translator for a conversation's locale. */
export const assistantTranslator = (locale: AppLocale = defaultLocale) => translatorFor(locale, "Assistant");
const t = assistantTranslator();

export const DIY_CHOICE_LABEL = t("choiceDiy");
export const PROFESSIONAL_CHOICE_LABEL = t("choiceProfessional");
export const ACCEPT_LABEL = t("accept");

/** The chat's choice buttons in the conversation's language. */
export function choiceLabels(locale?: AppLocale): { diy: string; professional: string; accept: string } {
  const tl = assistantTranslator(locale);
  return { diy: tl("choiceDiy"), professional: tl("choiceProfessional"), accept: tl("accept") };
}

/** How a category is named inside a sentence (the catalogue's label: "HVAC", "plumbing", "electrical"). */
export function categoryLabel(category: Pick<Category, "label">): string {
  return category.label;
}

/** "Overloaded circuit" -> "overloaded circuit", but "GFCI wiring" keeps its acronym. */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

/** "a, b and c" */
export function openingText(category: Pick<Category, "label">, locale?: AppLocale): string {
  return assistantTranslator(locale)("opening", { category: categoryLabel(category) });
}

export function openingMessage(category: Pick<Category, "label">, locale?: AppLocale): ChatMessage {
  return { type: "ai", content: openingText(category, locale), messageType: "info" };
}

/** The user's bubble when a problem is picked from the list. */
export function problemSelectedMessage(problem: Pick<Problem, "title">): ChatMessage {
  return { type: "user", content: problem.title };
}

/** What a safety-critical problem can lead to, for its calm caution (the emergency notice is triage's job). */
type Caution = "gas" | "burning" | "sparking" | "water" | "electrical" | "general";

const CAUTION_KINDS: Caution[] = ["gas", "burning", "sparking", "water", "electrical", "general"];
const cautionsFor = (locale?: AppLocale) =>
  Object.fromEntries(CAUTION_KINDS.map((kind) => [kind, assistantTranslator(locale)(`caution.${kind}`)])) as Record<Caution, string>;

/** The problem's own risk by its name; failing that, gas when its advice mentions gas, then its category's. */
function cautionKindOf(problem: Pick<Problem, "id" | "title" | "professionalAdvice">, categoryId?: string): Caution {
  const name = `${problem.id} ${problem.title}`.toLowerCase();
  if (/\bgas\b/.test(name)) return "gas";
  if (/burn|smok/.test(name)) return "burning";
  if (/spark|\barc/.test(name)) return "sparking";
  if (/frozen|freez|burst/.test(name)) return "water";
  if (/\bgas\b/i.test(problem.professionalAdvice)) return "gas";
  if (categoryId === "electrical") return "electrical";
  return "general";
}

/** A calm caution of one kind, for tests and the prompt. */
export function cautionText(kind: Caution, locale?: AppLocale): string {
  return cautionsFor(locale)[kind];
}

/**
 * The calm, specific caution for a safety-critical problem. It follows the answer: an ordinary question about
 * a furnace filter or a slow water heater is not an emergency, and an answer that opens like one teaches people
 * to skip the real emergency notice, which triage shows only when the homeowner's words describe a hazard.
 */
export function safetyCautionFor(problem: Pick<Problem, "id" | "title" | "professionalAdvice">, categoryId?: string, locale?: AppLocale): string {
  return cautionsFor(locale)[cautionKindOf(problem, categoryId)];
}

export type { Caution };

/** The assistant's explanation when a problem is chosen: its causes, then the two ways forward. */
export function problemExplanationText(category: Pick<Category, "id">, problem: Problem, locale?: AppLocale): string {
  const t = assistantTranslator(locale);
  const trade = getLocalizedTradeWords(category.id, locale).singular;
  const labels = choiceLabels(locale);
  const causes = problem.causes.map((cause) => t("bullet", { text: cause })).join("\n");
  const intro = t("explanationIntro", { problem: problem.title, causes });
  const choice = t("explanationChoice", { trade, diy: labels.diy, professional: labels.professional });
  if (!problem.safetyCritical) return `${intro}\n\n${choice}`;
  return `${intro}\n\n${choice}\n\n${safetyCautionFor(problem, category.id, locale)}`;
}

export function problemExplanationMessage(category: Pick<Category, "id">, problem: Problem, locale?: AppLocale): ChatMessage {
  return {
    type: "ai",
    content: problemExplanationText(category, problem, locale),
    // Information with a calm caution at its end; the warning style belongs to the emergency notice.
    messageType: "info",
  };
}

export function diyChoiceMessage(locale?: AppLocale): ChatMessage {
  return { type: "user", content: assistantTranslator(locale)("diyChoice") };
}

export function professionalChoiceMessage(locale?: AppLocale): ChatMessage {
  return { type: "user", content: assistantTranslator(locale)("professionalChoice") };
}

/** The disclaimer shown before the DIY guide; accepting it unlocks the guide. */
export function safetyDisclaimerText(category: Pick<Category, "id">, problem: Problem, locale?: AppLocale): string {
  const t = assistantTranslator(locale);
  const shutoff = getLocalizedCategorySafety(category.id, locale).shutOff;
  const lines = [
    t("disclaimer.lead"),
    t("disclaimer.risk"),
    t("disclaimer.shutOff", { shutOff: shutoff }),
    t("disclaimer.live"),
    t("disclaimer.gear"),
    t("disclaimer.unsure", { trade: getLocalizedTradeWords(category.id, locale).singular }),
    t("disclaimer.accept", { accept: choiceLabels(locale).accept }),
  ];
  const body = lines.join("\n");
  return problem.safetyCritical ? `${body}\n\n${safetyCautionFor(problem, category.id, locale)}` : body;
}

export function safetyDisclaimerMessage(category: Pick<Category, "id">, problem: Problem, locale?: AppLocale): ChatMessage {
  return { type: "ai", content: safetyDisclaimerText(category, problem, locale), messageType: "warning" };
}

export function acceptMessage(locale?: AppLocale): ChatMessage {
  return { type: "user", content: choiceLabels(locale).accept };
}

export function acceptedMessage(problem: Pick<Problem, "title">, locale?: AppLocale): ChatMessage {
  return {
    type: "ai",
    content: assistantTranslator(locale)("accepted", { problem: problem.title }),
    messageType: "success",
  };
}

export function contactProfessionalText(category: Pick<Category, "id">, problem?: Pick<Problem, "title">, locale?: AppLocale): string {
  const t = assistantTranslator(locale);
  const trade = getLocalizedTradeWords(category.id, locale).singular;
  return problem ? t("contactProfessionalAbout", { trade, problem: problem.title }) : t("contactProfessional", { trade });
}

export function contactProfessionalMessage(category: Pick<Category, "id">, problem?: Pick<Problem, "title">, locale?: AppLocale): ChatMessage {
  return { type: "ai", content: contactProfessionalText(category, problem, locale), messageType: "info" };
}
