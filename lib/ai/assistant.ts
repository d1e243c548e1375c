import "server-only";

import type { AssistantMode } from "@/lib/chat/types";
import { serverEnv } from "@/lib/env/server";

import { CatalogueAssistant } from "./catalogue-assistant";
import { OPENAI_DEFAULT_MODEL, OPENAI_DEFAULT_TIMEOUT_MS, OpenAIProvider, type OpenAIProviderOptions } from "./openai-provider";
import type { AssistantProvider } from "./provider";

// Bounds on what lib/env accepts: a chat reply waits two minutes at most, and retries stay few.
const OPENAI_MAX_TIMEOUT_MS = 120_000;
const OPENAI_MAX_RETRY_LIMIT = 2;

/** The OpenAI settings from the environment, or undefined when no key is set. */
export function openAIOptionsFromEnv(): OpenAIProviderOptions | undefined {
  const env = serverEnv();
  if (!env.OPENAI_API_KEY?.trim()) return undefined;
  return {
    apiKey: env.OPENAI_API_KEY.trim(),
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL || OPENAI_DEFAULT_MODEL,
    timeoutMs: Math.min(env.OPENAI_TIMEOUT_MS ?? OPENAI_DEFAULT_TIMEOUT_MS, OPENAI_MAX_TIMEOUT_MS),
    maxRetries: Math.min(env.OPENAI_MAX_RETRIES ?? 0, OPENAI_MAX_RETRY_LIMIT),
    // The schema refuses OPENAI_VISION=true without OPENAI_VISION_MODEL at start-up.
    visionModel: env.OPENAI_VISION === "true" ? env.OPENAI_VISION_MODEL : undefined,
  };
}

/** Which assistant answers: "openai" when OPENAI_API_KEY is set, else the built-in "catalogue" assistant. */
export function assistantMode(): AssistantMode {
  return openAIOptionsFromEnv() ? "openai" : "catalogue";
}

let cached: { key: string; provider: AssistantProvider } | undefined;

export function getAssistantProvider(): AssistantProvider {
  const options = openAIOptionsFromEnv();
  const key = JSON.stringify(options ?? null);
  if (cached?.key !== key) {
    cached = { key, provider: options ? new OpenAIProvider(options) : new CatalogueAssistant() };
  }
  return cached.provider;
}
