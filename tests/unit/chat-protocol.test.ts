import { describe, expect, it } from "@jest/globals";

import { encodeEvent, parseEvent, type ChatStreamEvent } from "@/lib/chat/protocol";
import { emergencyNotice } from "@/lib/emergency/notice";

describe("the /api/chat NDJSON protocol", () => {
  it.each<ChatStreamEvent>([
    { type: "emergency", notice: emergencyNotice("downed-line") },
    { type: "delta", text: "Line one\nline two" },
    { type: "suggestions", problems: [{ categoryId: "hvac", problemId: "no-heat", title: "No Heat" }] },
    { type: "error", message: "failed" },
    { type: "done" },
  ])("writes %o as one line and reads it back", (event) => {
    const line = encodeEvent(event);
    expect(line.endsWith("\n")).toBe(true);
    expect(line.slice(0, -1)).not.toContain("\n");
    expect(parseEvent(line)).toEqual(event);
  });

  it.each(["", "   ", "not json", "null", "42", '{"text":"no type"}'])("ignores the line %j", (line) => {
    expect(parseEvent(line)).toBeUndefined();
  });
});
