import { describe, expect, it } from "@jest/globals";

import { localizedServiceSummary, localizedServiceWords } from "@/lib/booking/localized-words";
import { serviceSummary } from "@/lib/booking/words";
import { getCategory } from "@/lib/catalog";
import { getLocalizedCategory } from "@/lib/catalog/i18n";

describe("a booking's service in the page's language", () => {
  const plumbing = getCategory("plumbing")!;
  const problem = plumbing.problems[0];
  const spanish = getLocalizedCategory("plumbing", "es-US")!;
  const spanishProblem = spanish.problems.find((entry) => entry.id === problem.id)!;

  it("names the problem and category from the Spanish overlay, whether the booking stored the title or the id", () => {
    expect(spanish.title).not.toBe(plumbing.title);
    expect(spanishProblem.title).not.toBe(problem.title);
    const expected = `${spanishProblem.title} (${spanish.title})`;
    expect(localizedServiceSummary("plumbing", problem.title, "es-US")).toBe(expected);
    expect(localizedServiceSummary("plumbing", problem.id, "es-US")).toBe(expected);
    expect(localizedServiceWords("plumbing", problem.title, "es-US")).toEqual({ category: spanish.title, problem: spanishProblem.title, fallback: false });
  });

  it("stays the English summary on English pages", () => {
    expect(localizedServiceSummary("plumbing", problem.title, "en-US")).toBe(serviceSummary("plumbing", problem.title));
    expect(localizedServiceWords("plumbing", problem.title, "en-US").fallback).toBe(false);
  });

  it("keeps free text as typed and just the category without a problem", () => {
    expect(localizedServiceSummary("plumbing", "la llave de la cocina", "es-US")).toBe(`la llave de la cocina (${spanish.title})`);
    expect(localizedServiceSummary("plumbing", null, "es-US")).toBe(spanish.title);
  });

  it("shows an unknown category's id as stored", () => {
    expect(localizedServiceWords("roofing", null, "es-US")).toEqual({ category: "roofing", problem: null, fallback: false });
  });
});
