import "server-only";

import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletion, ChatCompletionContentPart, ChatCompletionMessageParam } from "openai/resources/chat/completions";

import { getCategory, getProblem } from "@/lib/catalog";
import type { ChatMessage } from "@/lib/chat/types";

import { buildSystemPrompt } from "./prompts";
import { AssistantError, type AssistantInput, type AssistantProvider } from "./provider";

/** The spec's model settings (section 7/9). */
export const OPENAI_DEFAULT_MODEL = "gpt-3.5-turbo";
export const OPENAI_TEMPERATURE = 0.7;
export const OPENAI_MAX_TOKENS = 150;
export const OPENAI_DEFAULT_TIMEOUT_MS = 20_000;

export interface OpenAIProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp); the SDK default when unset. */
  baseURL?: string;
  model?: string;
  /** Longest wait for the reply to start, and for each next chunk after that. */
  timeoutMs?: number;
  maxRetries?: number;
  /** The model that sees images (OPENAI_VISION_MODEL, with OPENAI_VISION=true): a chat with photos goes to it, with them. */
  visionModel?: string;
}

export function toOpenAIMessages(systemPrompt: string, history: ChatMessage[]): ChatCompletionMessageParam[] {
  return [
    { role: "system", content: systemPrompt },
    ...history.map((message): ChatCompletionMessageParam => ({
      role: message.type === "ai" ? "assistant" : "user",
      content: message.content,
    })),
  ];
}

/**
 * The photos as image_url content parts (data URLs of the re-encoded JPEGs) beside the text of the latest user
 * message, as the chat completions API takes them.
 */
export function withPhotos(messages: ChatCompletionMessageParam[], imageUrls: readonly string[]): ChatCompletionMessageParam[] {
  const last = messages.at(-1);
  if (imageUrls.length === 0 || last?.role !== "user" || typeof last.content !== "string") return messages;
  const content: ChatCompletionContentPart[] = [
    { type: "text", text: last.content },
    ...imageUrls.map((url): ChatCompletionContentPart => ({ type: "image_url", image_url: { url } })),
  ];
  return [...messages.slice(0, -1), { role: "user", content }];
}

/** Keys and bearer tokens must never reach the log, even inside an upstream error message. */
export function redactSecrets(text: string): string {
  return text.replace(/\b(sk|key|pk)-[A-Za-z0-9_*-]{6,}/g, "$1-[redacted]").replace(/Bearer\s+\S+/gi, "Bearer [redacted]");
}

function toAssistantError(error: unknown, timedOut: boolean): AssistantError {
  if (error instanceof AssistantError) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError) {
    return new AssistantError("timeout", "The AI provider did not answer in time", undefined, { cause: error });
  }
  if (error instanceof APIUserAbortError) return new AssistantError("aborted", "The request was cancelled");
  if (error instanceof APIConnectionError) {
    return new AssistantError("network", redactSecrets(`Could not reach the AI provider: ${error.message}`), undefined, { cause: error });
  }
  if (error instanceof APIError) {
    const kind = error.status === 401 || error.status === 403 ? "auth" : error.status === 429 ? "rate_limit" : "upstream";
    return new AssistantError(kind, redactSecrets(error.message), error.status, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AssistantError("network", redactSecrets(`The AI reply broke off: ${message}`), undefined, { cause: error });
}

/** Chat completions from an OpenAI-compatible server, streamed. */
export class OpenAIProvider implements AssistantProvider {
  readonly name = "openai" as const;
  readonly seesPhotos: boolean;
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly visionModel: string | undefined;
  private readonly timeoutMs: number;

  constructor(options: OpenAIProviderOptions) {
    this.model = options.model || OPENAI_DEFAULT_MODEL;
    this.timeoutMs = options.timeoutMs ?? OPENAI_DEFAULT_TIMEOUT_MS;
    this.visionModel = options.visionModel;
    this.seesPhotos = Boolean(options.visionModel);
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: this.timeoutMs,
      maxRetries: options.maxRetries ?? 0,
    });
  }

  messagesFor(input: AssistantInput): ChatCompletionMessageParam[] {
    const category = getCategory(input.categoryId);
    if (!category) throw new AssistantError("bad_response", `Unknown category ${input.categoryId}`);
    const problem = getProblem(category.id, input.problemId);
    return toOpenAIMessages(buildSystemPrompt(category, problem, input.hazard, input.priorHazard, input.locale), input.messages);
  }

  async *reply(input: AssistantInput): AsyncIterable<string> {
    const photos = this.visionModel && input.loadPhotos ? await input.loadPhotos() : [];
    const messages = withPhotos(this.messagesFor(input), photos);
    const model = photos.length > 0 && this.visionModel ? this.visionModel : this.model;
    // One controller for caller cancellation and our idle timeout: the SDK's own timeout stops at the
    // response headers, but a stream can also stall halfway.
    const controller = new AbortController();
    const cancel = () => controller.abort();
    input.signal?.addEventListener("abort", cancel, { once: true });
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, this.timeoutMs);
    };

    try {
      armTimer();
      const { data: stream, response } = await this.client.chat.completions
        .create({ model, messages, temperature: OPENAI_TEMPERATURE, max_tokens: OPENAI_MAX_TOKENS, stream: true }, { signal: controller.signal })
        .withResponse();

      // Some OpenAI-compatible servers ignore `stream: true` and answer with one JSON completion.
      if (response.headers.get("content-type")?.includes("application/json")) {
        const completion = (await response.json()) as ChatCompletion;
        const text = completion.choices?.[0]?.message?.content ?? "";
        if (text) yield text;
        return;
      }

      for await (const chunk of stream) {
        armTimer();
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) yield text;
      }
      // The SDK ends an aborted stream quietly; a stall or a cancellation must not pass for a full reply.
      if (controller.signal.aborted) throw new APIUserAbortError();
    } catch (error) {
      throw toAssistantError(error, timedOut);
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener("abort", cancel);
      controller.abort();
    }
  }
}
