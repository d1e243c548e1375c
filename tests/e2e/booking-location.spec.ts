import { expect, test } from "@playwright/test";

import { SchedulePage } from "./pages/schedule";
import { expectNoAxeViolations } from "./support/axe";
import { denyGeolocation } from "./support/browser-stubs";
import { signInAsOperator } from "./support/operator";

// The booking carries the finder's location, rounded to 0.01° (about 1 km), so the operator console can offer the
// nearest contractors (issue 12 item 6). The test server has no IP source, so only the browser or a ZIP code locates.
const newYork = { latitude: 40.7128, longitude: -74.006 };

async function book(schedule: SchedulePage) {
  await schedule.fillContact();
  await schedule.choose(schedule.timeFrame, "12:00 PM - 4:00 PM");
  const request = await schedule.submitAndCapture();
  return request.postDataJSON() as { location?: { lat: number; lng: number; label?: string } };
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

  test("the operator sees the location and the nearest qualified contractors first, with their distance", async ({ page, browser }) => {
    test.setTimeout(150_000);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "plumbing", issue: "leaky-faucet" });
    await expect(schedule.finder.getByText("Searching near your location")).toBeVisible();
    await book(schedule);
    await expect(page).toHaveURL(/\/thank-you\?/, { timeout: 90_000 });
    const id = new URL(page.url()).searchParams.get("appointmentId")!;

    const console = await signInAsOperator(browser);
    await console.goto(`/operator/appointments/${id}`);
    await expect(console.getByTestId("field-location")).toHaveText("About 40.71, -74.01");
    await expect(console.getByText("Contractors serving this category come first, nearest to the homeowner's approximate location first.")).toBeVisible();
    const options = await console.locator('select[name="contractorId"] option').allTextContents();
    const qualified = options.filter((text) => text.endsWith(" - serves Plumbing"));
    expect(options.slice(0, qualified.length)).toEqual(qualified);
    const miles = qualified.map((text) => Number(/ - (\d+\.\d) mi - /.exec(text)?.[1]));
    expect(miles.every((value) => Number.isFinite(value))).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeLessThan(10);
    await expectNoAxeViolations(console);
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
