import type { AppLocale } from "@/i18n/locales";
import { describe, expect, it, jest } from "@jest/globals";

import { assistantEvents } from "@/lib/ai/chat-stream";
import type { AssistantInput, AssistantProvider } from "@/lib/ai/provider";
import type { ChatStreamEvent } from "@/lib/chat/protocol";
import type { HazardId } from "@/lib/emergency/hazards";
import { emergencyNotice } from "@/lib/emergency/notice";
import { detectEmergency, messageLanguage, triageMessage } from "@/lib/emergency/triage";

// Every case in issue #30's "Why". Each of these failed on the per-language detectors the issue replaced.
const cards: [string, AppLocale, HazardId][] = [
  ["huele a gas en la cocina", "en-US", "gas"],
  ["se oye un siseo en el medidor del gas", "es-US", "gas"],
  ["chiflido en el medidor del gas", "es-US", "gas"],
  ["la alarma del carbono está chillando y mi hija se siente mareada", "es-US", "co"],
  ["hay una fuga cerca del tanque de propano", "es-US", "gas"],
  ["I think there is a leak coming from the back of the propane tank", "en-US", "gas"],
  ["está saliendo agua del abanico del techo", "es-US", "water-electrical"],
  ["gotea agua de la luminaria de la cocina", "es-US", "water-electrical"],
  ["brota agua de la pared", "es-US", "flooding"],
];

const noCards: [string, AppLocale][] = [
  ["what carbon monoxide detector should I buy", "es-US"],
  ["where is the best place to put a co detector", "es-US"],
  ["how often do I change the batteries in my CO alarm", "es-US"],
  ["the fire alarm test button doesn't work", "en-US"],
  ["is a blue pilot flame normal?", "es-US"],
  ["is a blue flame on the pilot normal?", "en-US"],
  ["the whole house smells like burnt dinner", "en-US"],
];

describe("issue #30: the cases a homeowner tried", () => {
  it.each(cards)("%j on the %s page brings the %s card", (text, page, hazard) => {
    expect(detectEmergency(text, page)).toBe(hazard);
  });

  it.each(noCards)("%j on the %s page brings no card", (text, page) => {
    expect(detectEmergency(text, page)).toBeUndefined();
  });

  it("answers the harmless detector and flame questions with a calm note of their hazard instead", () => {
    expect(triageMessage("what carbon monoxide detector should I buy", "es-US").notes).toEqual(["co"]);
    expect(triageMessage("the fire alarm test button doesn't work", "en-US").notes).toEqual(["fire"]);
    expect(triageMessage("is a blue pilot flame normal?", "en-US").notes).toEqual(["fire"]);
    expect(triageMessage("the pipes froze last winter, how do I keep them from freezing", "en-US")).toMatchObject({ hazards: [], notes: ["flooding"] });
    expect(triageMessage("el año pasado se congelaron las tuberias", "es-US")).toMatchObject({ hazards: [], notes: ["flooding"] });
  });

  it("keeps a present hazard apart from a past one in the same message", () => {
    expect(detectEmergency("we had a gas leak last year and now I smell gas again", "en-US")).toBe("gas");
    expect(detectEmergency("el año pasado tuvimos una fuga y ahora huele a gas otra vez", "es-US")).toBe("gas");
  });

  it.each([
    "my co alarm is going off, should I replace the batteries?",
    "what should I do, the co alarm is beeping and my head hurts",
    "co alarm beeping, where should we go",
    "what do I do if I smell gas right now",
    "I smell gas, is it normal?",
    "we had a fire last year and now the outlet is sparking again",
    "the furnace was fixed last week but I smell gas",
    "I pressed the test button and now the co alarm wont stop going off and I feel dizzy",
    "the kitchen is full of smoke from cooking",
    "el detector de monoxido esta pitando, necesito ayuda",
  ])("never calms a hazard happening now: %j still brings the card", (text) => {
    expect(detectEmergency(text, "en-US")).toBeDefined();
  });

  it("reads mixed messages with both languages' words", () => {
    expect(detectEmergency("smell a gas en el basement", "en-US")).toBe("gas");
    expect(detectEmergency("the breaker box se mojó", "es-US")).toBe("water-electrical");
  });
});

describe("the card's language", () => {
  it("is the language the homeowner wrote in, else the page's", () => {
    expect(messageLanguage("huele a gas en la cocina", "en-US")).toBe("es-US");
    expect(messageLanguage("I smell gas in the kitchen", "es-US")).toBe("en-US");
    expect(messageLanguage("gas leak!!", "es-US")).toBe("es-US");
    expect(messageLanguage("gas leak!!", "en-US")).toBe("en-US");
  });

  const provider: AssistantProvider = {
    name: "catalogue",
    seesPhotos: false,

    async *reply() {},
  } as unknown as AssistantProvider;
  const ask = (text: string, locale: AppLocale): AssistantInput => ({ categoryId: "hvac", messages: [{ type: "user", content: text }], locale });

  async function firstEvent(input: AssistantInput): Promise<ChatStreamEvent | undefined> {
    for await (const event of assistantEvents(provider, input)) return event;
    return undefined;
  }

  it("streams a Spanish card for Spanish typed on the English page, carrying the English notice too", async () => {
    const event = await firstEvent(ask("huele a gas en la cocina", "en-US"));
    expect(event).toEqual({ type: "emergency", notice: emergencyNotice("gas", "es-US") });
    if (event?.type !== "emergency") throw new Error("no card");
    expect(event.notice.lang).toBe("es-US");
    expect(event.notice.title).toMatch(/gas/i);
    expect(event.notice.translations?.map((notice) => [notice.lang, notice.readIn])).toEqual([["en-US", "Read this in English"]]);
    expect(event.notice.translations?.[0].plainText).toBe(emergencyNotice("gas", "en-US").plainText);
  });

  it("streams an English card for English typed on the Spanish page, with 'Leer en español' a tap away", async () => {
    const event = await firstEvent(ask("my CO alarm is going off", "es-US"));
    if (event?.type !== "emergency") throw new Error("no card");
    expect(event.notice.lang).toBe("en-US");
    expect(event.notice.translations?.map((notice) => notice.readIn)).toEqual(["Leer en español"]);
  });

  it("silences nothing: the provider is still asked after the card", async () => {
    const reply = jest.fn(async function* () {
      yield "ok";
    });
    const received: ChatStreamEvent[] = [];
    for await (const event of assistantEvents({ ...provider, reply }, ask("huele a gas", "en-US"))) received.push(event);
    expect(received.map((event) => event.type)).toEqual(["emergency", "delta", "done"]);
  });
});
