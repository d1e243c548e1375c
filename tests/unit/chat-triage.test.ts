import { describe, expect, it, jest } from "@jest/globals";

import { CatalogueAssistant } from "@/lib/ai/catalogue-assistant";
import { assistantEvents } from "@/lib/ai/chat-stream";
import { AssistantError, type AssistantInput, type AssistantProvider } from "@/lib/ai/provider";
import { AI_FAILURE, DIY_CHOICE_LABEL, openingMessage } from "@/lib/ai/scripts";
import type { ChatStreamEvent } from "@/lib/chat/protocol";
import { getCategory } from "@/lib/catalog";
import { emergencyFollowUp, emergencyNotice } from "@/lib/emergency/notice";

import { alarming, calm, lookAlikes } from "../support/triage-table";

function ask(text: string, categoryId: string, problemId?: string): AssistantInput {
  return { categoryId, problemId, messages: [openingMessage(getCategory(categoryId)!), { type: "user", content: text }] };
}

async function events(provider: AssistantProvider, input: AssistantInput): Promise<ChatStreamEvent[]> {
  const received: ChatStreamEvent[] = [];
  for await (const event of assistantEvents(provider, input)) received.push(event);
  return received;
}

const text = (received: ChatStreamEvent[]) => received.map((event) => (event.type === "delta" ? event.text : "")).join("");

/** A provider that fails before (or after) saying anything, like a model that is down. */
function failingProvider(after: string[] = []): AssistantProvider & { inputs: AssistantInput[] } {
  const inputs: AssistantInput[] = [];
  return {
    name: "openai",
    inputs,
    async *reply(input) {
      inputs.push(input);
      yield* after;
      throw new AssistantError("upstream", "500 upstream");
    },
  };
}

describe("server triage before any reply text", () => {
  it("sends the fixed notice first, then the catalogue's call-a-professional text, with no suggestions", async () => {
    const received = await events(new CatalogueAssistant(), ask("i smell gas", "plumbing"));
    expect(received[0]).toEqual({ type: "emergency", notice: emergencyNotice("gas") });
    expect(received.filter((event) => event.type === "emergency")).toHaveLength(1);
    expect(received.some((event) => event.type === "suggestions")).toBe(false);
    expect(text(received)).toBe(emergencyFollowUp("gas"));
    expect(received.at(-1)).toEqual({ type: "done" });
  });

  it.each([
    ["my CO alarm is going off", "hvac", "no-heat", "co"],
    ["water is dripping onto my breaker panel", "electrical", "gfci-issues", "water-electrical"],
    ["the breaker panel is wet", "electrical", "power-outage", "water-electrical"],
    ["basement flooded and the outlets are underwater", "plumbing", undefined, "water-electrical"],
    ["breaker panel is buzzing and hot", "hvac", undefined, "hot-electrical"],
    ["I smell propane", "hvac", undefined, "gas"],
  ] as const)("%j on %s/%s: notice %s first, and no DIY guide offered", async (message, categoryId, problemId, hazard) => {
    const received = await events(new CatalogueAssistant(), ask(message, categoryId, problemId));
    expect(received[0]).toMatchObject({ type: "emergency", notice: { hazard } });
    expect(text(received)).not.toContain(DIY_CHOICE_LABEL);
    expect(text(received)).not.toMatch(/step-by-step|That sounds like|Common causes/);
    expect(received.some((event) => event.type === "suggestions")).toBe(false);
  });

  it("sends no notice for an ordinary question, and keeps the matching problems", async () => {
    const received = await events(new CatalogueAssistant(), ask("my breaker keeps tripping", "electrical"));
    expect(received.some((event) => event.type === "emergency")).toBe(false);
    expect(received[0].type).toBe("delta");
    expect(received.some((event) => event.type === "suggestions")).toBe(true);
  });

  it("looks only at the latest message: an earlier emergency does not repeat on the next turn", async () => {
    const input = ask("my breaker keeps tripping", "electrical");
    input.messages.unshift({ type: "user", content: "I smell gas" });
    const received = await events(new CatalogueAssistant(), input);
    expect(received.some((event) => event.type === "emergency")).toBe(false);
  });

  it("after an emergency, a later request for DIY steps still gets the call, with no new card", async () => {
    const input = ask("how do I fix it myself?", "hvac", "no-heat");
    input.messages.splice(1, 0, { type: "user", content: "I smell gas" }, { type: "ai", content: emergencyNotice("gas").plainText, messageType: "warning" });
    const received = await events(new CatalogueAssistant(), input);
    expect(received.some((event) => event.type === "emergency")).toBe(false);
    expect(text(received)).toBe(emergencyFollowUp("gas"));
  });

  it("still shows the notice when the model fails, then the failure text", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const provider = failingProvider();
      const received = await events(provider, ask("carbon monoxide detector beeping", "hvac"));
      expect(received).toEqual([
        { type: "emergency", notice: emergencyNotice("co") },
        { type: "error", message: AI_FAILURE },
      ]);
      // The provider is told which emergency it follows (the OpenAI provider puts it in the system prompt).
      expect(provider.inputs[0].hazard).toBe("co");
    } finally {
      consoleError.mockRestore();
    }
  });

  it("keeps the notice first when the model breaks off mid-reply", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const received = await events(failingProvider(["Please follow ", "the steps"]), ask("sparks coming out of the outlet", "electrical"));
      expect(received.map((event) => event.type)).toEqual(["emergency", "delta", "delta", "error"]);
    } finally {
      consoleError.mockRestore();
    }
  });
});

/** A stand-in for the model: whatever it would say, triage decides the card before it is asked. */
function modelProvider(): AssistantProvider {
  return {
    name: "openai",
    async *reply() {
      yield "Here is what I would check first.";
    },
  };
}

const emergencyOf = (received: ChatStreamEvent[]) => received.find((event) => event.type === "emergency");

describe.each([
  ["catalogue", () => new CatalogueAssistant()],
  ["model", modelProvider],
] as const)("the triage table on the %s path", (_path, provider) => {
  it.each(alarming)("%j gets the %s card first", async (message, hazard) => {
    const received = await events(provider(), ask(message, "plumbing"));
    expect(received[0]).toEqual({ type: "emergency", notice: emergencyNotice(hazard) });
  });

  it.each([...calm, ...Object.values(lookAlikes).flat()])("%j gets no card and no emergency wording", async (message) => {
    const received = await events(provider(), ask(message, "hvac"));
    expect(emergencyOf(received)).toBeUndefined();
    // An equipment question or a past event may end with the calm one-line safety note (issue #30); nothing else alarms.
    expect(text(received).replace(/\n*Safety note: .*$/, "")).not.toMatch(/^Stop\b|\b911\b|leave the home now|act immediately/i);
  });

  it("ends a harmless detector question with the calm one-line note, not the card", async () => {
    const received = await events(provider(), ask("where should I put a co detector", "hvac"));
    expect(emergencyOf(received)).toBeUndefined();
    expect(text(received)).toMatch(/\n\nSafety note: if a carbon monoxide alarm sounds.*911\.$/);
  });
});
