// /api/chat on the Spanish pages: the body's locale decides the triage, the emergency card, the catalogue
// assistant's words, the model's language rule and the validation errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";

import { POST } from "@/app/api/chat/route";
import { openingText } from "@/lib/ai/scripts";
import type { ChatStreamEvent } from "@/lib/chat/protocol";
import type { ChatMessage } from "@/lib/chat/types";
import { getCategory } from "@/lib/catalog";
import { getLocalizedProblem, localizeCategory } from "@/lib/catalog/i18n";
import { emergencyNotice } from "@/lib/emergency/notice";
import { resetServerEnvForTests } from "@/lib/env/server";

import { openaiReplies, startOpenAIStub, type OpenAIStub } from "../support/openai-stub";
import type { AppLocale } from "@/i18n/locales";

const plumbing = getCategory("plumbing")!;

function ask(text: string, locale: AppLocale | undefined = "es-US", categoryId = "plumbing", problemId?: string) {
  const opening: ChatMessage = { type: "ai", content: openingText(plumbing, locale), messageType: "info" };
  return { categoryId, problemId, locale, messages: [opening, { type: "user", content: text }] };
}

async function post(body: unknown): Promise<Response> {
  return POST(new Request("http://localhost/api/chat", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
}

async function events(response: Response): Promise<ChatStreamEvent[]> {
  return (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEvent);
}

const text = (list: ChatStreamEvent[]) => list.map((event) => (event.type === "delta" ? event.text : "")).join("");

beforeEach(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetServerEnvForTests();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("POST /api/chat in Spanish (catalogue assistant)", () => {
  it("runs the Spanish triage first and sends the Spanish emergency card", async () => {
    const list = await events(await post(ask("huele a gas en la cocina")));
    expect(list[0]).toEqual({ type: "emergency", notice: emergencyNotice("gas", "es-US") });
    expect(emergencyNotice("gas", "es-US").title).not.toBe(emergencyNotice("gas").title);
  });

  it("gives no false alarm on a denial", async () => {
    const list = await events(await post(ask("no huele a gas, solo gotea el grifo de la cocina")));
    expect(list.some((event) => event.type === "emergency")).toBe(false);
  });

  it("finds the problem from Spanish words and answers in Spanish with Spanish titles", async () => {
    const list = await events(await post(ask("gotea el grifo")));
    const suggestions = list.find((event) => event.type === "suggestions");
    expect(suggestions).toBeDefined();
    const [first] = (suggestions as Extract<ChatStreamEvent, { type: "suggestions" }>).problems;
    const spanish = getLocalizedProblem(first.categoryId, first.problemId, "es-US")!;
    expect(first.title).toBe(spanish.title);
    expect(text(list)).toContain(spanish.title);
  });

  it("keeps English for a body without a locale", async () => {
    const list = await events(
      await post({
        ...ask("my kitchen faucet drips"),
        locale: undefined,
        messages: [
          { type: "ai", content: openingText(plumbing), messageType: "info" },
          { type: "user", content: "my kitchen faucet drips" },
        ],
      }),
    );
    expect(text(list)).not.toBe("");
    expect(list.some((event) => event.type === "emergency")).toBe(false);
  });

  it("answers a bad body's field errors in Spanish, and refuses an unknown locale", async () => {
    const bad = await post({ ...ask("hola"), categoryId: "roofing" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Categoría desconocida", errors: { categoryId: ["Categoría desconocida"] } });
    const unknown = await post({ ...ask("hola"), locale: "fr-FR" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toHaveProperty("locale");
  });
});

describe("POST /api/chat in Spanish (OpenAI-compatible model)", () => {
  let stub: OpenAIStub;
  beforeAll(async () => {
    stub = await startOpenAIStub();
  });
  afterAll(async () => {
    await stub.close();
  });

  it("tells the model to answer in Spanish, with the Spanish catalogue and card as context", async () => {
    process.env.OPENAI_API_KEY = "sk-test-es";
    process.env.OPENAI_BASE_URL = stub.baseURL;
    resetServerEnvForTests();
    stub.requests.length = 0;
    stub.reply(openaiReplies.stream(["Cierre la llave de paso."]));
    const list = await events(await post(ask("se reventó una tubería en el sótano")));
    expect(list[0]).toMatchObject({ type: "emergency" });
    const system = (stub.requests[0].body.messages as { role: string; content: string }[])[0].content;
    expect(system).toMatch(/answer in neutral US Spanish/);
    expect(system).toContain("Address the homeowner as usted, never tú");
    expect(system).toMatch(/trade words: breaker, tomacorriente, apagador, llave de paso, plomero/);
    expect(system).toContain(openingText(localizeCategory(plumbing, "es-US"), "es-US"));
    expect(system).toContain((list[0] as Extract<ChatStreamEvent, { type: "emergency" }>).notice.title);
  });
});
