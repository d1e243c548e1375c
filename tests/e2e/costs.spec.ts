import { expect, test } from "@playwright/test";

import { allProblems } from "@/lib/catalog";
import { estimateCost, getProblemCost } from "@/lib/costs";
import { formatRange } from "@/lib/costs/format";

import { expectNoAxeViolations } from "./support/axe";

test.describe("cost guidance", () => {
  test("every problem page has its cost section, sources and date in the server's HTML", async ({ request }) => {
    for (const { category, problem } of allProblems()) {
      const response = await request.get(`/${category.id}/${problem.id}`);
      expect(response.status(), `${category.id}/${problem.id}`).toBe(200);
      const html = await response.text();
      const cost = getProblemCost(category.id, problem.id)!;
      const section = /<section[^>]*id="cost"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      expect(section, `${category.id}/${problem.id} has <section id="cost">`).not.toBe("");
      expect(section).toContain("Estimates, not a quote");
      // Where no acceptable source exists there is no range, and the section says why instead of a date.
      if (cost.sources.length > 0) expect(section.toLowerCase()).toContain(`<time datetime="${cost.checked}"`);
      else expect(section).toContain("No range: we found no acceptable published price for this problem.");
      for (const source of cost.sources) expect(section).toContain(`href="${source.url.replaceAll("&", "&amp;")}"`);
      expect(section).toContain(cost.drivers[0].replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
      if (cost.pro) expect(section).toContain(formatRange(cost.pro));
      if (cost.diy) expect(section).toContain(formatRange(cost.diy));
      if (problem.safetyCritical) expect(section).toContain("this is not a problem to fix yourself");
    }
  });

  test("a ZIP adjusts the range in place, and a malformed one is explained", async ({ page }) => {
    await page.goto("/plumbing/pipe-noise");
    const section = page.locator("#cost");
    // The national range (first HTML) and, once a ZIP is answered, the adjusted one in its place: the visible one.
    const proRange = section.locator("[data-testid=cost-pro-range]:visible");
    await expect(proRange).toHaveText("$150");
    const zip = section.getByRole("textbox", { name: "ZIP code" });
    const adjust = section.getByRole("button", { name: "Adjust for my area" });

    // Enabled once the island has hydrated (before that a press would reload the page).
    await expect(adjust).toBeEnabled();
    await adjust.click();
    await expect(section.getByRole("status")).toHaveText("Enter a 5-digit ZIP code, like 94103.");
    await zip.fill("123");
    await adjust.click();
    await expect(section.getByRole("status")).toHaveText("ZIP code must be 5 digits, like 94103 (or ZIP+4, like 94103-1234)");
    await expect(zip).toHaveAttribute("aria-invalid", "true");

    // The real answer for a California ZIP, from the shipped tables.
    const expected = estimateCost("plumbing", "pipe-noise", "94103");
    if (expected.status !== "ok") throw new Error(expected.status);
    await zip.fill("94103");
    await adjust.click();
    await expect(proRange).toHaveText(formatRange(expected.estimate.pro!));
    await expect(section.getByRole("status")).toHaveText(
      "Adjusted for California: labor about 1.1× the national median wage for plumbers (BLS OEWS, May 2024).",
    );
    await expect(section.locator("[data-testid=cost-region-label]:visible")).toHaveText("California");
    await expectNoAxeViolations(page);
  });

  test("the island shows whatever labor-adjusted range the API answers", async ({ page }) => {
    // This answer stands in for a state whose plumbers earn 20% above the national median, as GET /api/costs would
    // compute it (tests/unit/costs.test.ts checks that).
    await page.route("**/api/costs?**", (route) =>
      route.fulfill({
        json: {
          diy: { low: 5, high: 25 },
          pro: { low: 140, high: 510, labor: { low: 90, high: 360 }, parts: { low: 10, high: 50 } },
          proScope: "repair",
          splitBasis: "source",
          worstCases: [],
          regionLabel: "California",
          stale: false,
          currency: "USD",
          updated: "2026-11",
          drivers: [],
          sources: [],
          missing: [],
          region: {
            zip: "94103",
            state: "CA",
            stateName: "California",
            trade: "plumber",
            factor: 1.2,
            missing: false,
            adjusted: true,
            lessReliable: false,
            source: { title: "BLS OEWS", url: "https://www.bls.gov/oes/current/oes472152.htm", release: "May 2024" },
          },
        },
      }),
    );
    await page.goto("/plumbing/pipe-noise");
    const section = page.locator("#cost");
    const proRange = section.locator("[data-testid=cost-pro-range]:visible");
    await expect(proRange).toHaveText("$150");
    const adjust = section.getByRole("button", { name: "Adjust for my area" });
    await expect(adjust).toBeEnabled();
    await section.getByRole("textbox", { name: "ZIP code" }).fill("94103");
    await adjust.click();
    await expect(proRange).toHaveText("$140–$510");
    await expect(section.locator("[data-testid=cost-pro-range]")).toHaveCount(2);
    await expect(section.getByText("labor $90–$360, parts $10–$50")).toBeVisible();
    await expect(section.getByRole("status")).toHaveText(
      "Adjusted for California: labor about 1.2× the national median wage for plumbers (BLS OEWS, May 2024).",
    );
    await expectNoAxeViolations(page);
  });

  test("the DIY guide shows the parts range beside the tools and a MonetaryAmount in its HowTo", async ({ page }) => {
    await page.goto("/plumbing/sewer-smell/DIY-Repair-Guide");
    await expect(page.getByTestId("guide-parts-cost")).toContainText("$5–$20");
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const howTo = data.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "HowTo");
    expect(howTo?.estimatedCost).toEqual({ "@type": "MonetaryAmount", currency: "USD", minValue: 5, maxValue: 20 });
  });

  test("/schedule shows the estimate for the problem being booked", async ({ page }) => {
    await page.goto("/schedule?category=plumbing&issue=pipe-noise");
    const aside = page.getByRole("complementary", { name: "What this may cost" });
    await expect(aside).toContainText("Estimates, not a quote");
    await expect(aside.locator("[data-testid=cost-pro-range]:visible")).toHaveText("$150");
    await expectNoAxeViolations(page);
  });
});
