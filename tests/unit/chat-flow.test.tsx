/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, renderHook } from "@testing-library/react";

import { buildChatScript } from "@/components/chat/chat-script";
import { ASSISTANT_DELAY_MS, HANDOFF_PAUSE_MS, useDiagnosticChat } from "@/components/chat/use-diagnostic-chat";
import type { ChatRequestBody, ChatReply, StreamChatOptions } from "@/lib/chat/client";
import { ACCEPT_LABEL, AI_FAILURE, EMPTY_REPLY, openingText } from "@/lib/ai/scripts";
import type { AssistantMode } from "@/lib/chat/types";
import { getCategory, getProblem, type Problem } from "@/lib/catalog";
import { emergencyNotice } from "@/lib/emergency/notice";

const streamChat = jest.fn<(body: ChatRequestBody, options?: StreamChatOptions) => Promise<ChatReply>>();
jest.mock("@/lib/chat/client", () => ({ streamChat: (body: ChatRequestBody, options?: StreamChatOptions) => streamChat(body, options) }));

const electrical = getCategory("electrical")!;
const breaker = getProblem("electrical", "circuit-breaker-trips")!;

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function renderChat(problem?: Problem) {
  const navigate = jest.fn<(href: string) => void>();
  const onMode = jest.fn<(mode: AssistantMode) => void>();
  const script = buildChatScript(electrical, problem);
  const view = renderHook(() => useDiagnosticChat(script, navigate, onMode));
  return { ...view, navigate, onMode };
}

beforeEach(() => {
  jest.useFakeTimers();
  streamChat.mockReset();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("the scripted diagnostic flow", () => {
  it("opens a category with the spec's line and its problems, after 'Thinking...'", async () => {
    const { result } = renderChat();
    expect(result.current.state.thinking).toBe(true);
    expect(result.current.state.messages).toHaveLength(0);
    await wait(ASSISTANT_DELAY_MS);
    const [opening] = result.current.state.messages;
    expect(opening.content).toBe("Please select from the following residential electrical problems:");
    expect(opening.content).toBe(openingText(electrical));
    expect(opening.suggestions?.map((problem) => problem.problemId)).toContain("circuit-breaker-trips");
    expect(result.current.state.stage).toBe("pick-problem");
  });

  it("adds the problem as the user's message, then explains it and offers the two ways forward", async () => {
    const { result } = renderChat(breaker);
    expect(result.current.state.messages.map(({ type, content }) => ({ type, content }))).toEqual([{ type: "user", content: "Circuit Breaker Trips" }]);
    await wait(ASSISTANT_DELAY_MS - 1);
    expect(result.current.state.messages).toHaveLength(1);
    await wait(1);
    expect(result.current.state.messages[1]).toMatchObject({ type: "ai", content: expect.stringContaining("Overloaded") });
    expect(result.current.state.stage).toBe("pick-path");
    expect(result.current.state.messages[2]).toMatchObject({
      type: "ai",
      content: expect.stringContaining("typical pro repair $209–$249; no DIY price (call a pro)"),
    });
  });

  it("shows the disclaimer before the guide, and the guide only after acceptance", async () => {
    const { result } = renderChat(breaker);
    await wait(ASSISTANT_DELAY_MS);
    act(() => result.current.chooseDiy());
    await wait(ASSISTANT_DELAY_MS);
    expect(result.current.state.stage).toBe("disclaimer");
    expect(result.current.state.messages.at(-1)).toMatchObject({ type: "ai", messageType: "warning" });
    act(() => result.current.accept());
    expect(result.current.state.messages.at(-1)).toMatchObject({ type: "user", content: ACCEPT_LABEL });
    expect(result.current.state.stage).toBe("disclaimer");
    await wait(ASSISTANT_DELAY_MS);
    expect(result.current.state.messages.at(-1)).toMatchObject({ type: "ai", messageType: "success" });
    expect(result.current.state.stage).toBe("guide");
  });

  it("ignores a second click while a step is still running", async () => {
    const { result } = renderChat(breaker);
    await wait(ASSISTANT_DELAY_MS);
    act(() => {
      result.current.chooseDiy();
      result.current.chooseDiy();
    });
    await wait(ASSISTANT_DELAY_MS * 2);
    expect(result.current.state.messages.filter((message) => message.type === "user")).toHaveLength(2);
  });

  it("hands the conversation to scheduling when the user asks for a professional", async () => {
    const { result, navigate } = renderChat(breaker);
    await wait(ASSISTANT_DELAY_MS);
    act(() => result.current.chooseProfessional());
    await wait(ASSISTANT_DELAY_MS);
    // The reply stays on screen for a moment before the page moves on.
    expect(navigate).not.toHaveBeenCalled();
    await wait(HANDOFF_PAUSE_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0][0], "http://localhost");
    expect(url.pathname).toBe("/schedule");
    expect(url.searchParams.get("category")).toBe("electrical");
    expect(url.searchParams.get("issue")).toBe("circuit-breaker-trips");
    expect(url.searchParams.has("hazard")).toBe(false);
    const history = JSON.parse(url.searchParams.get("diagnosticHistory")!) as { type: string; content: string }[];
    // The cost estimate the homeowner read travels with the conversation (issue 26).
    expect(history.map((entry) => entry.type)).toEqual(["user", "ai", "ai", "user", "ai"]);
    expect(history[2].content).toContain(
      "Cost estimate for Circuit Breaker Trips (estimates, not a quote; checked November 2026): typical pro repair $209–$249",
    );
    expect(history[0].content).toBe("Circuit Breaker Trips");
    expect(result.current.state.stage).toBe("handoff");
  });

  it("hands a safety-critical emergency problem's hazard to scheduling, so /schedule leads with its card", async () => {
    const { result, navigate } = renderChat(getProblem("electrical", "sparking-outlets"));
    await wait(ASSISTANT_DELAY_MS);
    act(() => result.current.chooseProfessional());
    await wait(ASSISTANT_DELAY_MS + HANDOFF_PAUSE_MS);
    expect(new URL(navigate.mock.calls[0][0], "http://localhost").searchParams.get("hazard")).toBe("sparking");
  });
});

describe("free-text questions", () => {
  it("sends the conversation and shows the reply with its suggested problems", async () => {
    streamChat.mockImplementation(async (_body, options) => {
      options?.onDelta?.("That sounds like", "That sounds like");
      return {
        text: "That sounds like Circuit Breaker Trips.",
        suggestions: [{ categoryId: "electrical", problemId: "circuit-breaker-trips", title: "Circuit Breaker Trips" }],
        mode: "catalogue",
      };
    });
    const { result, onMode } = renderChat();
    await wait(ASSISTANT_DELAY_MS);
    act(() => {
      expect(result.current.send("  my breaker keeps tripping ")).toBe(true);
    });
    await wait(ASSISTANT_DELAY_MS);
    const [body] = streamChat.mock.calls[0];
    expect(body.categoryId).toBe("electrical");
    expect(body.messages.at(-1)).toEqual({ type: "user", content: "my breaker keeps tripping" });
    const reply = result.current.state.messages.at(-1)!;
    expect(reply).toMatchObject({ type: "ai", content: "That sounds like Circuit Breaker Trips." });
    expect(reply.suggestions?.[0].title).toBe("Circuit Breaker Trips");
    expect(onMode).toHaveBeenCalledWith("catalogue");
  });

  it("queues a question typed while the intro is still playing", async () => {
    streamChat.mockResolvedValue({ text: "Here is what I know.", suggestions: [], mode: "catalogue" });
    const { result } = renderChat();
    act(() => {
      expect(result.current.send("hello?")).toBe(true);
    });
    await wait(ASSISTANT_DELAY_MS * 3);
    expect(result.current.state.messages.map((message) => message.content)).toEqual([
      "Please select from the following residential electrical problems:",
      "hello?",
      "Here is what I know.",
    ]);
  });

  it("ignores blank messages", () => {
    const { result } = renderChat();
    expect(result.current.send("   ")).toBe(false);
  });

  it("shows the spec's empty-reply text when the assistant says nothing", async () => {
    streamChat.mockResolvedValue({ text: "  ", suggestions: [], mode: "openai" });
    const { result } = renderChat(breaker);
    await wait(ASSISTANT_DELAY_MS);
    act(() => void result.current.send("hello"));
    await wait(ASSISTANT_DELAY_MS);
    expect(result.current.state.messages.at(-1)?.content).toBe(EMPTY_REPLY);
  });

  it("shows the spec's failure text and offers a professional when the request fails", async () => {
    streamChat.mockRejectedValue(new Error("500: boom"));
    const { result } = renderChat(breaker);
    await wait(ASSISTANT_DELAY_MS);
    act(() => void result.current.send("hello"));
    await wait(ASSISTANT_DELAY_MS);
    expect(result.current.state.messages.at(-1)).toMatchObject({ content: AI_FAILURE, messageType: "warning", offerProfessional: true });
    expect(result.current.state.busy).toBe(false);
  });

  it("shows the emergency notice first, keeps it when the reply fails, and hands its hazard to scheduling", async () => {
    const notice = emergencyNotice("gas");
    streamChat.mockImplementation(async (_body, options) => {
      options?.onEmergency?.(notice);
      throw new Error("500: boom");
    });
    const { result, navigate } = renderChat(breaker);
    await wait(ASSISTANT_DELAY_MS);
    act(() => void result.current.send("i smell gas"));
    await wait(ASSISTANT_DELAY_MS);
    const [card, failure] = result.current.state.messages.slice(-2);
    expect(card).toMatchObject({ type: "ai", content: notice.plainText, messageType: "warning", emergency: notice });
    expect(failure).toMatchObject({ content: AI_FAILURE, offerProfessional: true });

    act(() => result.current.chooseProfessional());
    await wait(ASSISTANT_DELAY_MS + HANDOFF_PAUSE_MS);
    const url = new URL(navigate.mock.calls[0][0], "http://localhost");
    expect(url.searchParams.get("hazard")).toBe("gas");
  });
});
