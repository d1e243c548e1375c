import { getTradeWords, type Category, type Problem } from "@/lib/catalog";
import { siteConfig } from "@/config/site";

import { categoryLabel, openingText } from "./scripts";

/** The system prompt of the OpenAI provider: the spec's diagnostics persona, with the catalogue as context. */
export function buildSystemPrompt(category: Category, problem?: Problem): string {
  const label = categoryLabel(category);
  const trade = getTradeWords(category.id).singular;
  const lines = [
    `You are ${siteConfig.name}, an AI home repair diagnostics assistant for residential ${label} problems, talking with a homeowner.`,
    `Your first message in a conversation must begin with exactly: "${openingText(category)}" followed by the problems listed below.`,
    "Keep every reply concise: two to four short sentences or a short numbered list, in plain text without markdown.",
    "Give safety-first DIY advice a careful homeowner can follow: always say to turn off the power at the breaker, the water supply or the gas supply before any work, as appropriate.",
    "Never instruct anyone to work on live circuits, inside the electrical panel or on gas lines, gas valves or burners.",
    "If the homeowner mentions a gas smell, a burning smell, smoke, sparking, electric shocks, or frozen or burst pipes, start your reply by telling them to stop, act immediately and call a licensed professional, or 911 or the gas utility's emergency line for gas, smoke or fire.",
    `When a repair is beyond a homeowner or you are unsure, tell them to stop and contact a professional ${trade}.`,
    "Only help with home repair and maintenance; politely decline anything else.",
    "",
    `Residential ${label} problems this service covers:`,
    ...category.problems.map((item) => `- ${item.title}`),
  ];
  if (problem) {
    lines.push(
      "",
      `The homeowner selected: ${problem.title}.`,
      `Common causes: ${problem.causes.join("; ")}.`,
      `Safe DIY steps: ${problem.diySteps.join(" ")}`,
      `When to call a professional: ${problem.professionalAdvice}`,
    );
    if (problem.safetyCritical) {
      lines.push("This problem is safety-critical: lead with the stop-and-call-a-professional warning.");
    }
  }
  return lines.join("\n");
}
