// The embedded assistant used when no AI provider is configured. It answers only from the repair
// catalogue: the spec's scripted texts for a chosen problem, and a ranked catalogue search
// (problem-matcher) for anything the homeowner types.
import "server-only";
import { createTranslator } from "use-intl/core";

import { getCategory, getProblem, getTradeWords, type Category, type Problem } from "@/lib/catalog";
import type { ProblemSuggestion } from "@/lib/chat/types";
import { emergencyFollowUp } from "@/lib/emergency/notice";
import assistantMessages from "@/messages/en/assistant.json";

import { matchProblems, type MatchResult } from "./problem-matcher";
import type { AssistantInput, AssistantProvider } from "./provider";
import { DIY_CHOICE_LABEL, PROFESSIONAL_CHOICE_LABEL, categoryLabel, lowerFirst, problemExplanationText, safetyWarningFor } from "./scripts";
import { stem, words } from "./text-analysis";

// messages/en/assistant.json, formatted as in ./scripts.
const t = createTranslator({ locale: "en", messages: assistantMessages, namespace: "Assistant" });

export interface CatalogueAnswer {
  text: string;
  suggestions: ProblemSuggestion[];
}

type Intent = "professional" | "diy";

const intentWords: [Intent, Set<string>][] = [
  [
    "professional",
    new Set(
      ["professional", "pro", "contractor", "electrician", "plumber", "technician", "hire", "cost", "price", "quote", "schedule", "appointment", "book"].map(
        stem,
      ),
    ),
  ],
  ["diy", new Set(["diy", "how", "fix", "repair", "step", "guide", "myself", "instructions", "yourself"].map(stem))],
];

function detectIntent(text: string): Intent | undefined {
  const stems = new Set(words(text).map(stem));
  return intentWords.find(([, signals]) => [...signals].some((signal) => stems.has(signal)))?.[0];
}

function sameWords(a: string, b: string): boolean {
  return words(a).join(" ") === words(b).join(" ");
}

function quoted(problem: Problem): string {
  return t("quoted", { problem: problem.title });
}

function toSuggestion(category: Category, problem: Problem): ProblemSuggestion {
  return { categoryId: category.id, problemId: problem.id, title: problem.title };
}

function withWarning(warning: string | undefined, text: string): string {
  return warning && !text.includes(warning) ? `${warning}\n\n${text}` : text;
}

/** "an electrical", "an HVAC", "a plumbing". */
function withArticle(label: string): string {
  return t("withArticle", { label, vowel: /^(?:[aeiou]|HVAC)/i.test(label) ? "yes" : "no" });
}

function describeMatches(category: Category, result: MatchResult): string {
  const [best, ...others] = result.matches;
  const causes = best.problem.causes.slice(0, 2).map(lowerFirst).join("; ");
  const lead =
    result.scope === "category"
      ? t("matchInCategory", { problem: quoted(best.problem) })
      : t("matchOtherCategory", {
          problem: quoted(best.problem),
          found: withArticle(categoryLabel(best.category)),
          current: withArticle(categoryLabel(category)),
        });
  const alternatives = others.length ? t("matchAlternatives", { problems: others.map((match) => quoted(match.problem)).join(t("or")) }) : "";
  return t("matchCauses", { lead, causes, alternatives });
}

function noMatchText(category: Category): string {
  return t("noMatch", { category: categoryLabel(category), trade: getTradeWords(category.id).singular });
}

function diyText(category: Category, problem: Problem): string {
  const steps = problem.diySteps.map((step, index) => t("diyStep", { number: index + 1, step })).join("\n");
  return t("diyAnswer", { problem: problem.title, steps, diy: DIY_CHOICE_LABEL, trade: getTradeWords(category.id).singular });
}

function professionalText(problem: Problem): string {
  return t("professionalAnswer", { advice: problem.professionalAdvice, professional: PROFESSIONAL_CHOICE_LABEL });
}

function lastUserText(input: AssistantInput): string {
  return [...input.messages].reverse().find((message) => message.type === "user")?.content ?? "";
}

/** Splits a reply into sentence-sized chunks so it streams like a model's reply. */
function chunksOf(text: string): string[] {
  return text.match(/[^.!?:\n]*(?:[.!?:]+|\n+|$)\s*/g)?.filter(Boolean) ?? [text];
}

export class CatalogueAssistant implements AssistantProvider {
  readonly name = "catalogue" as const;
  private readonly answers = new WeakMap<AssistantInput, CatalogueAnswer>();

  answer(input: AssistantInput): CatalogueAnswer {
    let answer = this.answers.get(input);
    if (!answer) {
      answer = this.compose(input);
      this.answers.set(input, answer);
    }
    return answer;
  }

  async *reply(input: AssistantInput): AsyncIterable<string> {
    for (const chunk of chunksOf(this.answer(input).text)) {
      if (input.signal?.aborted) return;
      yield chunk;
    }
  }

  suggestProblems(input: AssistantInput): ProblemSuggestion[] {
    return this.answer(input).suggestions;
  }

  private compose(input: AssistantInput): CatalogueAnswer {
    const category = getCategory(input.categoryId);
    if (!category) return { text: t("chooseCategory"), suggestions: [] };
    // The fixed emergency notice has already been sent (chat-stream): name whom to call, and offer no
    // look-alike problems or DIY steps, which would invite the homeowner to stay and troubleshoot.
    if (input.hazard) return { text: emergencyFollowUp(input.hazard), suggestions: [] };
    const text = lastUserText(input);
    const problem = getProblem(category.id, input.problemId);
    if (problem && sameWords(text, problem.title)) {
      return { text: problemExplanationText(category, problem), suggestions: [] };
    }

    // After an emergency, a later "how do I fix it" still gets the call, not DIY steps.
    if (input.priorHazard && detectIntent(text) === "diy") return { text: emergencyFollowUp(input.priorHazard), suggestions: [] };
    const result = matchProblems(text, category.id);
    const describesChosenProblem = !!problem && result.matches.some((match) => match.category.id === category.id && match.problem.id === problem.id);

    // Within a chosen problem, only a clear match in the same category changes the subject.
    if (problem && (result.scope !== "category" || describesChosenProblem)) {
      return { text: answerAboutProblem(category, problem, text), suggestions: [] };
    }
    if (result.scope === "none") return { text: noMatchText(category), suggestions: [] };

    const best = result.matches[0].problem;
    return {
      text: withWarning(best.safetyCritical ? safetyWarningFor(best) : undefined, describeMatches(category, result)),
      suggestions: result.matches.map((match) => toSuggestion(match.category, match.problem)),
    };
  }
}

/** A reply about the problem already chosen: DIY steps, professional advice, or its explanation. */
function answerAboutProblem(category: Category, problem: Problem, text: string): string {
  switch (detectIntent(text)) {
    case "professional":
      return professionalText(problem);
    case "diy":
      return withWarning(problem.safetyCritical ? safetyWarningFor(problem) : undefined, diyText(category, problem));
    default:
      return problemExplanationText(category, problem);
  }
}
