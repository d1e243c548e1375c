import { describe, expect, it } from "@jest/globals";
import { createTranslator } from "use-intl/core";

import { allProblemCosts, getProblemCost } from "@/lib/costs";
import { problemCostTextEs } from "@/lib/costs/data/problem-costs.es-US";
import { formatShortMonth } from "@/lib/costs/format";
import { costText } from "@/lib/costs/localized";
import { worstCaseIds } from "@/lib/costs/schema";
import english from "@/messages/en-US/costs.json";
import spanish from "@/messages/es-US/costs.json";

// The whole cost block in Spanish on /es (issue 31, item 5): price drivers, missing notes, scope words and dates.

describe("the cost block's words in Spanish", () => {
  it("has a Spanish line for every driver and missing note of every problem, and nothing else", () => {
    const keys = allProblemCosts().map((cost) => `${cost.categoryId}/${cost.problemId}`);
    expect(Object.keys(problemCostTextEs).sort()).toEqual([...keys].sort());
    for (const cost of allProblemCosts()) {
      const text = problemCostTextEs[`${cost.categoryId}/${cost.problemId}`];
      expect({ id: cost.problemId, drivers: text.drivers.length, missing: text.missing.length }).toEqual({
        id: cost.problemId,
        drivers: cost.drivers.length,
        missing: cost.missing.length,
      });
      // Figures in a line are the same figures in both languages.
      cost.drivers.forEach((line, index) => expect(text.drivers[index].match(/\$[\d,.]+/g)).toEqual(line.match(/\$[\d,.]+/g)));
    }
  });

  it("answers Spanish lines on a Spanish page and English on an English one", () => {
    const cost = getProblemCost("plumbing", "water-heater-issues")!;
    expect(costText(cost, "es-US")).toMatchObject({ english: false, drivers: expect.arrayContaining([expect.stringMatching(/tanque con fuga/)]) });
    expect(costText(cost, "en-US")).toEqual({ drivers: cost.drivers, missing: cost.missing, english: false });
  });

  it("falls back to English, marked, when a Spanish entry is out of step with the data", () => {
    const cost = { ...getProblemCost("plumbing", "water-heater-issues")!, drivers: ["A driver only English has"] };
    expect(costText(cost, "es-US")).toEqual({ drivers: cost.drivers, missing: cost.missing, english: true });
  });

  it("has the words for every worst case in both languages", () => {
    const en = createTranslator({ locale: "en-US", messages: english, namespace: "Costs" });
    const es = createTranslator({ locale: "es-US", messages: spanish, namespace: "Costs" });
    for (const id of worstCaseIds) {
      expect(en(`worstCase.${id}`, { range: "$1–$2" })).toContain("$1–$2");
      expect(es(`worstCase.${id}`, { range: "$1–$2" })).toContain("$1–$2");
      expect(es(`worstCase.${id}`, { range: "$1–$2" })).not.toBe(en(`worstCase.${id}`, { range: "$1–$2" }));
    }
  });

  it("writes the adjustment, the dates and the one-source note in Spanish", () => {
    const es = createTranslator({ locale: "es-US", messages: spanish, namespace: "Costs" });
    expect(es("regionAdjusted", { state: "New York", factor: "1.2", trade: "plumber", release: "May 2024" })).toBe(
      "Ajustado para New York: mano de obra de alrededor de 1.2× el salario mediano nacional de plomeros (BLS OEWS, May 2024).",
    );
    expect(es("regionNational")).toBe("Nacional");
    expect(formatShortMonth("2022-03", "es-US")).toBe("mar 2022");
    expect(es.markup("sourcesDated", { from: "mar 2022", to: "may 2022", publishers: "HomeGuide", read: "nov 2026", time: (chunks) => chunks })).toBe(
      "Precios publicados de mar 2022 a may 2022 por HomeGuide; consultados en nov 2026.",
    );
  });
});
