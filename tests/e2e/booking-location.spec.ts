import { expect, test, type Page } from "@playwright/test";

import { SchedulePage } from "./pages/schedule";

// The booking carries the finder's location, rounded to 0.01° (about 1 km), so the operator console can offer the
// nearest contractors (issue 12 item 6). The test server has no IP source, so only the browser or a ZIP code locates.
const newYork = { latitude: 40.7128, longitude: -74.006 };

async function book(schedule: SchedulePage) {
  await schedule.fillContact();
  await schedule.choose(schedule.timeFrame, "12:00 PM - 4:00 PM");
  const request = await schedule.submitAndCapture();
  return request.postDataJSON() as { location?: { lat: number; lng: number; label?: string } };
}

/** Blocks location for this site the way a homeowner's "Block" answer does (Playwright can only grant). */
async function denyGeolocation(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "geolocation" },
    setting: "denied",
    browserContextId: targetInfo.browserContextId,
  });
}

test.describe("location granted", () => {
  test.use({ geolocation: newYork, permissions: ["geolocation"] });

  test("the booking sends the device's position rounded to about 1 km", async ({ page }) => {
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing", issue: "leaky-faucet" });
    await expect(schedule.finder.getByText("Searching near your location")).toBeVisible();
    const body = await book(schedule);
    expect(body.location).toEqual({ lat: 40.71, lng: -74.01 });
    await expect(page).toHaveURL(/\/thank-you\?appointmentId=\d+/);
  });
});

test("a ZIP code typed by hand is sent with its label", async ({ page }) => {
  await denyGeolocation(page);
  const schedule = new SchedulePage(page);
  await schedule.goto({ category: "plumbing", issue: "leaky-faucet" });
  await schedule.finder.getByLabel("ZIP code or city").fill("10001");
  await schedule.finder.getByRole("button", { name: "Use this location" }).click();
  await expect(schedule.finder.getByText(/Searching near .*New York/)).toBeVisible();
  const body = await book(schedule);
  expect(body.location?.label).toMatch(/New York/);
  for (const coordinate of [body.location!.lat, body.location!.lng]) expect(Math.round(coordinate * 100) / 100).toBe(coordinate);
  await expect(page).toHaveURL(/\/thank-you\?appointmentId=\d+/);
});
