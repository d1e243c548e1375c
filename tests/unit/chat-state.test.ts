import { describe, expect, it } from "@jest/globals";

import { chatReducer, handoffHistory, initialChatState, stepFor, toChatHistory, type UiMessage } from "@/components/chat/chat-state";

const ai = (content: string, id = content): UiMessage => ({ id, type: "ai", content, messageType: "info" });
const user = (content: string, id = content): UiMessage => ({ id, type: "user", content });

describe("chatReducer", () => {
  it("hides 'Thinking...' and the streaming draft once the assistant's message arrives", () => {
    let state = chatReducer(initialChatState, { type: "add", message: user("hi") });
    state = chatReducer(state, { type: "thinking" });
    expect(state.thinking).toBe(true);
    state = chatReducer(state, { type: "draft", text: "Hel" });
    expect(state).toMatchObject({ thinking: false, draft: "Hel" });
    state = chatReducer(state, { type: "add", message: ai("Hello") });
    expect(state).toMatchObject({ thinking: false, draft: undefined });
    expect(state.messages.map((message) => message.content)).toEqual(["hi", "Hello"]);
  });

  it("keeps 'Thinking...' when the user's own message is added", () => {
    const state = chatReducer({ ...initialChatState, thinking: true }, { type: "add", message: user("hi") });
    expect(state.thinking).toBe(true);
  });
});

describe("stepFor", () => {
  it("follows Select, Diagnostics, Fix", () => {
    expect(stepFor("pick-problem", false)).toBe(0);
    expect(stepFor("pick-path", true)).toBe(1);
    expect(stepFor("disclaimer", true)).toBe(1);
    expect(stepFor("guide", true)).toBe(2);
    expect(stepFor("handoff", true)).toBe(2);
    expect(stepFor("handoff", false)).toBe(2);
  });
});

describe("handoffHistory", () => {
  it("keeps only type and content", () => {
    expect(handoffHistory([ai("a"), user("b")])).toEqual([
      { type: "ai", content: "a" },
      { type: "user", content: "b" },
    ]);
  });

  it("keeps the most recent messages that fit in a URL", () => {
    const long = "x".repeat(3000);
    expect(handoffHistory([ai(long, "1"), user(long, "2"), ai("short")], 4000)).toEqual([
      { type: "user", content: long },
      { type: "ai", content: "short" },
    ]);
  });
});

describe("toChatHistory", () => {
  it("drops UI-only fields before sending to /api/chat", () => {
    const message: UiMessage = { ...ai("a"), suggestions: [{ categoryId: "electrical", problemId: "x", title: "X" }], offerProfessional: true };
    expect(toChatHistory([message, user("b")])).toEqual([
      { type: "ai", content: "a", messageType: "info" },
      { type: "user", content: "b" },
    ]);
  });
});
