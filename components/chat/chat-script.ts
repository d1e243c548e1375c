// The scripted conversation of one diagnostic page, built on the server from the catalogue and the
// assistant's fixed texts, and handed to the chat island as plain data: the catalogue itself stays out of
// the browser bundle.
import {
  ACCEPT_LABEL,
  AI_FAILURE,
  DIY_CHOICE_LABEL,
  EMPTY_REPLY,
  PROFESSIONAL_CHOICE_LABEL,
  acceptMessage,
  acceptedMessage,
  contactProfessionalMessage,
  diyChoiceMessage,
  openingMessage,
  problemExplanationMessage,
  problemSelectedMessage,
  professionalChoiceMessage,
  safetyDisclaimerMessage,
} from "@/lib/ai/scripts";
import type { ChatMessage, ProblemSuggestion } from "@/lib/chat/types";
import type { Category, Problem } from "@/lib/catalog";
import { detectHazard } from "@/lib/emergency/detect";
import type { HazardId } from "@/lib/emergency/hazards";

export interface ProblemScript {
  id: string;
  title: string;
  selected: ChatMessage;
  explanation: ChatMessage;
  diyChoice: ChatMessage;
  disclaimer: ChatMessage;
  accept: ChatMessage;
  accepted: ChatMessage;
  /** A safety-critical problem named after an emergency (sparking, burning smell, frozen pipes): /schedule shows its card. */
  hazard?: HazardId;
}

export interface ChatScript {
  categoryId: string;
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

export function buildChatScript(category: Category, problem?: Problem): ChatScript {
  return {
    categoryId: category.id,
    opening: problem ? undefined : openingMessage(category),
    problems: category.problems.map((item) => ({ categoryId: category.id, problemId: item.id, title: item.title })),
    problem: problem && {
      id: problem.id,
      title: problem.title,
      selected: problemSelectedMessage(problem),
      explanation: problemExplanationMessage(category, problem),
      diyChoice: diyChoiceMessage(),
      disclaimer: safetyDisclaimerMessage(category, problem),
      accept: acceptMessage(),
      accepted: acceptedMessage(problem),
      hazard: problem.safetyCritical ? detectHazard(problem.title) : undefined,
    },
    professionalChoice: professionalChoiceMessage(),
    contactProfessional: contactProfessionalMessage(category, problem),
    labels: { diy: DIY_CHOICE_LABEL, professional: PROFESSIONAL_CHOICE_LABEL, accept: ACCEPT_LABEL },
    failure: AI_FAILURE,
    emptyReply: EMPTY_REPLY,
  };
}
