// The embedded assistant used when no AI provider is configured. It answers only from the repair
// catalogue: the spec's scripted texts for a chosen problem, and a ranked catalogue search
// (problem-matcher) for anything the homeowner types.
import "server-only";

import { getCategory, getProblem, getTradeWords, type Category, type Problem } from "@/lib/catalog";
import type { ProblemSuggestion } from "@/lib/chat/types";
import { emergencyFollowUp } from "@/lib/emergency/notice";

import { matchProblems, type MatchResult } from "./problem-matcher";
import type { AssistantInput, AssistantProvider } from "./provider";
import {
  DIY_CHOICE_LABEL,
  PROFESSIONAL_CHOICE_LABEL,
  categoryLabel,
  lowerFirst,
  problemExplanationText,
  safetyWarningFor,
} from "./scripts";
import { stem, words } from "./text-analysis";

export interface CatalogueAnswer {
  text: string;
  suggestions: ProblemSuggestion[];
}

type Intent = "professional" | "diy";

const intentWords: [Intent, Set<string>][] = [
  [
    "professional",
    new Set(
      ["professional", "pro", "contractor", "electrician", "plumber", "technician", "hire", "cost", "price", "quote", "schedule", "appointment", "book"].map(stem),
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
  return `"${problem.title}"`;
}

function toSuggestion(category: Category, problem: Problem): ProblemSuggestion {
  return { categoryId: category.id, problemId: problem.id, title: problem.title };
}

function withWarning(warning: string | undefined, text: string): string {
  return warning && !text.includes(warning) ? `${warning}\n\n${text}` : text;
}

/** "an electrical", "an HVAC", "a plumbing". */
function withArticle(label: string): string {
  return /^(?:[aeiou]|HVAC)/i.test(label) ? `an ${label}` : `a ${label}`;
}

function describeMatches(category: Category, result: MatchResult): string {
  const [best, ...others] = result.matches;
  const causes = best.problem.causes.slice(0, 2).map(lowerFirst).join("; ");
  const lead =
    result.scope === "category"
      ? `That sounds like ${quoted(best.problem)}.`
      : `That sounds like ${quoted(best.problem)}, ${withArticle(categoryLabel(best.category))} problem rather than ${withArticle(categoryLabel(category))} one.`;
  const alternatives = others.length ? ` It could also be ${others.map((match) => quoted(match.problem)).join(" or ")}.` : "";
  return (
    `${lead} Common causes include: ${causes}.${alternatives} ` +
    "Select a problem below to see its causes, a safe DIY guide, or how to reach a professional."
  );
}

function noMatchText(category: Category): string {
  return (
    `I couldn't match that to one of the residential ${categoryLabel(category)} problems I know. ` +
    `Please choose the closest one from the list, or contact a professional ${getTradeWords(category.id).singular} if you're unsure.`
  );
}

function diyText(category: Category, problem: Problem): string {
  const steps = problem.diySteps.map((step, index) => `${index + 1}. ${step}`).join("\n");
  return (
    `Here is how to start on ${problem.title} safely:\n${steps}\n\n` +
    `Choose "${DIY_CHOICE_LABEL}" for the full guide with tools and videos. If anything seems wrong, stop and call a licensed ${getTradeWords(category.id).singular}.`
  );
}

function professionalText(problem: Problem): string {
  return `${problem.professionalAdvice}\n\nChoose "${PROFESSIONAL_CHOICE_LABEL}" and I'll help you book one.`;
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
    if (!category) return { text: "Please choose a repair category first.", suggestions: [] };
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
    const describesChosenProblem =
      !!problem && result.matches.some((match) => match.category.id === category.id && match.problem.id === problem.id);

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
