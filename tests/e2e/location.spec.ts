import { expect, test } from "@playwright/test";

import { SchedulePage } from "./pages/schedule";
import { expectNoAxeViolations } from "./support/axe";
import { denyGeolocation, geolocationCalls, stubFailingGeolocation } from "./support/browser-stubs";

// The test server has no IP source (no platform headers, no IP_GEOLOCATION_URL), so only the browser can locate.
const newYork = { latitude: 40.7128, longitude: -74.006 };
const DETECTION_FAILED = "Could not detect location. Please check your browser settings.";
const MAX_RETRIES = "Maximum retry attempts reached. Please refresh the page or try again later.";
const PERMISSION_DENIED = "Location access is turned off.";
const PERMISSION_STEPS = "How to turn it on (iPhone and Android)";

function problems(schedule: SchedulePage) {
  return schedule.finder.getByTestId("location-problems");
}

test.describe("location refused or unavailable", () => {
  test("permission denied: explains how to turn location on for iPhone and Android, and a ZIP code still finds contractors", async ({ page }) => {
    await denyGeolocation(page);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing" });

    const alert = problems(schedule);
    await expect(alert).toContainText(DETECTION_FAILED);
    await expect(alert).toContainText(PERMISSION_DENIED);
    // The steps sit behind a disclosure, closed at first, so the late alert stays small; Enter opens it.
    const iPhone = alert.getByText("On iPhone, open Settings > Privacy & Security > Location Services and allow your browser.");
    const android = alert.getByText("On Android, open Settings > Location > App permissions and allow your browser.");
    await expect(iPhone).toBeHidden();
    await expect(android).toBeHidden();
    await expectNoAxeViolations(page);
    await alert.getByText(PERMISSION_STEPS).focus();
    await page.keyboard.press("Enter");
    await expect(iPhone).toBeVisible();
    await expect(android).toBeVisible();
    await expect(alert.getByText("Then try again.")).toBeVisible();
    await expect(schedule.finder.getByRole("button", { name: "Retry Location Detection" })).toBeEnabled();
    await expectNoAxeViolations(page);

    await schedule.finder.getByLabel("ZIP code or city").fill("10001");
    await schedule.finder.getByRole("button", { name: "Use this location" }).click();
    await expect(schedule.finder.getByText(/Searching near .*New York/)).toBeVisible();
    await expect(schedule.contractors.filter({ hasText: "Ferrule & Flow Plumbing" })).toBeVisible({ timeout: 30_000 });
    await expect(alert).toHaveCount(0);
  });

  for (const [code, name, text] of [
    [2, "position unavailable", "Unable to detect your location. Please check if location services are enabled on your device."],
    [3, "timeout", "Location request timed out. Please check your internet connection and try again."],
    [99, "any other failure", "Unable to find your location. Please try again or enter your location manually."],
  ] as const) {
    test(`${name}: shows the spec's text after the widget's own two readings`, async ({ page }) => {
      await stubFailingGeolocation(page, code);
      const schedule = new SchedulePage(page);
      await schedule.goto({ category: "hvac" });

      await expect(problems(schedule)).toContainText(text);
      await expect(problems(schedule)).toContainText(DETECTION_FAILED);
      await expect(schedule.finder.getByRole("button", { name: "Retry Location Detection" })).toBeEnabled();
      // The page's chain (5 s, fresh), then the widget's (10 s high accuracy, then 5 s low, readings up to 30 s old).
      expect(await geolocationCalls(page)).toEqual([
        { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
        { enableHighAccuracy: false, timeout: 5000, maximumAge: 30_000 },
      ]);
      await expect(schedule.finder.getByLabel("ZIP code or city")).toBeEditable();
    });
  }

  test("no geolocation in the browser: says it is not supported, and the ZIP field is there", async ({ page }) => {
    await stubFailingGeolocation(page, "absent");
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "electrical" });
    await expect(problems(schedule)).toContainText("Geolocation is not supported by your browser");
    await expect(schedule.finder.getByLabel("ZIP code or city")).toBeEditable();
  });

  test("three retries, then the retry limit text, after which the button no longer reads the position", async ({ page, context }) => {
    await denyGeolocation(page);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing" });
    const retry = schedule.finder.getByRole("button", { name: "Retry Location Detection" });
    await expect(problems(schedule)).toContainText(PERMISSION_DENIED);

    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(retry).toBeEnabled();
      await retry.click();
    }
    await expect(retry).toBeEnabled();
    await expect(problems(schedule)).not.toContainText(MAX_RETRIES);
    await retry.click();
    await expect(problems(schedule)).toContainText(MAX_RETRIES);

    // The limit holds even once location is allowed; the text sends the homeowner to a refresh, or the ZIP field.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(newYork);
    await retry.click();
    await expect(problems(schedule)).toContainText(MAX_RETRIES);
    await expect(schedule.finder.getByText("Searching near your location")).toHaveCount(0);
    await expect(schedule.finder.getByLabel("ZIP code or city")).toBeEditable();
  });

  test("a homeowner who turns location on and retries gets the nearby list", async ({ page, context }) => {
    await denyGeolocation(page);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing" });
    await expect(problems(schedule)).toContainText(PERMISSION_DENIED);

    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(newYork);
    await schedule.finder.getByRole("button", { name: "Retry Location Detection" }).click();
    await expect(schedule.finder.getByText("Searching near your location")).toBeVisible();
    await expect(schedule.contractors.filter({ hasText: "Ferrule & Flow Plumbing" })).toBeVisible({ timeout: 30_000 });
    await expect(problems(schedule)).toHaveCount(0);
  });
});

test.describe("location granted", () => {
  test.use({ geolocation: newYork, permissions: ["geolocation"] });

  test("reads the position once, searches near it, and keeps Retry Location Detection available", async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing" });
    await expect(schedule.finder.getByText("Searching near your location")).toBeVisible();
    await expect(schedule.contractors.first()).toBeVisible({ timeout: 30_000 });
    await expect(schedule.finder.getByRole("button", { name: "Retry Location Detection" })).toBeEnabled();
    await expect(problems(schedule)).toHaveCount(0);
  });
});
