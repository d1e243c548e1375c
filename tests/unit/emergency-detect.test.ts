import { describe, expect, it } from "@jest/globals";

import { detectEmergency as detectHazard } from "@/lib/emergency/triage";
import { HAZARDS } from "@/lib/emergency/hazards";

import { alarming, calm, earlier, lookAlikes } from "../support/triage-table";

describe("detectHazard", () => {
  it("recognises every hazard it knows from at least three different phrasings", () => {
    const phrasings = [...alarming, ...earlier, ...calm.map((text) => [text, undefined] as const)].map(([text]) => text);
    expect(new Set(phrasings).size).toBe(phrasings.length); // no row counted twice
    expect(phrasings.length).toBeGreaterThanOrEqual(80);
    const recognised = new Map<string, number>();
    for (const [text] of [...alarming, ...earlier]) {
      const hazard = String(detectHazard(text));
      recognised.set(hazard, (recognised.get(hazard) ?? 0) + 1);
    }
    expect(HAZARDS.filter((hazard) => (recognised.get(hazard) ?? 0) < 3)).toEqual([]);
  });

  it.each([...alarming, ...earlier])("%j -> %s", (text, hazard) => {
    expect(detectHazard(text)).toBe(hazard);
  });

  it.each(calm)("%j raises no alarm", (text) => {
    expect(detectHazard(text)).toBeUndefined();
  });

  it("has at least three harmless look-alikes for every hazard", () => {
    for (const hazard of HAZARDS) expect(lookAlikes[hazard].length).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(lookAlikes).flatMap(([hazard, texts]) => texts.map((text) => [hazard, text])))("%s look-alike %j raises no alarm", (_hazard, text) => {
    expect(detectHazard(text)).toBeUndefined();
  });
});
