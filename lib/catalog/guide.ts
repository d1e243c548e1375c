import { dangerLead, getCategorySafety } from "./safety";
import type { Problem } from "./types";

export interface GuideStep {
  title: string;
  content: string;
  type: "warning" | "step" | "info";
}

/** A category's safety words in the page's language (lib/catalog/i18n's overlay); English by default. */
export interface GuideSafety {
  shutOff: string;
  stopIf: string;
  dangerLead: string;
}

const englishSafety = (categoryId: string): GuideSafety => ({ ...getCategorySafety(categoryId), dangerLead });

/** The Safety Check text: the danger signs first for a safety-critical problem, then the category's shut-off rules. */
export function safetyCheckText(categoryId: string, problem: Pick<Problem, "safetyCritical">, safety: GuideSafety = englishSafety(categoryId)): string {
  const { shutOff, stopIf } = safety;
  return [problem.safetyCritical ? safety.dangerLead : undefined, shutOff, stopIf].filter(Boolean).join(" ");
}

/** The steps' headings, from the Guide messages (components/guide/guide-step-titles.ts). */
export interface GuideStepTitles {
  safetyCheck: string;
  step: (number: number) => string;
  professional: string;
}

/** The guide the spec describes: a safety check warning, then each DIY step, then a professional note. */
export function buildGuideSteps(categoryId: string, problem: Problem, titles: GuideStepTitles, safety?: GuideSafety): GuideStep[] {
  return [
    { title: titles.safetyCheck, content: safetyCheckText(categoryId, problem, safety), type: "warning" },
    ...problem.diySteps.map((content, index) => ({ title: titles.step(index + 1), content, type: "step" as const })),
    { title: titles.professional, content: problem.professionalAdvice, type: "info" },
  ];
}
