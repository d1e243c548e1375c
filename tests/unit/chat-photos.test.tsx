/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, renderHook } from "@testing-library/react";

import { buildChatScript } from "@/components/chat/chat-script";
import { ASSISTANT_DELAY_MS, useDiagnosticChat } from "@/components/chat/use-diagnostic-chat";
import type { ChatReply, ChatRequestBody, StreamChatOptions } from "@/lib/chat/client";
import { getCategory } from "@/lib/catalog";

const streamChat = jest.fn<(body: ChatRequestBody, options?: StreamChatOptions) => Promise<ChatReply>>();
jest.mock("@/lib/chat/client", () => ({ streamChat: (body: ChatRequestBody, options?: StreamChatOptions) => streamChat(body, options) }));

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  streamChat.mockReset();
  streamChat.mockResolvedValue({ text: "Photos attached: your pro will see them.", suggestions: [], mode: "catalogue" });
});
afterEach(() => {
  jest.useRealTimers();
});

describe("photos in the diagnostic chat", () => {
  function renderChat() {
    return renderHook(() => useDiagnosticChat(buildChatScript(getCategory("plumbing")!), jest.fn()));
  }

  it("sends the uploaded photos' ids with the question, and the server's words about them come back", async () => {
    const { result } = renderChat();
    await wait(ASSISTANT_DELAY_MS);
    act(() => void result.current.send("water under the sink", ["photo-1", "photo-2"]));
    await wait(ASSISTANT_DELAY_MS);
    expect(streamChat.mock.calls[0][0]).toMatchObject({ categoryId: "plumbing", photoIds: ["photo-1", "photo-2"] });
    expect(result.current.state.messages.at(-1)).toMatchObject({ type: "ai", content: "Photos attached: your pro will see them." });
  });

  it("leaves photoIds out of a question asked without photos", async () => {
    const { result } = renderChat();
    await wait(ASSISTANT_DELAY_MS);
    act(() => void result.current.send("water under the sink"));
    await wait(ASSISTANT_DELAY_MS);
    expect(streamChat.mock.calls[0][0]).not.toHaveProperty("photoIds");
  });
});
