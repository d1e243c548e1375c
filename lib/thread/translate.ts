import OpenAI from "openai";
import { defaultLocale, localeRegistry, type AppLocale } from "@/i18n/locales";
import { serverEnv } from "@/lib/env/server";

/*
 * Machine translation of thread messages (issue 32, item 6): when a model is configured (OPENAI_API_KEY, with
 * OPENAI_BASE_URL and OPENAI_MODEL as for the chat), a message gets a translation into the other side's language,
 * shown under the original and marked as machine-translated. Its own call with its own token limit, apart from the
 * chat's 150; with no model, or when the call fails or is slow, the original alone.
 */
export const TRANSLATION_MAX_TOKENS = 700;
export const TRANSLATION_TIMEOUT_MS = 8_000;

export interface MessageTranslator {
  translate(text: string, from: AppLocale, to: AppLocale): Promise<string | null>;
}

export interface StoredTranslation {
  locale: AppLocale;
  text: string;
}

export class OpenAIMessageTranslator implements MessageTranslator {
  private readonly client: OpenAI;

  constructor(
    options: { apiKey: string; baseURL?: string; timeoutMs?: number },
    private readonly model: string,
  ) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? TRANSLATION_TIMEOUT_MS, maxRetries: 0 });
  }

  async translate(text: string, from: AppLocale, to: AppLocale): Promise<string | null> {
    const completion = await this.client.chat.completions.create({
      model: this.model,
      temperature: 0,
      max_tokens: TRANSLATION_MAX_TOKENS,
      messages: [
        {
          role: "system",
          content:
            `Translate the user's message from ${localeRegistry[from].englishName} to ${localeRegistry[to].englishName}. It is a message between a homeowner ` +
            "and a home-repair professional. Reply with the translation only; keep names, numbers, times, prices and addresses as written.",
        },
        { role: "user", content: text },
      ],
    });
    const translated = completion.choices[0]?.message?.content?.trim();
    return translated ? translated : null;
  }
}

/** The configured translator, or null when no model is configured. */
export function translatorFromEnv(env: ReturnType<typeof serverEnv> = serverEnv()): MessageTranslator | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return new OpenAIMessageTranslator({ apiKey, baseURL: env.OPENAI_BASE_URL }, env.OPENAI_MODEL || "gpt-3.5-turbo");
}

/**
 * The language a message should also be shown in: the homeowner reads the booking's language; the pro and the operator
 * read English unless the pro wrote from the Spanish job page. Null when writer and reader share it.
 */
export function translationTarget(writerLocale: AppLocale, bookingLocale: AppLocale): AppLocale | null {
  if (writerLocale !== bookingLocale) return bookingLocale;
  return bookingLocale === defaultLocale ? null : defaultLocale;
}

/** A translation for the thread, or null (no model, same language, a failed or empty answer: the original stands alone). */
export async function translateForThread(
  translator: MessageTranslator | null,
  text: string,
  writerLocale: AppLocale,
  bookingLocale: AppLocale,
): Promise<StoredTranslation | null> {
  const target = translationTarget(writerLocale, bookingLocale);
  if (!translator || !target) return null;
  try {
    const translated = await translator.translate(text, writerLocale, target);
    return translated && translated !== text ? { locale: target, text: translated.slice(0, 4000) } : null;
  } catch (error) {
    console.error("[thread] translation failed:", error instanceof Error ? error.message : error);
    return null;
  }
}
