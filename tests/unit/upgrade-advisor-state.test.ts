import { describe, expect, it } from "@jest/globals";

import { advisorReducer, initialAdvisorState, type AdvisorAction, type AdvisorState } from "@/components/upgrade/advisor-state";
import { getLocalizedCategory } from "@/lib/catalog/i18n";

const run = (...actions: AdvisorAction[]): AdvisorState => actions.reduce(advisorReducer, initialAdvisorState);

describe("upgrade advisor stepper", () => {
  it("starts at Select with no topic", () => {
    expect(initialAdvisorState).toEqual({ topicId: null, step: 0 });
  });

  it("moves to Discover when the user picks a topic", () => {
    expect(run({ type: "selectTopic", topicId: "energy-efficiency" })).toEqual({ topicId: "energy-efficiency", step: 1 });
  });

  it("moves to Implement once the chosen topic's recommendations were shown", () => {
    expect(run({ type: "selectTopic", topicId: "energy-efficiency" }, { type: "recommendationsShown", topicId: "energy-efficiency" })).toEqual({
      topicId: "energy-efficiency",
      step: 2,
    });
  });

  it("moves to Implement on 'Get Started with Upgrades' from any step", () => {
    expect(run({ type: "getStarted" }).step).toBe(2);
    expect(run({ type: "selectTopic", topicId: "smart-technology" }, { type: "getStarted" })).toEqual({ topicId: "smart-technology", step: 2 });
  });

  it("ignores a report from a topic the user has already left", () => {
    const state = run(
      { type: "selectTopic", topicId: "energy-efficiency" },
      { type: "selectTopic", topicId: "safety-compliance" },
      { type: "recommendationsShown", topicId: "energy-efficiency" },
    );
    expect(state).toEqual({ topicId: "safety-compliance", step: 1 });
  });

  it("ignores recommendations reported before any topic is chosen", () => {
    expect(run({ type: "recommendationsShown", topicId: "energy-efficiency" })).toBe(initialAdvisorState);
  });

  it("goes back to Discover when the user switches to a topic whose recommendations are unseen", () => {
    const state = run(
      { type: "selectTopic", topicId: "energy-efficiency" },
      { type: "recommendationsShown", topicId: "energy-efficiency" },
      { type: "selectTopic", topicId: "smart-technology" },
    );
    expect(state).toEqual({ topicId: "smart-technology", step: 1 });
  });

  it("keeps the state when the same topic is picked again", () => {
    const shown = run({ type: "selectTopic", topicId: "energy-efficiency" }, { type: "recommendationsShown", topicId: "energy-efficiency" });
    expect(advisorReducer(shown, { type: "selectTopic", topicId: "energy-efficiency" })).toBe(shown);
  });
});

describe("upgrade tutorial search", () => {
  it("searches '{category} modern upgrades improvements' with the category title on English pages", () => {
    // The query the upgrade page passes to its videos (app/[locale]/upgrade/[categoryId]/page.tsx).
    expect(getLocalizedCategory("hvac", "en-US")?.upgradeVideoQuery).toBe("HVAC modern upgrades improvements");
    expect(getLocalizedCategory("plumbing", "en-US")?.upgradeVideoQuery).toBe("Plumbing modern upgrades improvements");
  });
});
