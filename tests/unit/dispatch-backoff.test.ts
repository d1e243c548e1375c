import { describe, expect, it } from "@jest/globals";
import { visitWindow } from "@/lib/booking/calendar";
import { DEFAULT_BACKOFF, retryDelayMs } from "@/lib/dispatch/backoff";

describe("retryDelayMs", () => {
  it("doubles per attempt with jitter in the upper half of the step, capped", () => {
    expect(retryDelayMs(1, DEFAULT_BACKOFF, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, DEFAULT_BACKOFF, () => 1)).toBe(10_000);
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 0)).toBe(20_000);
    expect(retryDelayMs(3, DEFAULT_BACKOFF, () => 1)).toBe(40_000);
    expect(retryDelayMs(30, DEFAULT_BACKOFF, () => 1)).toBe(DEFAULT_BACKOFF.maxMs);
    expect(retryDelayMs(30, DEFAULT_BACKOFF, () => 0)).toBe(DEFAULT_BACKOFF.maxMs / 2);
  });

  it("spreads retries of the same attempt", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(4, DEFAULT_BACKOFF)));
    expect(delays.size).toBeGreaterThan(40);
  });
});

describe("visitWindow", () => {
  it("puts the window at the homeowner's wall-clock hours, across a DST change", () => {
    // 2026-03-08: US daylight saving starts; Chicago is UTC-5 from 2 AM.
    expect(visitWindow({ preferredDate: "2026-03-08", timeFrame: "8-12", timeZone: "America/Chicago" })).toEqual({
      start: new Date("2026-03-08T13:00:00Z"),
      end: new Date("2026-03-08T17:00:00Z"),
    });
    expect(visitWindow({ preferredDate: "2026-03-07", timeFrame: "12-4", timeZone: "America/Chicago" })).toEqual({
      start: new Date("2026-03-07T18:00:00Z"),
      end: new Date("2026-03-07T22:00:00Z"),
    });
    expect(visitWindow({ preferredDate: "2026-07-01", timeFrame: "8-12", timeZone: null })).toEqual({
      start: new Date("2026-07-01T08:00:00Z"),
      end: new Date("2026-07-01T12:00:00Z"),
    });
  });
});
