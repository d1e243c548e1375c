import { describe, expect, it } from "@jest/globals";

import { CatalogueAssistant } from "@/lib/ai/catalogue-assistant";
import type { AssistantInput } from "@/lib/ai/provider";
import {
  ACCEPT_LABEL,
  AI_FAILURE,
  EMPTY_REPLY,
  acceptedMessage,
  contactProfessionalMessage,
  cautionText,
  openingMessage,
  openingText,
  problemExplanationMessage,
  safetyDisclaimerText,
  safetyCautionFor,
  problemExplanationText,
} from "@/lib/ai/scripts";
import type { ChatMessage } from "@/lib/chat/types";
import { getCategory, getProblem } from "@/lib/catalog";
import { emergencyFollowUp } from "@/lib/emergency/notice";

const assistant = new CatalogueAssistant();

function input(text: string, categoryId: string, problemId?: string): AssistantInput {
  const category = getCategory(categoryId)!;
  const messages: ChatMessage[] = [openingMessage(category), { type: "user", content: text }];
  return { categoryId, problemId, messages };
}

async function streamed(request: AssistantInput): Promise<string> {
  let text = "";
  for await (const chunk of assistant.reply(request)) text += chunk;
  return text;
}

describe("scripted messages", () => {
  it("opens with the spec's line, keeping HVAC upper case and lower-casing the others", () => {
    expect(openingText(getCategory("hvac")!)).toBe("Please select from the following residential HVAC problems:");
    expect(openingText(getCategory("plumbing")!)).toBe("Please select from the following residential plumbing problems:");
    expect(openingText(getCategory("electrical")!)).toBe("Please select from the following residential electrical problems:");
  });

  it("keeps the spec's failure texts exactly", () => {
    expect(AI_FAILURE).toBe("I apologize, but I'm experiencing some technical difficulties. Let me help you connect with a professional who can assist you.");
    expect(EMPTY_REPLY).toBe("I apologize, but I'm having trouble generating a response. How else can I help you?");
  });

  it("explains a problem from its causes and offers both ways forward", () => {
    const category = getCategory("plumbing")!;
    const problem = getProblem("plumbing", "leaky-faucet")!;
    const message = problemExplanationMessage(category, problem);
    expect(message).toMatchObject({ type: "ai", messageType: "info" });
    expect(message.content.startsWith("Let's look at Leaky Faucet. Common causes include:")).toBe(true);
    for (const cause of problem.causes) expect(message.content).toContain(cause);
    expect(message.content).toContain("DIY");
    expect(message.content).toContain("professional plumber");
  });

  it("ends a safety-critical problem's explanation with a calm, specific caution, never an emergency opening", () => {
    const category = getCategory("electrical")!;
    const problem = getProblem("electrical", "sparking-outlets")!;
    const message = problemExplanationMessage(category, problem);
    expect(message.messageType).toBe("info");
    expect(message.content.startsWith("Let's look at Sparking Outlets.")).toBe(true);
    expect(message.content.endsWith(cautionText("sparking"))).toBe(true);
    expect(safetyDisclaimerText(category, problem).endsWith(cautionText("sparking"))).toBe(true);
    expect(safetyCautionFor(getProblem("plumbing", "frozen-pipes")!, "plumbing")).toBe(cautionText("water"));
    expect(safetyCautionFor(getProblem("hvac", "burning-smell")!, "hvac")).toBe(cautionText("burning"));
    expect(safetyCautionFor(getProblem("electrical", "circuit-breaker-trips")!, "electrical")).toBe(cautionText("electrical"));
    // A question about a gas water heater gets the gas caution, calmly and last.
    const heater = problemExplanationText(getCategory("plumbing")!, getProblem("plumbing", "water-heater-issues")!);
    expect(heater.endsWith(cautionText("gas"))).toBe(true);
    for (const kind of ["gas", "burning", "sparking", "water", "electrical", "general"] as const) {
      expect(cautionText(kind)).not.toMatch(/^Stop|\b911\b|act immediately|leave the home now/i);
    }
  });

  it("names the right shut-off and the never-live rule in the disclaimer", () => {
    const text = safetyDisclaimerText(getCategory("plumbing")!, getProblem("plumbing", "running-toilet")!);
    expect(text).toContain("at your own risk");
    expect(text).toContain("Shut off the water at the fixture's supply valves");
    expect(text).toContain("Never work on live circuits or gas lines.");
    expect(text).toContain("stop and call a licensed plumber");
    expect(text).toContain(ACCEPT_LABEL);
  });

  it("tells HVAC DIYers to leave gas piping and the meter alone, never to shut off the gas supply", () => {
    const text = safetyDisclaimerText(getCategory("hvac")!, getProblem("hvac", "weak-airflow")!);
    expect(text).toContain("Don't touch gas piping or the meter");
    expect(text).not.toMatch(/shut off the gas supply/i);
  });

  it("has success and contact-professional replies", () => {
    expect(acceptedMessage({ title: "Running Toilet" })).toMatchObject({ type: "ai", messageType: "success" });
    expect(contactProfessionalMessage(getCategory("hvac")!, { title: "No Heat" }).content).toContain("HVAC specialist");
  });
});

describe("CatalogueAssistant", () => {
  it("names the matching problem and suggests it first", async () => {
    const request = input("my breaker keeps tripping", "electrical");
    const answer = assistant.answer(request);
    expect(answer.suggestions[0]).toEqual({ categoryId: "electrical", problemId: "circuit-breaker-trips", title: "Circuit Breaker Trips" });
    expect(answer.text).toContain('That sounds like "Circuit Breaker Trips".');
    expect(await streamed(request)).toBe(answer.text);
  });

  it("ends a safety-critical match with its calm caution", () => {
    const answer = assistant.answer(input("the outlet won't hold a plug and has scorch marks", "electrical"));
    expect(answer.text.startsWith("That sounds like")).toBe(true);
    expect(answer.text.endsWith(cautionText("sparking"))).toBe(true);
    expect(answer.suggestions[0].problemId).toBe("sparking-outlets");
  });

  it("on an emergency turn names whom to call, and offers no problems and no DIY steps", () => {
    // The server's triage has already sent the fixed notice; the assistant must not invite troubleshooting.
    for (const [text, categoryId, problemId, hazard] of [
      ["I smell gas near the furnace", "hvac", undefined, "gas"],
      ["how do I fix it myself? the CO alarm is going off", "hvac", "no-heat", "co"],
      ["water is dripping onto my breaker panel", "electrical", "gfci-issues", "water-electrical"],
    ] as const) {
      const answer = assistant.answer({ ...input(text, categoryId, problemId), hazard });
      expect(answer).toEqual({ text: emergencyFollowUp(hazard), suggestions: [] });
      expect(answer.text).not.toContain("1. ");
      expect(answer.text).toContain("I won't offer DIY steps");
    }
  });

  it("ends a frozen-pipe answer with the shut-off caution", () => {
    const answer = assistant.answer(input("how do I keep pipes in the garage from freezing", "plumbing"));
    expect(answer.text.endsWith(cautionText("water"))).toBe(true);
    expect(answer.suggestions[0].problemId).toBe("frozen-pipes");
  });

  it("points to another category's problem when that is where it belongs", () => {
    const answer = assistant.answer(input("no hot water", "electrical"));
    expect(answer.suggestions).toEqual([{ categoryId: "plumbing", problemId: "water-heater-issues", title: "Water Heater Issues" }]);
    expect(answer.text).toContain("a plumbing problem rather than an electrical one");
  });

  it("says when nothing matches and suggests the list or a professional", () => {
    const answer = assistant.answer(input("can you recommend a good pizza place", "plumbing"));
    expect(answer.suggestions).toEqual([]);
    expect(answer.text).toBe(
      "I couldn't match that to one of the residential plumbing problems I know. Please choose the closest one from the list, or contact a professional plumber if you're unsure.",
    );
  });

  it("explains the chosen problem when its title is sent", () => {
    const category = getCategory("hvac")!;
    const problem = getProblem("hvac", "no-heat")!;
    expect(assistant.answer(input("No Heat", "hvac", "no-heat")).text).toBe(problemExplanationMessage(category, problem).content);
  });

  it("gives the chosen problem's DIY steps when asked how to fix it", () => {
    const problem = getProblem("plumbing", "running-toilet")!;
    const answer = assistant.answer(input("how do I fix it myself?", "plumbing", "running-toilet"));
    expect(answer.text).toContain(`1. ${problem.diySteps[0]}`);
    expect(answer.suggestions).toEqual([]);
  });

  it("gives the professional advice when asked about a plumber", () => {
    const problem = getProblem("plumbing", "running-toilet")!;
    expect(assistant.answer(input("should I call a plumber?", "plumbing", "running-toilet")).text).toContain(problem.professionalAdvice);
  });

  it("switches to a different problem the homeowner describes within a chosen one", () => {
    const answer = assistant.answer(input("actually the toilet keeps running", "plumbing", "leaky-faucet"));
    expect(answer.suggestions[0].problemId).toBe("running-toilet");
  });

  it("streams the answer in several chunks and stops when aborted", async () => {
    const request = input("water dripping from faucet", "plumbing");
    const chunks: string[] = [];
    for await (const chunk of assistant.reply(request)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);

    const controller = new AbortController();
    controller.abort();
    const aborted: string[] = [];
    for await (const chunk of assistant.reply({ ...request, signal: controller.signal })) aborted.push(chunk);
    expect(aborted).toEqual([]);
  });
});
