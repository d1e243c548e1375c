// The scripted conversation of one diagnostic page, built on the server from the catalogue and the
// assistant's fixed texts, and handed to the chat island as plain data: the catalogue itself stays out of
// the browser bundle.
import {
  acceptMessage,
  acceptedMessage,
  contactProfessionalMessage,
  diyChoiceMessage,
  openingMessage,
  problemExplanationMessage,
  problemSelectedMessage,
  professionalChoiceMessage,
  safetyDisclaimerMessage,
  choiceLabels,
} from "@/lib/ai/scripts";
import type { ChatMessage, ProblemSuggestion } from "@/lib/chat/types";
import type { Category, Problem } from "@/lib/catalog";
import { costEstimateMessage } from "@/lib/costs/chat-message";
import type { HazardId } from "@/lib/emergency/hazards";
import { detectEmergency } from "@/lib/emergency/triage";
import { defaultLocale, type AppLocale } from "@/i18n/locales";
import { catalogues } from "@/i18n/translator";

export interface ProblemScript {
  id: string;
  title: string;
  selected: ChatMessage;
  explanation: ChatMessage;
  /** The cost estimate (lib/costs), said right after the explanation; absent where no figure could be sourced. */
  estimate?: ChatMessage;
  diyChoice: ChatMessage;
  disclaimer: ChatMessage;
  accept: ChatMessage;
  accepted: ChatMessage;
  /** A safety-critical problem named after an emergency (sparking, burning smell, frozen pipes): /schedule shows its card. */
  hazard?: HazardId;
}

export interface ChatScript {
  categoryId: string;
  /** The page's language, which /api/chat answers (and triages) in. */
  locale: AppLocale;
  /** Present on the category page: the opening line and the problems offered under it. */
  opening?: ChatMessage;
  problems: ProblemSuggestion[];
  /** Present on a problem page. */
  problem?: ProblemScript;
  professionalChoice: ChatMessage;
  contactProfessional: ChatMessage;
  labels: { diy: string; professional: string; accept: string };
  failure: string;
  emptyReply: string;
}

/** The conversation in the page's language (category and problem already localized: lib/catalog/i18n). */
export function buildChatScript(category: Category, problem?: Problem, locale: AppLocale = defaultLocale): ChatScript {
  const failure = catalogues[locale].AssistantFailure;
  return {
    categoryId: category.id,
    locale,
    opening: problem ? undefined : openingMessage(category, locale),
    problems: category.problems.map((item) => ({ categoryId: category.id, problemId: item.id, title: item.title })),
    problem: problem && {
      id: problem.id,
      title: problem.title,
      selected: problemSelectedMessage(problem),
      explanation: problemExplanationMessage(category, problem, locale),
      estimate: costEstimateMessage(category.id, problem, locale),
      diyChoice: diyChoiceMessage(locale),
      disclaimer: safetyDisclaimerMessage(category, problem, locale),
      accept: acceptMessage(locale),
      accepted: acceptedMessage(problem, locale),
      hazard: problem.safetyCritical ? detectEmergency(problem.title, locale) : undefined,
    },
    professionalChoice: professionalChoiceMessage(locale),
    contactProfessional: contactProfessionalMessage(category, problem, locale),
    labels: choiceLabels(locale),
    failure: failure.aiFailure,
    emptyReply: failure.emptyReply,
  };
}
