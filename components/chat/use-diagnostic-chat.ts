"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";

import type { AssistantMode, ChatMessage } from "@/lib/chat/types";
import { scheduleHref } from "@/lib/schedule-link";

import type { ChatScript } from "./chat-script";
import { chatReducer, handoffHistory, initialChatState, latestEmergency, type ChatStage, type UiMessage } from "./chat-state";
import { streamReply } from "./stream-reply";

/** The spec's pause, with 'Thinking...' showing, before each assistant message. */
export const ASSISTANT_DELAY_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Time to read (or hear announced) the hand-off reply before the page moves on to scheduling. */
export const HANDOFF_PAUSE_MS = 1200;

let nextId = 0;
const withId = (message: ChatMessage, extra?: Partial<UiMessage>): UiMessage => ({ ...message, ...extra, id: `m${(nextId += 1)}` });

/** Runs the spec's scripted diagnostic flow (section 4) and free-text questions to /api/chat. */
export function useDiagnosticChat(script: ChatScript, navigate: (href: string) => void, onAssistantMode?: (mode: AssistantMode) => void) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // Mirrors the messages synchronously, so the hand-off and the chat request see what was just added.
  const history = useRef<UiMessage[]>([]);
  const busy = useRef(false);
  const started = useRef(false);
  const request = useRef<AbortController | null>(null);

  const add = useCallback((message: ChatMessage, extra?: Partial<UiMessage>) => {
    const uiMessage = withId(message, extra);
    history.current = [...history.current, uiMessage];
    dispatch({ type: "add", message: uiMessage });
  }, []);

  const reply = useCallback(
    async (message: ChatMessage, extra?: Partial<UiMessage>) => {
      dispatch({ type: "thinking" });
      await sleep(ASSISTANT_DELAY_MS);
      add(message, extra);
    },
    [add],
  );

  /**
   * One step at a time. A button pressed during a running step is ignored (its choice may no longer apply);
   * a typed message waits for the step to finish instead of being dropped.
   */
  const running = useRef<Promise<void>>(Promise.resolve());
  const run = useCallback((task: () => Promise<ChatStage | void>, whenBusy: "ignore" | "queue" = "ignore") => {
    if (busy.current && whenBusy === "ignore") return;
    const start = async () => {
      busy.current = true;
      dispatch({ type: "busy", busy: true });
      try {
        const stage = await task();
        if (stage) dispatch({ type: "stage", stage });
      } catch (error) {
        console.error("[chat] step failed", error);
      } finally {
        busy.current = false;
        dispatch({ type: "busy", busy: false });
      }
    };
    // Started at once when idle (not after a microtask), so the user's own message shows with the click.
    running.current = busy.current ? running.current.then(start) : start();
  }, []);

  useEffect(() => {
    // Strict Mode mounts twice in development; the intro must play once.
    if (started.current) return;
    started.current = true;
    const { opening, problem, problems } = script;
    if (problem) {
      add(problem.selected);
      run(async () => {
        await reply(problem.explanation);
        // Said with the explanation, not after another pause: the two ways forward are offered once both are in.
        if (problem.estimate) add(problem.estimate);
        return "pick-path";
      });
    } else if (opening) {
      run(async () => {
        await reply(opening, { suggestions: problems });
        return "pick-problem";
      });
    }
  }, [script, add, reply, run]);

  useEffect(() => () => request.current?.abort(), []);

  const chooseDiy = useCallback(() => {
    const { problem } = script;
    if (!problem) return;
    run(async () => {
      add(problem.diyChoice);
      await reply(problem.disclaimer);
      return "disclaimer";
    });
  }, [script, add, reply, run]);

  const accept = useCallback(() => {
    const { problem } = script;
    if (!problem) return;
    run(async () => {
      add(problem.accept);
      await reply(problem.accepted);
      return "guide";
    });
  }, [script, add, reply, run]);

  const chooseProfessional = useCallback(() => {
    run(async () => {
      add(script.professionalChoice);
      await reply(script.contactProfessional);
      await sleep(HANDOFF_PAUSE_MS);
      navigate(
        scheduleHref({
          category: script.categoryId,
          issue: script.problem?.id,
          diagnosticHistory: handoffHistory(history.current),
          hazard: latestEmergency(history.current)?.hazard ?? script.problem?.hazard,
        }),
      );
      return "handoff";
    });
  }, [script, add, reply, run, navigate]);

  const send = useCallback(
    (text: string, photoIds: readonly string[] = []) => {
      const content = text.trim();
      if (!content) return false;
      run(async () => {
        add({ type: "user", content });
        dispatch({ type: "thinking" });
        request.current = new AbortController();
        const answer = await streamReply({
          script,
          messages: history.current,
          photoIds,
          signal: request.current.signal,
          minDelayMs: ASSISTANT_DELAY_MS,
          onDraft: (draft) => dispatch({ type: "draft", text: draft }),
          onEmergency: (notice) => {
            add({ type: "ai", content: notice.plainText, messageType: "warning" }, { emergency: notice });
            dispatch({ type: "thinking" });
          },
        });
        if (answer) add(answer.message, answer.extra);
        if (answer?.mode) onAssistantMode?.(answer.mode);
      }, "queue");
      return true;
    },
    [script, add, run, onAssistantMode],
  );

  return { state, chooseDiy, accept, chooseProfessional, send };
}
