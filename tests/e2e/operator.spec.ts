import { expect, test } from "@playwright/test";

import { SchedulePage } from "./pages/schedule";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsOperator } from "./support/operator";

test.describe("operator console", () => {
  test("every console page sends a visitor without a session, or with a forged one, to the sign-in page, which is noindex", async ({ page, baseURL }) => {
    const pages = ["/operator", "/operator/reviews", "/operator/mail", "/operator/appointments/1"];
    for (const path of pages) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/operator\/sign-in$/);
    }
    // A well-formed token that was never issued (plain http on this machine: the cookie has no __Host- prefix).
    await page.context().addCookies([{ name: "fixpilot_operator", value: "A".repeat(43), url: baseURL! }]);
    for (const path of pages) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/operator\/sign-in$/);
    }
    await expect(page.getByRole("heading", { level: 1, name: "Operator sign-in" })).toBeVisible();
    const response = await page.request.get("/operator/sign-in");
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
    expect(response.headers()["referrer-policy"]).toBe("same-origin");
    await expectNoAxeViolations(page);
  });

  test("a wrong password gets the generic error", async ({ page }) => {
    await page.goto("/operator/sign-in");
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Email or password is incorrect, or too many attempts. Please try again later.")).toBeVisible();
  });

  test("an operator signs in, confirms a request, and the homeowner's page shows it confirmed", async ({ page, browser }) => {
    test.setTimeout(150_000);
    const schedule = new SchedulePage(page);
    await schedule.goto({ category: "hvac", issue: "no-heat" });
    await schedule.fillContact({ name: "Casey Operatorcheck", email: "casey@example.com", phone: "(555) 010-4455" });
    await schedule.submit.click();
    await expect(page).toHaveURL(/\/thank-you\?/, { timeout: 90_000 });
    const url = new URL(page.url());
    const id = url.searchParams.get("appointmentId")!;
    const token = url.searchParams.get("token")!;

    const console = await signInAsOperator(browser);
    await console.getByLabel("Search name, email or phone").fill("Operatorcheck");
    await console.getByRole("button", { name: "Apply" }).click();
    await expect(console.getByRole("status")).toHaveText("1 appointment");
    await expectNoAxeViolations(console);
    await console.getByRole("link", { name: `#${id}` }).click();
    await expect(console.getByRole("heading", { level: 1, name: `Appointment #${id}` })).toBeVisible();
    await expect(console.getByTestId("delivery-email:homeowner").first()).toContainText("delivered");
    await console.getByRole("button", { name: "Mark as confirmed" }).click();
    await expect(console.getByTestId("field-status")).toHaveText("confirmed");
    await expectNoAxeViolations(console);

    await page.goto(`/appointments/${token}`);
    await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");

    // The homeowner's "confirmed" email went out right after the change (written as an .eml file by default).
    await expect
      .poll(async () => {
        await console.reload();
        return console.getByTestId("delivery-email:homeowner").filter({ hasText: "appointment.updated" }).textContent();
      })
      .toContain("delivered");
    await console.getByRole("link", { name: "Mail" }).click();
    await expect(console.getByText(/\.homeownerfixpilot\.dispatch\.eml/).first()).toBeVisible();

    await console.getByRole("button", { name: "Sign out" }).click();
    await expect(console).toHaveURL(/\/operator\/sign-in$/);
    await console.goto("/operator");
    await expect(console).toHaveURL(/\/operator\/sign-in$/);
  });
});
