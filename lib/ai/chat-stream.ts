import "server-only";

import type { AppLocale } from "@/i18n/locales";
import { AI_FAILURE, EMPTY_REPLY } from "@/lib/chat/failure-messages";
import { encodeEvent, type ChatStreamEvent } from "@/lib/chat/protocol";
import type { HazardId } from "@/lib/emergency/hazards";
import { emergencyNotice, safetyNote } from "@/lib/emergency/notice";
import { triageMessage } from "@/lib/emergency/triage";

import { AssistantError, type AssistantInput, type AssistantProvider } from "./provider";
import { assistantTranslator } from "./scripts";

function logFailure(provider: AssistantProvider, error: unknown): void {
  const failure =
    error instanceof AssistantError
      ? { kind: error.kind, status: error.status, message: error.message }
      : { kind: "unexpected", message: error instanceof Error ? error.message : String(error) };
  console.error(`[chat] ${provider.name} reply failed:`, failure);
}

interface Triaged extends Pick<AssistantInput, "hazard" | "priorHazard"> {
  /** The language the latest message is written in (the page's when unclear): the card's language. */
  language?: AppLocale;
  /** A hazard the latest message names only as an equipment question or a past event: a calm note, no card. */
  note?: HazardId;
}

/**
 * One triage for every assistant: the emergency, if any, in the homeowner's latest message, and failing
 * that the most recent one they reported earlier in the conversation.
 */
export function triage(input: Pick<AssistantInput, "messages" | "locale">): Triaged {
  const said = input.messages.filter((message) => message.type === "user").map((message) => triageMessage(message.content, input.locale));
  const latest = input.messages.at(-1)?.type === "user" ? said.at(-1) : undefined;
  const hazard = latest?.hazards[0];
  if (hazard) return { hazard, language: latest.language };
  return { priorHazard: said.findLast((found) => found.hazards.length > 0)?.hazards[0], note: latest?.notes[0], language: latest?.language };
}

/**
 * The reply as chat events: first the fixed emergency notice when the homeowner's words describe one
 * (before the provider is even asked, so it shows whatever the provider does), then the provider's
 * deltas, then suggestions (never on an emergency turn: no DIY route), then done. Leading whitespace is
 * held back so an all-blank completion becomes the spec's EMPTY_REPLY; any failure becomes one error
 * event carrying AI_FAILURE (the details go to the server log only).
 */
export async function* assistantEvents(provider: AssistantProvider, request: AssistantInput): AsyncGenerator<ChatStreamEvent> {
  const { hazard, priorHazard, language, note } = triage(request);
  // The card in the language the homeowner wrote in; the notice carries the other languages' versions too.
  if (hazard) yield { type: "emergency", notice: emergencyNotice(hazard, language ?? request.locale) };
  const input: AssistantInput = { ...request, hazard, priorHazard };
  let started = false;
  let heldBack = "";
  // An assistant that is not sent the photos says so rather than let the homeowner think it looked.
  if (input.photoCount && !provider.seesPhotos) {
    started = true;
    yield { type: "delta", text: `${assistantTranslator(input.locale)("photosNotSeen", { count: input.photoCount })}\n\n` };
  }
  try {
    for await (const chunk of provider.reply(input)) {
      if (!started) {
        heldBack += chunk;
        if (!heldBack.trim()) continue;
        started = true;
        yield { type: "delta", text: heldBack.trimStart() };
        continue;
      }
      yield { type: "delta", text: chunk };
    }
    if (!started) yield { type: "delta", text: EMPTY_REPLY };
    // After the answer, never before it: a calm line, not the card, for a detector question or a past event.
    if (note) yield { type: "delta", text: `\n\n${safetyNote(note, language ?? request.locale)}` };
    const problems = hazard ? [] : (provider.suggestProblems?.(input) ?? []);
    if (problems.length > 0) yield { type: "suggestions", problems };
    yield { type: "done" };
  } catch (error) {
    if (input.signal?.aborted) return;
    logFailure(provider, error);
    yield { type: "error", message: AI_FAILURE };
  }
}

/** NDJSON byte stream of the reply; cancelling it (the client went away) cancels the upstream call. */
export function streamAssistantReply(provider: AssistantProvider, input: Omit<AssistantInput, "signal">, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  signal?.addEventListener("abort", cancel, { once: true });
  const events = assistantEvents(provider, { ...input, signal: controller.signal });
  const encoder = new TextEncoder();
  const finish = () => signal?.removeEventListener("abort", cancel);

  return new ReadableStream<Uint8Array>({
    async pull(stream) {
      const { value, done } = await events.next();
      if (done) {
        finish();
        stream.close();
        return;
      }
      stream.enqueue(encoder.encode(encodeEvent(value)));
    },
    async cancel() {
      finish();
      controller.abort();
      await events.return(undefined);
    },
  });
}
