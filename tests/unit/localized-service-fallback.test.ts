import { beforeAll, describe, expect, it, jest } from "@jest/globals";

import { getCategory } from "@/lib/catalog";

// An overlay that lacks the plumbing words: the accessor hands back the English category, as it does for a gap.
jest.mock("@/lib/catalog/i18n", () => {
  const actual = jest.requireActual<typeof import("@/lib/catalog/i18n")>("@/lib/catalog/i18n");
  return {
    ...actual,
    getLocalizedCategory: (categoryId: string, locale: string) => {
      const english = jest.requireActual<typeof import("@/lib/catalog")>("@/lib/catalog").getCategory(categoryId);
      return english && { ...english, problems: english.problems.map((problem) => ({ ...problem, fallback: true })), fallback: locale !== "en-US" };
    },
  };
});

// Imported after the mock is registered: this Jest setup does not hoist jest.mock above imports.
let localizedServiceWords: typeof import("@/lib/booking/localized-words").localizedServiceWords;
beforeAll(async () => {
  ({ localizedServiceWords } = await import("@/lib/booking/localized-words"));
});

describe("a booking's service when the Spanish overlay lacks it", () => {
  it("shows the English titles and says they are English", () => {
    const plumbing = getCategory("plumbing")!;
    const problem = plumbing.problems[0];
    expect(localizedServiceWords("plumbing", problem.id, "es-US")).toEqual({ category: plumbing.title, problem: problem.title, fallback: true });
    expect(localizedServiceWords("plumbing", problem.id, "en-US").fallback).toBe(false);
  });
});
