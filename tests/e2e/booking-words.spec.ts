import { expect, test } from "@playwright/test";

import { SchedulePage } from "./pages/schedule";
import { expectNoAxeViolations } from "./support/axe";
import { signInAsOperator } from "./support/operator";

// The homeowner's browser is in Chicago, so every time they and the operator read is in Central time.
test.use({ timezoneId: "America/Chicago" });

const history = JSON.stringify([
  { type: "ai", content: "Please select from the following residential plumbing problems:" },
  { type: "user", content: "my kitchen faucet drips all night" },
]);
const NOTE = "The side gate is unlocked; the dog stays inside.";

test.describe("words, not ids, where a person reads", () => {
  test("the note is kept on a failed submit, and the booking page and console name the problem and show the chat", async ({ page, browser }) => {
    test.setTimeout(150_000);
    const schedule = new SchedulePage(page);
    let refused = false;
    await page.route("**/api/appointments", async (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 503, json: { message: "Bookings are paused for maintenance." } });
    });
    await schedule.goto({ category: "plumbing", issue: "leaky-faucet", diagnosticHistory: history });
    await schedule.fillContact({ name: "Riley Wordcheck", email: "riley@example.com", phone: "(555) 010-7788" });
    const note = page.getByRole("textbox", { name: "Anything the pro should know?" });
    await note.fill(NOTE);
    await schedule.submit.click();
    await expect(schedule.toast).toContainText("Bookings are paused for maintenance.");
    await expect(note).toHaveValue(NOTE);

    const request = await schedule.submitAndCapture();
    expect(request.postDataJSON()).toMatchObject({ noteForPro: NOTE });
    await expect(page).toHaveURL(/\/thank-you\?/, { timeout: 90_000 });
    const url = new URL(page.url());
    const id = url.searchParams.get("appointmentId")!;
    const token = url.searchParams.get("token")!;
    await expect(page.getByTestId("thank-you-summary")).toContainText("Leaky Faucet (Plumbing), ");
    await expect(page.getByTestId("thank-you-summary")).toContainText("8:00 AM–12:00 PM (Central)");

    await page.goto(`/appointments/${token}`);
    const main = page.getByRole("main");
    await expect(main).toContainText("Leaky Faucet");
    await expect(main).toContainText("Plumbing");
    await expect(main).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2} · 8:00 AM–12:00 PM \(Central\)/);
    await expect(page.getByTestId("booking-transcript")).toContainText("my kitchen faucet drips all night");
    await expect(page.getByTestId("booking-note")).toHaveText(NOTE);
    await expect(main).not.toContainText("leaky-faucet");
    await expectNoAxeViolations(page);

    const console = await signInAsOperator(browser);
    await console.getByLabel("Search name, email or phone").fill("Wordcheck");
    await console.getByRole("button", { name: "Apply" }).click();
    const table = console.getByRole("region", { name: "Appointments" });
    await expect(table).toContainText("Leaky Faucet");
    await expect(table).toContainText("(Central)");
    await expect(table).not.toContainText("leaky-faucet");
    await console.getByRole("link", { name: `#${id}` }).click();
    await expect(console.getByTestId("field-issue")).toHaveText("Leaky Faucet");
    await expect(console.getByTestId("field-category")).toHaveText("Plumbing");
    await expect(console.getByTestId("field-when")).toContainText("8:00 AM–12:00 PM (Central)");
    await expect(console.getByTestId("field-noteForPro")).toHaveText(NOTE);
    await expect(console.getByTestId("field-problemDescription")).not.toContainText(NOTE);
    await expect(console.getByRole("main")).toContainText("Homeowner: my kitchen faucet drips all night");
    await expect(console.getByRole("main")).not.toContainText("leaky-faucet");

    // 390 px and 1280 px wide: the console's pages never scroll sideways.
    for (const width of [390, 1280]) {
      await console.setViewportSize({ width, height: 900 });
      for (const path of ["/operator", `/operator/appointments/${id}`]) {
        await console.goto(path);
        const overflow = await console.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
