import { expect, test } from "@playwright/test";

import { getProblem } from "@/lib/catalog";

import { DiagnosticPage } from "./pages/diagnostic";
import { expectNoAxeViolations } from "./support/axe";

test.describe("diagnostic journey", () => {
  test("home -> category -> problem -> DIY: the disclaimer gates the guide, then videos, tools and steps show", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await page.goto("/");
    await page.getByRole("link", { name: "Start Electrical diagnosis" }).click();
    await expect(page).toHaveURL(/\/diagnostic\/electrical$/);
    await expect(diagnostic.currentStep()).toContainText("Select");
    await expect(diagnostic.log).toHaveAttribute("aria-live", "polite");
    await expect(diagnostic.log).toContainText("Please select from the following residential electrical problems:");

    await diagnostic.log.getByRole("button", { name: "Circuit Breaker Trips" }).click();
    await expect(page).toHaveURL(/\/electrical\/circuit-breaker-trips$/);
    await expect(diagnostic.messages().first()).toHaveText(/Circuit Breaker Trips/);
    await expect(diagnostic.currentStep()).toContainText("Diagnostics");
    await expect(diagnostic.diyButton).toBeVisible();
    await expect(diagnostic.log).toContainText("Common causes include");
    await expect(diagnostic.professionalButton).toBeVisible();

    // The indicator can come and go between two polls of toBeVisible: watch for it from before the click.
    const thinkingShown = diagnostic.thinking.waitFor({ state: "visible" });
    await diagnostic.diyButton.click();
    await thinkingShown;
    await expect(diagnostic.acceptButton).toBeVisible();
    await expect(diagnostic.thinking).toBeHidden();
    await expect(diagnostic.lastMessage()).toContainText("Before you start, please read this safety notice.");
    // Nothing of the guide exists before acceptance.
    await expect(diagnostic.guideHeading).toHaveCount(0);
    await expect(diagnostic.requiredToolsButton).toHaveCount(0);
    await expect(page.getByText("When to Call a Professional")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Tutorial videos" })).toHaveCount(0);

    await diagnostic.acceptButton.click();
    await expect(diagnostic.messages().nth(-2)).toHaveText(/I Understand and Accept/);
    await expect(diagnostic.lastMessage()).toContainText("Here is your step-by-step guide for Circuit Breaker Trips");
    await expect(diagnostic.lastMessage().locator("[data-message-type]")).toHaveAttribute("data-message-type", "success");
    await expect(diagnostic.guideHeading).toBeFocused();
    await expect(diagnostic.currentStep()).toContainText("Fix");

    // No YouTube key in tests: a link to the YouTube search instead of invented videos.
    const search = page.getByRole("link", { name: /Search YouTube for "Electrical Circuit Breaker Trips"/ });
    await expect(search).toHaveAttribute("href", "https://www.youtube.com/results?search_query=Electrical%20Circuit%20Breaker%20Trips");
    await expect(search).toHaveAttribute("target", "_blank");

    const dialog = await diagnostic.openRequiredTools();
    await expect(dialog.getByRole("heading", { name: "Tools", exact: true })).toBeVisible();
    await expect(dialog.getByRole("list").first().getByRole("listitem")).toHaveCount(5);
    await expect(dialog.getByRole("list").nth(1).getByRole("listitem")).toHaveCount(5);
    await expect(dialog).toContainText("Non-contact voltage tester");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(diagnostic.requiredToolsButton).toBeFocused();

    const steps = page.getByRole("region", { name: "Step-by-step guide" }).getByRole("listitem");
    await expect(steps.first()).toContainText("Safety Check");
    await expect(steps.last()).toContainText("When to Call a Professional");
    const { diySteps } = getProblem("electrical", "circuit-breaker-trips")!;
    await expect(steps).toHaveCount(diySteps.length + 2);
    for (const [index, step] of diySteps.entries()) {
      await expect(steps.nth(index + 1).getByRole("heading")).toHaveText(`Step ${index + 1}`);
      await expect(steps.nth(index + 1)).toContainText(step);
    }
    await expect(page.getByRole("link", { name: "Open the printable DIY repair guide" })).toHaveAttribute(
      "href",
      "/electrical/circuit-breaker-trips/DIY-Repair-Guide",
    );
  });

  test("a problem's own tool list overrides the category's defaults", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("plumbing", "garbage-disposal");
    await diagnostic.chooseDiy();
    await diagnostic.acceptDisclaimer();
    let dialog = await diagnostic.openRequiredTools();
    await expect(dialog).toContainText("1/4-inch hex (Allen) key");
    await expect(dialog.getByRole("list").nth(1).getByRole("listitem")).toHaveText(["Safety glasses", "Rubber gloves"]);
    await page.keyboard.press("Escape");

    await diagnostic.openProblem("plumbing", "leaky-faucet");
    await diagnostic.chooseDiy();
    await diagnostic.acceptDisclaimer();
    dialog = await diagnostic.openRequiredTools();
    await expect(dialog).toContainText("Replacement cartridge or washer kit matched to your faucet");
    await expect(dialog).not.toContainText("Plunger");
    // No PPE of its own: the plumbing defaults stay.
    await expect(dialog.getByRole("list").nth(1).getByRole("listitem")).toHaveCount(5);
  });

  test("a safety-critical problem ends its answer and disclaimer with a calm, specific caution", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "sparking-outlets");
    await expect(diagnostic.messages().nth(1)).toContainText("If an outlet sparks, pops or shows scorch marks, leave it off");
    await expect(diagnostic.messages().nth(1)).not.toContainText("Stop:");
    await diagnostic.chooseDiy();
    await expect(diagnostic.lastMessage()).toContainText("Never work on live circuits or gas lines.");
    await expect(diagnostic.lastMessage()).toContainText("If an outlet sparks, pops or shows scorch marks, leave it off");
    await expect(diagnostic.lastMessage().locator("[data-message-type]")).toHaveAttribute("data-message-type", "warning");
  });

  test("contacting a professional hands the conversation to /schedule", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "sparking-outlets");
    await diagnostic.professionalButton.click();
    await expect(diagnostic.lastMessage()).toContainText("I'll take you to scheduling");
    await page.waitForURL(/\/schedule\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("category")).toBe("electrical");
    expect(url.searchParams.get("issue")).toBe("sparking-outlets");
    const history = JSON.parse(url.searchParams.get("diagnosticHistory") ?? "null") as { type: string; content: string }[];
    // The problem, its explanation, the cost estimate (issue 26), the choice and the hand-off.
    expect(history.map((entry) => entry.type)).toEqual(["user", "ai", "ai", "user", "ai"]);
    expect(history[0]).toEqual({ type: "user", content: "Sparking Outlets" });
    expect(history[2].content).toContain("Cost estimate for Sparking Outlets (estimates, not a quote;");
    expect(history[3]).toEqual({ type: "user", content: "I'd like to contact a professional." });
    expect(history[4].content).toContain("qualified residential electrician");
  });
});

test.describe("free-text questions", () => {
  test("'my breaker keeps tripping' on the electrical page offers Circuit Breaker Trips", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto("/diagnostic/electrical");
    await expect(diagnostic.log).toContainText("Please select from the following residential electrical problems:");
    await expect(page.getByText("Answers come from FixPilot's built-in repair guide.")).toBeVisible();
    await diagnostic.ask("my breaker keeps tripping");
    await expect(diagnostic.input).toHaveValue("");
    await expect(diagnostic.messages().nth(1)).toHaveText(/my breaker keeps tripping/);
    const reply = diagnostic.messages().nth(2);
    await expect(reply).toContainText("Circuit Breaker Trips");
    const suggestion = reply.getByRole("button", { name: "Circuit Breaker Trips" });
    await expect(suggestion).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await suggestion.click();
    await expect(page).toHaveURL(/\/electrical\/circuit-breaker-trips$/);
    await expect(diagnostic.diyButton).toBeVisible();
    // The page starts at the top when the problem changes.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Shift+Enter starts a new line instead of sending", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("plumbing", "sewer-smell");
    await diagnostic.input.click();
    await page.keyboard.type("first line");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("second line");
    await expect(diagnostic.input).toHaveValue("first line\nsecond line");
    // The problem, its explanation and the cost estimate.
    await expect(diagnostic.messages()).toHaveCount(3);
    await diagnostic.sendButton.click();
    await expect(diagnostic.messages()).toHaveCount(5);
  });
});

test.describe("routing", () => {
  test("an 'upgrade…' category goes to the upgrade advisor", async ({ page }) => {
    await page.goto("/diagnostic/upgrade-hvac");
    await expect(page).toHaveURL(/\/upgrade\/upgrade-hvac$/);
  });

  test("an unknown category answers 404 'Category Not Found'", async ({ page }) => {
    const response = await page.goto("/diagnostic/roofing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("the category page has no axe violations", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto("/diagnostic/hvac");
    await expect(diagnostic.log.getByRole("button", { name: "No Heat" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the problem page has no axe violations", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("hvac", "burning-smell");
    await expectNoAxeViolations(page);
  });

  test("the unlocked guide and the tools dialog have no axe violations", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "flickering-lights");
    await diagnostic.chooseDiy();
    await diagnostic.acceptDisclaimer();
    await expect(page.getByRole("link", { name: /Search YouTube/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await diagnostic.openRequiredTools();
    await expectNoAxeViolations(page);
  });

  test("the DIY flow works with the keyboard alone", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "outlet-not-working");
    await diagnostic.tabTo(diagnostic.diyButton);
    await page.keyboard.press("Enter");
    // The button used is replaced by the next choice, which takes focus.
    await expect(diagnostic.acceptButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(diagnostic.guideHeading).toBeFocused();
    await diagnostic.tabTo(diagnostic.requiredToolsButton);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Required Tools" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(diagnostic.requiredToolsButton).toBeFocused();
    await diagnostic.tabTo(page.getByRole("link", { name: "Open the printable DIY repair guide" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/electrical\/outlet-not-working\/DIY-Repair-Guide$/);
  });
});
