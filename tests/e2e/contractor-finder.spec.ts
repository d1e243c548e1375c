import { expect, test } from "@playwright/test";

import { SchedulePage } from "./pages/schedule";
import { expectNoAxeViolations } from "./support/axe";

const newYork = { latitude: 40.7128, longitude: -74.006 };

test.describe("contractor finder with the browser's location", () => {
  test.use({ geolocation: newYork, permissions: ["geolocation"] });

  test("lists nearby sample contractors nearest first, with ratings and distances", async ({ page }) => {
    // The first search of a fresh server seeds the directory; on a busy 2-core machine that can take most of 30 s.
    test.setTimeout(60_000);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing" });
    // The first search of a fresh server also creates and seeds the embedded directory.
    await expect(schedule.finder.getByText("Analysis complete")).toBeVisible({ timeout: 30_000 });
    await expect(schedule.finder.getByRole("progressbar", { name: "Contractor search progress" })).toHaveAttribute("aria-valuenow", "100");
    await expect(schedule.finder.getByText("Showing sample contractors for demonstration.")).toBeVisible();
    await expect(schedule.finder.getByRole("heading", { name: "Nearby plumbers" })).toBeVisible();

    const first = schedule.contractors.filter({ hasText: "Ferrule & Flow Plumbing" });
    await expect(first).toContainText("157 W 26th St, New York");
    await expect(first).toContainText("4.8 (331 reviews)");
    await expect(first).toContainText(/\d+\.\d miles/);
    await expect(first.getByText("Sample", { exact: true })).toBeVisible();

    const distances = (await schedule.contractors.allInnerTexts()).map((text) => Number(/([\d.]+) miles/.exec(text)?.[1]));
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expectNoAxeViolations(page);
  });

  test("says so when no contractor is near", async ({ page }) => {
    await page.route("**/api/contractors?**", (route) => route.fulfill({ json: { source: "directory", sample: false, results: [] } }));
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "electrical" });
    await expect(schedule.finder.getByText("No qualified residential electricians found within 50 miles. Try a different location.")).toBeVisible();
    await expect(schedule.finder.getByRole("alert")).toHaveText("No contractors found within 50 miles for this category. Try a different location.");
    await expect(schedule.contractors).toHaveCount(0);
    // The way out is right there: another place.
    await expect(schedule.finder.getByLabel("ZIP code or city")).toBeEditable();
  });

  test("shows the failure, drops the progress back to 0 and can search again", async ({ page }) => {
    let fail = true;
    await page.route("**/api/contractors?**", (route) => (fail ? route.fulfill({ status: 502, json: { message: "upstream" } }) : route.continue()));
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "hvac" });
    await expect(schedule.finder.getByRole("alert")).toHaveText(/Failed to find local contractors\. Please try again\./);
    await expect(schedule.finder.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    fail = false;
    await schedule.finder.getByRole("button", { name: "Search again" }).click();
    await expect(schedule.finder.getByText("Analysis complete")).toBeVisible();
    await expect(schedule.contractors.first()).toBeVisible();
  });

  test("the list is the only view without a maps key", async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "hvac" });
    await expect(schedule.contractors.first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Map of nearby contractors" })).toHaveCount(0);
  });
});

test.describe("contractor finder without the browser's location", () => {
  test("explains the failure, limits retries and accepts a ZIP code", async ({ page }) => {
    test.setTimeout(60_000);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing" });
    await expect(schedule.finder.getByTestId("location-problems")).toContainText("Could not detect location. Please check your browser settings.", {
      timeout: 20_000,
    });

    const manual = schedule.finder.getByLabel("ZIP code or city");
    await manual.fill("   ");
    await schedule.finder.getByRole("button", { name: "Use this location" }).click();
    await expect(manual).toHaveAccessibleDescription("Please enter a US ZIP code or a city.");

    await manual.fill("10001");
    await schedule.finder.getByRole("button", { name: "Use this location" }).click();
    await expect(schedule.finder.getByText(/Searching near .*New York/)).toBeVisible();
    await expect(schedule.contractors.filter({ hasText: "Ferrule & Flow Plumbing" })).toBeVisible();
  });

  test("shows the server's words when a place cannot be found", async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "hvac" });
    await schedule.finder.getByLabel("ZIP code or city").fill("Atlantis");
    await schedule.finder.getByRole("button", { name: "Use this location" }).click();
    await expect(schedule.finder.getByRole("alert").filter({ hasText: "We couldn't find that ZIP code or city" })).toBeVisible();
  });

  test("stops after three manual retries", async ({ page }) => {
    test.setTimeout(120_000);
    // Fail detection fast: no geolocation permission and an IP lookup that answers 404 at once.
    await page.route("**/api/geo", (route) => route.fulfill({ status: 404, json: { message: "Approximate location is not available." } }));
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "hvac" });
    const retry = schedule.finder.getByRole("button", { name: "Retry Location Detection" });
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(retry).toBeEnabled({ timeout: 20_000 });
      await retry.click();
    }
    await expect(retry).toBeEnabled({ timeout: 20_000 });
    await retry.click();
    await expect(schedule.finder.getByTestId("location-problems")).toContainText("Maximum retry attempts reached. Please refresh the page or try again later.");
  });
});
