/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { createTranslator } from "use-intl/core";

import { costRangeLabels } from "@/components/costs/cost-labels";
import { CostRanges } from "@/components/costs/cost-ranges";
import { estimateCost, type CostEstimate } from "@/lib/costs";
import english from "@/messages/en-US";
import spanish from "@/messages/es-US";
import type { AppLocale } from "@/i18n/locales";

// What the cost block says (issue 31): "National" until a ZIP is given, "Total only" for a range without a split,
// worst cases on lines of their own, and the dated source line with "Based on one source" and staleness.

let requestLocale: AppLocale = "en-US";
const messagesFor = (locale: string) => (locale === "es-US" ? spanish : english) as never;
jest.mock("next-intl/server", () => ({
  getLocale: async () => requestLocale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: requestLocale, messages: messagesFor(requestLocale), namespace: namespace as never }),
}));

let CostFootnote: typeof import("@/components/costs/cost-section").CostFootnote;
beforeAll(async () => {
  ({ CostFootnote } = await import("@/components/costs/cost-section"));
});

function estimate(categoryId: string, problemId: string, zip?: string): CostEstimate {
  const result = estimateCost(categoryId, problemId, zip, new Date(Date.UTC(2026, 10, 26)));
  if (result.status !== "ok") throw new Error(result.status);
  return result.estimate;
}

const labels = (locale: AppLocale) => costRangeLabels(createTranslator({ locale, messages: locale === "es-US" ? spanish : english, namespace: "Costs" }));

describe("the cost ranges", () => {
  it("labels the range National until a ZIP adjusts it, then with the state", () => {
    const { unmount } = render(<CostRanges estimate={estimate("plumbing", "pipe-noise")} hazard={false} labels={labels("en-US")} />);
    expect(screen.getByTestId("cost-region-label").textContent).toBe("National");
    expect(screen.getByText("labor $125, parts $25")).toBeTruthy();
    expect(screen.getByText("Labor is the total minus the parts price the source prints.")).toBeTruthy();
    unmount();
    render(<CostRanges estimate={estimate("plumbing", "pipe-noise", "10001")} hazard={false} labels={labels("en-US")} />);
    expect(screen.getByTestId("cost-region-label").textContent).toBe("New York");
    // Labor $125 × 1.246 = $156; the $25 of parts stays.
    expect(screen.getByTestId("cost-pro-range").textContent).toBe("$181");
  });

  it("says a total-only range is a total only, and puts the worst case on its own line", () => {
    render(<CostRanges estimate={estimate("plumbing", "frozen-pipes", "10001")} hazard labels={labels("en-US")} />);
    expect(screen.getByTestId("cost-region-label").textContent).toBe("National");
    expect(screen.getByTestId("cost-total-only").textContent).toMatch(/^Total only/);
    expect(screen.getByTestId("cost-pro-range").textContent).toBe("$50–$765");
    expect(screen.getByText("If the pipe burst inside a wall or underground: $400–$1,500, or more, plus any water damage")).toBeTruthy();
  });

  it("is Spanish on a Spanish page", () => {
    render(<CostRanges estimate={estimate("plumbing", "water-heater-issues")} hazard labels={labels("es-US")} />);
    expect(screen.getByTestId("cost-region-label").textContent).toBe("Nacional");
    expect(screen.getByText("Si el propio tanque tiene una fuga: reemplazo $810–$1,656")).toBeTruthy();
  });
});

describe("the dated source line", () => {
  it("names publishers with their dates, the undated ones and staleness", async () => {
    requestLocale = "en-US";
    const { sources, updated } = estimate("hvac", "not-cooling");
    render(await CostFootnote({ updated, sources, now: new Date(Date.UTC(2026, 10, 26)) }));
    const text = screen.getByTestId("cost-dating").textContent;
    expect(text).toContain("Prices published May 2022 – Dec 2025 by HomeAdvisor (Angi), Home Services Scout; read Nov 2026.");
    // The pro range rests on HomeAdvisor and Modernize (undated), so it is not "one source"; staleness is judged on the
    // newest dated pro source, HomeAdvisor's, since an undated page cannot keep a range fresh.
    expect(text).toContain("Undated: Modernize.");
    expect(text).not.toContain("Based on one source.");
    expect(text).toContain("May be out of date: the newest of these prices was published 54 months ago.");
    expect(screen.getByText("Nov 2026").tagName).toBe("TIME");
  });

  it("says when a pro range rests on one source", async () => {
    requestLocale = "en-US";
    const { sources, updated } = estimate("hvac", "thermostat-problems");
    render(await CostFootnote({ updated, sources, now: new Date(Date.UTC(2026, 10, 26)) }));
    expect(screen.getByTestId("cost-dating").textContent).toContain("Based on one source.");
  });

  it("names undated publishers as undated", async () => {
    requestLocale = "en-US";
    const { sources, updated } = estimate("plumbing", "frozen-pipes");
    render(await CostFootnote({ updated, sources, now: new Date(Date.UTC(2026, 10, 26)) }));
    const text = screen.getByTestId("cost-dating").textContent;
    expect(text).toContain("Prices from Thumbtack, CostHelper, whose pages print no date; read Nov 2026.");
    expect(text).not.toContain("Based on one source");
    expect(text).not.toContain("out of date");
  });

  it("says why there is no range where no acceptable source exists", async () => {
    requestLocale = "en-US";
    render(await CostFootnote({ updated: "2026-11", sources: [] }));
    expect(document.body.textContent).toBe("No range: we found no acceptable published price for this problem.");
  });
});
