import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { POST as sendMessage } from "@/app/api/thread/messages/route";
import { resetServerEnvForTests } from "@/lib/env/server";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { TRANSLATION_MAX_TOKENS, translationTarget } from "@/lib/thread/translate";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { openaiReplies, startOpenAIStub, type OpenAIStub } from "../support/openai-stub";
import { bookThroughApi, postJson } from "../support/route-requests";

type Entry = { body: string; data: { translation?: { locale: string; text: string } } | null };

describe("which language a message is translated into", () => {
  it("gives the homeowner the booking's language and the pro English, and nothing when both share one", () => {
    expect(translationTarget("en-US", "es-US")).toBe("es-US");
    expect(translationTarget("es-US", "es-US")).toBe("en-US");
    expect(translationTarget("en-US", "en-US")).toBeNull();
  });
});

describe.each(TEST_DB_KINDS)("machine translation in the thread (%s)", (kind) => {
  useTestDatabase(kind, { seed: false });
  let stub: OpenAIStub;
  const saved = {
    OPENAI_API_KEY: process.env.OPENAI_API_KEY,
    OPENAI_BASE_URL: process.env.OPENAI_BASE_URL,
    RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER,
  };
  beforeAll(async () => {
    stub = await startOpenAIStub();
    process.env.RATE_LIMIT_MULTIPLIER = "100";
    resetRateLimitStore();
  });
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetServerEnvForTests();
    await stub.close();
  });

  const spanishBooking = async () => (await bookThroughApi({ locale: "es-US" })).token;

  it("keeps the original alone when no model is configured", async () => {
    delete process.env.OPENAI_API_KEY;
    resetServerEnvForTests();
    const token = await spanishBooking();
    const response = await postJson(sendMessage, "/api/thread/messages", { token, as: "homeowner", body: "La llave gotea" });
    expect(((await response.json()) as { entry: Entry }).entry.data).toBeNull();
  });

  it("stores a translation under the original, in its own call with its own token limit", async () => {
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = stub.baseURL;
    resetServerEnvForTests();
    stub.reply(openaiReplies.json("The faucet drips"));
    const token = await spanishBooking();
    const before = stub.requests.length;
    const response = await postJson(sendMessage, "/api/thread/messages", { token, as: "homeowner", body: "La llave gotea" });
    expect(response.status).toBe(201);
    const { entry } = (await response.json()) as { entry: Entry };
    expect(entry.body).toBe("La llave gotea");
    expect(entry.data?.translation).toEqual({ locale: "en-US", text: "The faucet drips" });
    const call = stub.requests[before].body as { max_tokens: number; messages: { role: string; content: string }[] };
    expect(call.max_tokens).toBe(TRANSLATION_MAX_TOKENS);
    expect(call.messages[0].content).toContain("from Spanish (United States) to English");
  });

  it("sends the message untranslated when the model fails", async () => {
    process.env.OPENAI_API_KEY = "sk-test";
    process.env.OPENAI_BASE_URL = stub.baseURL;
    resetServerEnvForTests();
    stub.reply(openaiReplies.error(500, "boom", "server_error"));
    const token = await spanishBooking();
    const response = await postJson(sendMessage, "/api/thread/messages", { token, as: "homeowner", body: "Hola" });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { entry: Entry }).entry.data).toBeNull();
  });
});
