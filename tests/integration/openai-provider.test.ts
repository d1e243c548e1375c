import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";

import { OpenAIProvider } from "@/lib/ai/openai-provider";
import { AssistantError, type AssistantInput } from "@/lib/ai/provider";
import { openingText } from "@/lib/ai/scripts";
import { getCategory } from "@/lib/catalog";
import { emergencyNotice } from "@/lib/emergency/notice";

import { openaiReplies, startOpenAIStub, type OpenAIStub } from "../support/openai-stub";

const API_KEY = "sk-test-abcdefghijklmnop1234";

let stub: OpenAIStub;

beforeAll(async () => {
  stub = await startOpenAIStub();
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  stub.requests.length = 0;
});

function provider(options: { timeoutMs?: number; model?: string } = {}) {
  return new OpenAIProvider({ apiKey: API_KEY, baseURL: stub.baseURL, timeoutMs: options.timeoutMs ?? 5000, model: options.model });
}

const input: AssistantInput = {
  categoryId: "electrical",
  messages: [
    { type: "ai", content: "Please select from the following residential electrical problems:", messageType: "info" },
    { type: "user", content: "My breaker keeps tripping" },
  ],
};

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const received: string[] = [];
  for await (const chunk of chunks) received.push(chunk);
  return received;
}

/** Runs the reply to the end and returns the chunks received before it failed, plus the failure. */
async function collectUntilFailure(chunks: AsyncIterable<string>): Promise<{ received: string[]; error: AssistantError }> {
  const received: string[] = [];
  try {
    for await (const chunk of chunks) received.push(chunk);
  } catch (error) {
    expect(error).toBeInstanceOf(AssistantError);
    return { received, error: error as AssistantError };
  }
  throw new Error("expected the reply to fail");
}

describe("OpenAIProvider against a local OpenAI-compatible server", () => {
  it("streams the completion chunk by chunk", async () => {
    stub.reply(openaiReplies.stream(["Reset ", "the breaker ", "once."]));
    await expect(collect(provider().reply(input))).resolves.toEqual(["Reset ", "the breaker ", "once."]);
  });

  it("sends the spec's model settings, the key, and the history after the system prompt", async () => {
    stub.reply(openaiReplies.stream(["OK"]));
    await collect(provider().reply({ ...input, problemId: "circuit-breaker-trips" }));

    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body).toMatchObject({ model: "gpt-3.5-turbo", temperature: 0.7, max_tokens: 150, stream: true });

    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(["system", "assistant", "user"]);
    expect(messages[0].content).toContain(openingText(getCategory("electrical")!));
    expect(messages[0].content).toContain("Never tell anyone to work on live circuits");
    expect(messages[0].content).toContain("The homeowner selected: Circuit Breaker Trips.");
    expect(messages[2].content).toBe("My breaker keeps tripping");
  });

  it("tells the model about the emergency notice shown above its reply", async () => {
    stub.reply(openaiReplies.stream(["Follow the notice above."]));
    await collect(provider().reply({ ...input, hazard: "hot-electrical" }));
    const system = (stub.requests[0].body.messages as { role: string; content: string }[])[0].content;
    expect(system).toContain(emergencyNotice("hot-electrical").plainText);
    expect(system.indexOf("EMERGENCY")).toBeGreaterThan(system.indexOf("Residential electrical problems this service covers"));
  });

  it("reminds the model of an emergency reported earlier in the conversation", async () => {
    stub.reply(openaiReplies.stream(["Please call a licensed electrician."]));
    await collect(provider().reply({ ...input, priorHazard: "sparking" }));
    const system = (stub.requests[0].body.messages as { role: string; content: string }[])[0].content;
    expect(system).toContain(`reported an emergency ("${emergencyNotice("sparking").title}")`);
    expect(system).toContain("Give no DIY or repair steps for that problem");
  });

  it("uses the configured model", async () => {
    stub.reply(openaiReplies.stream(["OK"]));
    await collect(provider({ model: "llama3.1:8b" }).reply(input));
    expect(stub.requests[0].body.model).toBe("llama3.1:8b");
  });

  it("reads a plain JSON completion from servers that do not stream", async () => {
    stub.reply(openaiReplies.json("Check the GFCI outlets first."));
    await expect(collect(provider().reply(input))).resolves.toEqual(["Check the GFCI outlets first."]);
  });

  it("reports a rejected key as an auth failure without repeating the key", async () => {
    stub.reply(openaiReplies.error(401, `Incorrect API key provided: ${API_KEY}.`, "invalid_request_error", "invalid_api_key"));
    const { received, error } = await collectUntilFailure(provider().reply(input));
    expect(received).toEqual([]);
    expect(error).toMatchObject({ kind: "auth", status: 401 });
    expect(error.message).not.toContain(API_KEY);
  });

  it("reports 429 as a rate limit, without retrying", async () => {
    stub.reply(openaiReplies.error(429, "Rate limit reached", "requests", "rate_limit_exceeded"));
    const { error } = await collectUntilFailure(provider().reply(input));
    expect(error).toMatchObject({ kind: "rate_limit", status: 429 });
    expect(stub.requests).toHaveLength(1);
  });

  it("reports 500 as an upstream failure", async () => {
    stub.reply(openaiReplies.error(500, "The server had an error while processing your request.", "server_error"));
    const { error } = await collectUntilFailure(provider().reply(input));
    expect(error).toMatchObject({ kind: "upstream", status: 500 });
  });

  it("times out when the server never answers", async () => {
    stub.reply(openaiReplies.hang());
    const started = Date.now();
    const { error } = await collectUntilFailure(provider({ timeoutMs: 300 }).reply(input));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("times out when the stream stalls halfway, after the text it did send", async () => {
    stub.reply(openaiReplies.stallAfter(["Turn off ", "the power"]));
    const { received, error } = await collectUntilFailure(provider({ timeoutMs: 400 }).reply(input));
    expect(received).toEqual(["Turn off ", "the power"]);
    expect(error.kind).toBe("timeout");
  });

  it("fails after the partial text when the connection drops mid-stream", async () => {
    stub.reply(openaiReplies.breakAfter(["Unplug ", "everything "]));
    const { received, error } = await collectUntilFailure(provider().reply(input));
    expect(received).toEqual(["Unplug ", "everything "]);
    expect(error.kind).toBe("network");
  });

  it("fails on an error event inside the stream", async () => {
    stub.reply(openaiReplies.errorEventAfter(["Partial "]));
    const { received, error } = await collectUntilFailure(provider().reply(input));
    expect(received).toEqual(["Partial "]);
    expect(error.kind).toBe("upstream");
  });

  it("stops when the caller aborts", async () => {
    stub.reply(openaiReplies.hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { error } = await collectUntilFailure(provider().reply({ ...input, signal: controller.signal }));
    expect(error.kind).toBe("aborted");
  });

  it("yields nothing for an empty completion", async () => {
    stub.reply(openaiReplies.stream([]));
    await expect(collect(provider().reply(input))).resolves.toEqual([]);
  });
});
