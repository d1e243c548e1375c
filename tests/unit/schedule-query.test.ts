import { describe, expect, it, jest } from "@jest/globals";

import { parseDiagnosticHistory, parseScheduleQuery, resolveIssueId } from "@/components/schedule/schedule-query";

const history = [
  { type: "ai", content: "Please select from the following residential electrical problems:" },
  { type: "user", content: "Circuit Breaker Trips" },
];

describe("parseScheduleQuery", () => {
  it("reads category, issue, upgrade type and history", () => {
    const log = jest.fn();
    expect(
      parseScheduleQuery({ category: "electrical", issue: "circuit-breaker-trips", type: "upgrade", diagnosticHistory: JSON.stringify(history) }, log),
    ).toEqual({ categoryId: "electrical", issueId: "circuit-breaker-trips", isUpgrade: true, diagnosticHistory: history });
    expect(log).not.toHaveBeenCalled();
  });

  it("has nothing preselected without a query", () => {
    expect(parseScheduleQuery({})).toEqual({ categoryId: null, issueId: null, isUpgrade: false, diagnosticHistory: [] });
  });

  it("drops an unknown category and the issue with it", () => {
    expect(parseScheduleQuery({ category: "roofing", issue: "leaky-roof" })).toMatchObject({ categoryId: null, issueId: null });
  });

  it("uses the first value of a repeated parameter", () => {
    expect(parseScheduleQuery({ category: ["plumbing", "hvac"] }).categoryId).toBe("plumbing");
  });
});

describe("resolveIssueId", () => {
  it("accepts a problem id, a title or a title's slug of the category", () => {
    expect(resolveIssueId("plumbing", "leaky-faucet")).toBe("leaky-faucet");
    expect(resolveIssueId("plumbing", "Leaky Faucet")).toBe("leaky-faucet");
    expect(resolveIssueId("plumbing", "leaky faucet")).toBe("leaky-faucet");
  });

  it("does not preselect an issue of another category", () => {
    expect(resolveIssueId("electrical", "no-heat")).toBeNull();
    expect(resolveIssueId(null, "no-heat")).toBeNull();
  });

  it("keeps each category's own burning-smell problem apart", () => {
    expect(resolveIssueId("hvac", "burning-smell")).toBe("burning-smell");
    expect(resolveIssueId("electrical", "burning-smell")).toBe("burning-smell");
  });
});

describe("parseDiagnosticHistory", () => {
  it("logs and ignores malformed JSON", () => {
    const log = jest.fn();
    expect(parseDiagnosticHistory("[{not json", log)).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("diagnosticHistory"), expect.any(SyntaxError));
  });

  it("logs and ignores JSON that is not a list", () => {
    const log = jest.fn();
    expect(parseDiagnosticHistory('{"type":"ai"}', log)).toEqual([]);
    expect(log).toHaveBeenCalled();
  });

  it("reads a history that was URL-encoded twice", () => {
    expect(parseDiagnosticHistory(encodeURIComponent(JSON.stringify(history)), jest.fn())).toEqual(history);
  });

  it("keeps only entries with a known type and text, without extra fields", () => {
    const mixed = [
      { type: "ai", content: "Hi", messageType: "info" },
      { type: "system", content: "x" },
      { type: "user" },
      "text",
      { type: "user", content: "Help" },
    ];
    expect(parseDiagnosticHistory(JSON.stringify(mixed), jest.fn())).toEqual([
      { type: "ai", content: "Hi" },
      { type: "user", content: "Help" },
    ]);
  });

  it("caps the history to what the booking API accepts, keeping the latest messages", () => {
    const long = Array.from({ length: 60 }, (_, index) => ({ type: "user", content: `${index}`.padEnd(5000, "x") }));
    const parsed = parseDiagnosticHistory(JSON.stringify(long), jest.fn());
    expect(parsed).toHaveLength(50);
    expect(parsed[0].content.startsWith("10")).toBe(true);
    expect(parsed.every((entry) => entry.content.length === 4000)).toBe(true);
  });
});
