import { expect, test, type Page } from "@playwright/test";

import { DiagnosticPage } from "./pages/diagnostic";
import { SchedulePage } from "./pages/schedule";
import { expectHydrated, recordCspViolations, scriptSources } from "./support/csp";

/**
 * The production Content-Security-Policy against the real pages: prerendered ones (allowed by hash) and
 * ones rendered on request (allowed by nonce) must run every script they ship and hydrate, with no
 * 'unsafe-inline' and not a single violation.
 */

const pages: Array<{ name: string; path: string; status?: number; use?: (page: Page) => Promise<void> }> = [
  { name: "home (prerendered)", path: "/" },
  {
    name: "problem page (prerendered)",
    path: "/hvac/no-heat",
    use: async (page) => {
      const diagnostic = new DiagnosticPage(page);
      await expect(diagnostic.diyButton).toBeVisible();
      await diagnostic.input.fill("The furnace clicks but never lights");
      await expect(diagnostic.sendButton).toBeEnabled();
    },
  },
  {
    name: "DIY guide (prerendered)",
    path: "/hvac/no-heat/DIY-Repair-Guide",
    use: async (page) => {
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "true");
      });
      await page.getByRole("button", { name: "Print this guide" }).click();
      await expect(page.locator("body")).toHaveAttribute("data-printed", "true");
    },
  },
  {
    name: "scheduling (rendered on request)",
    path: "/schedule?category=hvac",
    use: async (page) => {
      // The date button shows the default date once the form has hydrated.
      await expect(new SchedulePage(page).preferredDate).not.toContainText("Pick a date");
    },
  },
  {
    name: "thank-you (rendered on request)",
    path: "/thank-you?appointmentId=1&category=hvac",
    use: async (page) => {
      const star = page.getByRole("button", { name: "Rate 4 out of 5 stars" });
      await star.click();
      await expect(star).toHaveAttribute("aria-pressed", "true");
    },
  },
  { name: "upgrade advisor (prerendered)", path: "/upgrade" },
  { name: "unknown URL (prerendered not-found page)", path: "/no-such-page", status: 404 },
];

test.describe("content security policy", () => {
  for (const { name, path, status = 200, use } of pages) {
    test(`${name} runs all its scripts without 'unsafe-inline' and without a violation`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);

      const sources = scriptSources(response);
      expect(sources[0]).toBe("'self'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources.some((source) => source.startsWith("'nonce-") || source.startsWith("'sha256-"))).toBe(true);

      await expectHydrated(page);
      await use?.(page);
      expect(violations).toEqual([]);
    });
  }

  test("a page rendered on request carries the header's nonce on its inline scripts", async ({ request }) => {
    const response = await request.get("/schedule?category=hvac");
    const nonce = response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    // Every inline script but JSON-LD, which is data: CSP does not govern it and Next.js leaves it alone.
    const inlineScripts = [...(await response.text()).matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)]
      .map(([, attributes]) => attributes)
      .filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("a journey from a prerendered page to a form rendered on request stays within the policy", async ({ page }) => {
    const violations = await recordCspViolations(page);
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("hvac", "no-heat");
    await diagnostic.professionalButton.click();
    await page.waitForURL(/\/schedule\?/);
    const schedule = new SchedulePage(page);
    await schedule.email.fill("not-an-email");
    await schedule.submit.click();
    await schedule.expectError(schedule.email, "Invalid email address");
    expect(violations).toEqual([]);
  });

  // An unknown id under a catalogue route is answered with a prerendered 404 page (never rendered and cached with
  // one visit's nonce), whose script digests the proxy lists: every visit runs its scripts.
  for (const [route, pathFor] of [
    ["problem", (id: string) => `/${id}/x`],
    ["diagnostic", (id: string) => `/diagnostic/${id}`],
    ["upgrade", (id: string) => `/upgrade/${id}`],
  ] as const) {
    test(`an unknown category's 404 page (${route} route) runs its scripts on every visit`, async ({ page }) => {
      const path = pathFor(`not-a-category-${Date.now()}`);
      const heading = "Category Not Found";
      expect((await page.request.get(path)).status()).toBe(404);
      const violations = await recordCspViolations(page);
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectHydrated(page);
      expect(violations).toEqual([]);
    });
  }

  test("an unknown problem in a known category answers 404 with that category's problems and runs its scripts", async ({ page }) => {
    const path = `/hvac/not-a-problem-${Date.now()}`;
    const violations = await recordCspViolations(page);
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Problem Not Found" })).toBeVisible();
    await expectHydrated(page);
    expect(violations).toEqual([]);
  });
});
