import { describe, expect, it } from "@jest/globals";

import { calibratedCpuSlowdown, createCpuSlowdown, DEFAULT_CPU_SLOWDOWN, HIGH_END_DESKTOP_INDEX } from "../../scripts/lib/cpu-slowdown.mjs";

describe("the budgets' CPU slowdown, calibrated to the host as Lighthouse's throttling docs describe", () => {
  it("keeps Lighthouse's 4x on a high-end desktop host or faster, and never raises it", () => {
    expect(DEFAULT_CPU_SLOWDOWN).toBe(4);
    expect(calibratedCpuSlowdown(HIGH_END_DESKTOP_INDEX)).toBe(4);
    expect(calibratedCpuSlowdown(2850)).toBe(4);
    expect(calibratedCpuSlowdown(9000)).toBe(4);
  });

  it("lowers it in proportion on a slower host, never under 1", () => {
    expect(calibratedCpuSlowdown(1125)).toBe(3);
    expect(calibratedCpuSlowdown(750)).toBe(2);
    expect(calibratedCpuSlowdown(1000)).toBe(2.67);
    expect(calibratedCpuSlowdown(200)).toBe(1);
  });

  it("uses the default when the index is unknown", () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
    expect(calibratedCpuSlowdown(undefined as unknown as number)).toBe(4);
  });

  it("follows the median of the last five indexes, so one odd reading moves nothing", () => {
    const slowdown = createCpuSlowdown();
    expect(slowdown.multiplier).toBe(4);
    slowdown.observe(750);
    expect(slowdown.multiplier).toBe(2);
    for (const index of [2800, 2700, 2900]) slowdown.observe(index);
    expect(slowdown.multiplier).toBe(4);
    slowdown.observe(300); // one busy moment: the median is still a fast host's
    expect(slowdown.multiplier).toBe(4);
    for (const index of [900, 900, 900]) slowdown.observe(index);
    // The window now holds 2900, 300, 900, 900, 900 (the oldest three dropped): the median is 900.
    expect(slowdown.multiplier).toBe(2.4);
    slowdown.observe(Number.NaN);
    slowdown.observe(0);
    expect(slowdown.multiplier).toBe(2.4);
  });
});
