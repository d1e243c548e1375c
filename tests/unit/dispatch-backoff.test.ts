import { describe, expect, it } from "@jest/globals";
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
