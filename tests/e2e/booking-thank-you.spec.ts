import { expect, test, type Page } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");
const comment = (page: Page) => page.getByLabel("Your review");
const submit = (page: Page) => page.getByRole("button", { name: /^(Submit Review|Submitting\.\.\.|Thank you!)$/ });

test.describe("thank-you page", () => {
  test("thanks without confirming anything for an id without its token, and links home, to upgrades and to support", async ({ page }) => {
    await page.goto("/thank-you?appointmentId=12&category=plumbing");
    await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
    await expect(page.getByText("Your Appointment Request is Confirmed")).toHaveCount(0);
    await expect(page.getByText(/Appointment reference/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Share Your Experience" })).toBeVisible();
    await expect(page.getByRole("link", { name: "support@fixpilot.app" })).toHaveAttribute("href", "mailto:support@fixpilot.app");
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Explore Upgrades" })).toHaveAttribute("href", "/upgrade/plumbing");
    await expect(comment(page)).toHaveAttribute("placeholder", "Tell us about your experience...");
    await expect(page.getByRole("button", { name: /^Rate [1-5] out of 5 stars$/ })).toHaveCount(5);
    await expectNoAxeViolations(page);
  });

  test("explores HVAC upgrades when the category is missing or unknown", async ({ page }) => {
    await page.goto("/thank-you?category=roofing");
    await expect(page.getByRole("link", { name: "Explore Upgrades" })).toHaveAttribute("href", "/upgrade/hvac");
  });

  test("asks for a rating and a comment, and announces a blank comment in a toast", async ({ page }) => {
    await page.goto("/thank-you");
    await comment(page).fill("   ");
    await submit(page).click();
    await expect(page.getByText("Please select a rating")).toBeVisible();
    await expect(page.getByRole("button", { name: "Rate 1 out of 5 stars" })).toBeFocused();
    await expect(comment(page)).toHaveAccessibleDescription("Please tell us about your experience");
    await expect(notifications(page)).toContainText("Please tell us about your experience");
    await expectNoAxeViolations(page);
  });

  test("sends the review, thanks the homeowner and locks the form", async ({ page }) => {
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/reviews"));
    await page.goto("/thank-you");
    await page.getByRole("button", { name: "Rate 4 out of 5 stars" }).click();
    await expect(page.getByRole("button", { name: "Rate 4 out of 5 stars" })).toHaveAttribute("aria-pressed", "true");
    await comment(page).fill("  Quick and friendly service.  ");
    await submit(page).click();
    expect((await sent).postDataJSON()).toEqual({ rating: 4, comment: "Quick and friendly service.", appointmentId: null, locale: "en-US" });

    await expect(submit(page)).toHaveText("Thank you!");
    await expect(submit(page)).toBeDisabled();
    await expect(comment(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Rate 5 out of 5 stars" })).toBeDisabled();
    await expect(notifications(page)).toContainText("Thank you for your review!");
    await expect(notifications(page)).toContainText("Your feedback helps us improve our service.");
  });

  test("refuses a review whose hidden spam trap was filled, as a bot would", async ({ page }) => {
    await page.goto("/thank-you");
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await trap.evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await page.getByRole("button", { name: "Rate 5 out of 5 stars" }).click();
    await comment(page).fill("Buy cheap watches");
    const reply = page.waitForResponse((response) => response.url().endsWith("/api/reviews"));
    await submit(page).click();
    expect((await reply).status()).toBe(400);
    await expect(notifications(page)).toContainText("Please leave the website field empty");
    await expect(submit(page)).toHaveText("Submit Review");
  });

  test("keeps the review when the server refuses it", async ({ page }) => {
    await page.route("**/api/reviews", (route) =>
      route.fulfill({ status: 409, json: { message: "A review has already been submitted for this appointment." } }),
    );
    await page.goto("/thank-you?appointmentId=7");
    await page.getByRole("button", { name: "Rate 5 out of 5 stars" }).click();
    await comment(page).fill("Great work");
    await submit(page).click();
    await expect(notifications(page)).toContainText("Error");
    await expect(notifications(page)).toContainText("A review has already been submitted for this appointment.");
    await expect(comment(page)).toHaveValue("Great work");
    await expect(submit(page)).toHaveText("Submit Review");
    await expect(submit(page)).toBeEnabled();
  });

  test("falls back to the spec's text when the failure has no message", async ({ page }) => {
    await page.route("**/api/reviews", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/thank-you");
    await page.getByRole("button", { name: "Rate 3 out of 5 stars" }).click();
    await comment(page).fill("Fine");
    await submit(page).click();
    await expect(notifications(page)).toContainText("Failed to submit review. Please try again.");
  });

  test("F8 focuses the notification region", async ({ page }) => {
    await page.goto("/thank-you");
    await submit(page).click();
    await expect(notifications(page)).toBeVisible();
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).locator("ol")).toBeFocused();
  });
});
