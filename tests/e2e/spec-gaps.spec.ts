import { expect, test, type Page } from "@playwright/test";

import { SchedulePage } from "./pages/schedule";

// Spec texts and behaviours the spec audit (../shared/reviews/spec.md) found untested.

const newYork = { latitude: 40.7128, longitude: -74.006 };
const nearby = {
  place_id: "chelsea",
  name: "Chelsea Heat & Air",
  vicinity: "1 W 23rd St, New York",
  geometry: { location: { lat: 40.741, lng: -73.99 } },
  rating: 4.6,
  user_ratings_total: 120,
  distance: "2.1",
  sample: false,
};
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

test.describe("contractor search stages", () => {
  test.use({ geolocation: newYork, permissions: ["geolocation"] });

  test("shows 'Scanning area...' at 20% while the search runs, then 'Analysis complete' at 100%", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contractors?**", async (route) => {
      await held;
      await route.fulfill({ json: { source: "directory", sample: false, results: [nearby] } });
    });
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing" });
    const progress = schedule.finder.getByRole("progressbar", { name: "Contractor search progress" });
    await expect(schedule.finder.getByText("Scanning area...")).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "20");
    release();
    await expect(schedule.finder.getByText("Analysis complete")).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(schedule.contractors).toHaveText([/Chelsea Heat & Air/]);
  });

  test("says the search service could not start when the request never reaches the server", async ({ page }) => {
    await page.route("**/api/contractors?**", (route) => route.abort("connectionrefused"));
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "hvac" });
    await expect(schedule.finder.getByRole("alert")).toContainText("Failed to initialize search service. Please try again.");
    await expect(schedule.finder.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  });
});

test.describe("schedule page", () => {
  test("opens at the top even when the browser would restore a scrolled position", async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "hvac" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.reload();
    await expect(schedule.preferredDate).not.toContainText("Pick a date");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("diagnostic route forms", () => {
  test("/diagnostic/{category}/{problem} is the problem page, canonical at /{category}/{problem}", async ({ page }) => {
    const response = await page.goto("/diagnostic/hvac/no-heat");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "No Heat" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hvac\/no-heat$/);
  });
});

test.describe("review form and toasts", () => {
  test("shows 'Submitting...' while the review is on its way", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/reviews", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/thank-you");
    await page.getByRole("button", { name: "Rate 5 out of 5 stars" }).click();
    await page.getByLabel("Your review").fill("Great work.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(page.getByRole("button", { name: "Thank you!" })).toBeDisabled();
  });

  test("a toast stays after a short swipe and goes after a swipe right of more than 50 px", async ({ page }) => {
    await page.goto("/thank-you");
    await page.getByLabel("Your review").fill("   ");
    await page.getByRole("button", { name: "Submit Review" }).click();
    const toast = notifications(page);
    await expect(toast).toContainText("Please tell us about your experience");

    const swipe = async (distance: number) => {
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + (distance * step) / 10, y);
      await page.mouse.up();
    };
    await swipe(30);
    await expect(toast).toHaveAttribute("data-swipe", "cancel");
    await expect(toast).toBeVisible();
    await swipe(80);
    await expect(toast).toHaveCount(0);
  });
});
