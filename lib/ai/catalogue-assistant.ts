// The embedded assistant used when no AI provider is configured. It answers only from the repair
// catalogue: the spec's scripted texts for a chosen problem, and a ranked catalogue search
// (problem-matcher) for anything the homeowner types.
import "server-only";

import { defaultLocale, type AppLocale } from "@/i18n/locales";
import { getCategory, type Category, type Problem } from "@/lib/catalog";
import { localizeCategory, localizeProblem } from "@/lib/catalog/i18n";
import type { ProblemSuggestion } from "@/lib/chat/types";
import { emergencyFollowUp } from "@/lib/emergency/notice";

import { matchProblems, type MatchResult } from "./problem-matcher";
import type { AssistantInput, AssistantProvider } from "./provider";
import { assistantTranslator, categoryLabel, choiceLabels, lowerFirst, problemExplanationText, safetyCautionFor } from "./scripts";
import { stem, words } from "./text-analysis";

export interface CatalogueAnswer {
  text: string;
  suggestions: ProblemSuggestion[];
}

type Intent = "professional" | "diy";

// Another language's signals, matched on lower-case words with accents folded (the English ones go through the English
// stemmer, and a language without a list here gets only those).
const foldedIntentWords: Partial<Record<AppLocale, [Intent, RegExp][]>> = {
  "es-US": [
    ["professional", /^(profesional(es)?|contratista|electricista|plomero|tecnico|contratar|costo|cuesta|precio|cotizacion|cita|agendar|reservar|pro)$/],
    ["diy", /^(como|arreglar|arreglo|reparar|reparo|paso|pasos|guia|mismo|misma|instrucciones|diy)$/],
  ],
};

function foldedWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z]+/)
    .filter(Boolean);
}

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

function detectIntent(text: string, locale?: AppLocale): Intent | undefined {
  const ownWords = locale && foldedIntentWords[locale];
  if (ownWords) {
    const folded = foldedWords(text);
    const own = ownWords.find(([, pattern]) => folded.some((word) => pattern.test(word)))?.[0];
    if (own) return own;
  }
  const stems = new Set(words(text).map(stem));
  return intentWords.find(([, signals]) => [...signals].some((signal) => stems.has(signal)))?.[0];
}

function sameWords(a: string, b: string): boolean {
  return words(a).join(" ") === words(b).join(" ");
}

function quoted(problem: Problem, locale?: AppLocale): string {
  return assistantTranslator(locale)("quoted", { problem: problem.title });
}

function toSuggestion(category: Category, problem: Problem): ProblemSuggestion {
  return { categoryId: category.id, problemId: problem.id, title: problem.title };
}

/** The answer, then its calm safety caution (after, never before: see safetyCautionFor). */
function withCaution(text: string, caution: string | undefined): string {
  return caution && !text.includes(caution) ? `${text}\n\n${caution}` : text;
}

/** "an electrical", "an HVAC", "a plumbing". */
function withArticle(label: string, locale?: AppLocale): string {
  return assistantTranslator(locale)("withArticle", { label, vowel: /^(?:[aeiou]|HVAC)/i.test(label) ? "yes" : "no" });
}

function describeMatches(category: Category, result: MatchResult, locale?: AppLocale): string {
  const t = assistantTranslator(locale);
  const [best, ...others] = result.matches;
  const causes = best.problem.causes.slice(0, 2).map(lowerFirst).join("; ");
  const lead =
    result.scope === "category"
      ? t("matchInCategory", { problem: quoted(best.problem, locale) })
      : t("matchOtherCategory", {
          problem: quoted(best.problem, locale),
          found: withArticle(categoryLabel(best.category), locale),
          current: withArticle(categoryLabel(category), locale),
        });
  const alternatives = others.length ? t("matchAlternatives", { problems: others.map((match) => quoted(match.problem, locale)).join(t("or")) }) : "";
  return t("matchCauses", { lead, causes, alternatives });
}

// The category passed in is already in the conversation's language (lib/catalog/i18n): its trade words too.
function noMatchText(category: Category, locale?: AppLocale): string {
  return assistantTranslator(locale)("noMatch", { category: categoryLabel(category), trade: category.trade.singular });
}

function diyText(category: Category, problem: Problem, locale?: AppLocale): string {
  const t = assistantTranslator(locale);
  const steps = problem.diySteps.map((step, index) => t("diyStep", { number: index + 1, step })).join("\n");
  return t("diyAnswer", { problem: problem.title, steps, diy: choiceLabels(locale).diy, trade: category.trade.singular });
}

function professionalText(problem: Problem, locale?: AppLocale): string {
  return assistantTranslator(locale)("professionalAnswer", { advice: problem.professionalAdvice, professional: choiceLabels(locale).professional });
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
    const { locale } = input;
    const english = getCategory(input.categoryId);
    if (!english) return { text: assistantTranslator(locale)("chooseCategory"), suggestions: [] };
    // Answers in the conversation's language, from the catalogue overlay (lib/catalog/i18n).
    const category = localizeCategory(english, locale);
    // The fixed emergency notice has already been sent (chat-stream): name whom to call, and offer no
    // look-alike problems or DIY steps, which would invite the homeowner to stay and troubleshoot.
    if (input.hazard) return { text: emergencyFollowUp(input.hazard, locale), suggestions: [] };
    const text = lastUserText(input);
    const problem = category.problems.find((candidate) => candidate.id === input.problemId);
    if (problem && sameWords(text, problem.title)) {
      return { text: problemExplanationText(category, problem, locale), suggestions: [] };
    }

    // After an emergency, a later "how do I fix it" still gets the call, not DIY steps.
    if (input.priorHazard && detectIntent(text, locale) === "diy") return { text: emergencyFollowUp(input.priorHazard, locale), suggestions: [] };
    const result = localizeMatches(matchProblems(text, category.id, 3, locale), locale);
    const describesChosenProblem = !!problem && result.matches.some((match) => match.category.id === category.id && match.problem.id === problem.id);

    // Within a chosen problem, only a clear match in the same category changes the subject.
    if (problem && (result.scope !== "category" || describesChosenProblem)) {
      return { text: answerAboutProblem(category, problem, text, locale), suggestions: [] };
    }
    if (result.scope === "none") return { text: noMatchText(category, locale), suggestions: [] };

    const best = result.matches[0].problem;
    return {
      text: withCaution(
        describeMatches(category, result, locale),
        best.safetyCritical ? safetyCautionFor(best, result.matches[0].category.id, locale) : undefined,
      ),
      suggestions: result.matches.map((match) => toSuggestion(match.category, match.problem)),
    };
  }
}

/** A reply about the problem already chosen: DIY steps, professional advice, or its explanation. */
function answerAboutProblem(category: Category, problem: Problem, text: string, locale?: AppLocale): string {
  switch (detectIntent(text, locale)) {
    case "professional":
      return professionalText(problem, locale);
    case "diy":
      return withCaution(diyText(category, problem, locale), problem.safetyCritical ? safetyCautionFor(problem, category.id, locale) : undefined);
    default:
      return problemExplanationText(category, problem, locale);
  }
}

/** The matcher answers with the catalogue's (English) entries; the reply names them in the conversation's language. */
function localizeMatches(result: MatchResult, locale?: AppLocale): MatchResult {
  if (!locale || locale === defaultLocale) return result;
  return {
    ...result,
    matches: result.matches.map((match) => ({
      ...match,
      category: localizeCategory(match.category, locale),
      problem: localizeProblem(match.category, match.problem, locale),
    })),
  };
}
