// The table every round's paraphrase test (tests/unit/emergency-round-*.test.ts) checks: the rules alone bring each
// hazard's card and stay calm on each look-alike. Called inside the round's describe block.
import { expect, it } from "@jest/globals";

import type { HazardId } from "@/lib/emergency/hazards";
import { ruleTriage } from "@/lib/emergency/triage";

export function itReadsTheTable(hazards: [string, HazardId][], lookAlikes: string[]): void {
  it.each(hazards)("brings the card: %s -> %s", (text, kind) => {
    expect(ruleTriage(text).cards).toContain(kind);
  });
  // Jest refuses an empty table.
  if (lookAlikes.length > 0) {
    it.each(lookAlikes)("stays calm: %s", (text) => {
      expect(ruleTriage(text).cards).toEqual([]);
    });
  }
}
