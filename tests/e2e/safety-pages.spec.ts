import { expect, test, type Page } from "@playwright/test";

import { allProblems, getToolsAndPpe } from "@/lib/catalog";
import { guidePath, problemPath } from "@/lib/catalog/paths";

import { DiagnosticPage } from "./pages/diagnostic";
import { expectNoAxeViolations } from "./support/axe";

const PHONE = { width: 390, height: 844 };
const critical = allProblems().filter(({ problem }) => problem.safetyCritical);
const ordinary = allProblems().filter(({ problem }) => !problem.safetyCritical);

/** The element ends within the first screen of the page, with nothing scrolled. */
async function expectAboveTheFold(page: Page, selector: ReturnType<Page["locator"]>) {
  const box = await selector.boundingBox();
  expect(box, "element is rendered").not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

// What a slow phone, a reader view or a crawler gets: the server HTML alone, on a phone screen.
test.describe("safety-critical pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  for (const { category, problem } of critical) {
    test(`${problemPath(category.id, problem.id)} leads with what to do right now and who to call`, async ({ page }) => {
      await page.goto(problemPath(category.id, problem.id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(problem.title);
      const rightNow = page.getByRole("region", { name: "What to do right now" });
      await expect(rightNow).toContainText(problem.professionalAdvice);
      await expect(rightNow).toContainText("Act immediately");
      const call = rightNow.getByRole("link", { name: "Call 911" });
      await expect(call).toHaveAttribute("href", "tel:911");
      await expectAboveTheFold(page, call);
      await expectAboveTheFold(page, rightNow.getByRole("heading", { name: "What to do right now" }));
      expect((await rightNow.locator("p").first().boundingBox())!.y).toBeLessThan(PHONE.height);

      const calls = problem.emergencyCalls ?? [];
      await expect(rightNow.getByText(/gas utility's emergency line/)).toHaveCount(calls.includes("gas-utility") ? 1 : 0);
      await expect(rightNow.getByText(/electric utility's emergency line/)).toHaveCount(calls.includes("electric-utility") ? 1 : 0);
      await expect(rightNow.getByRole("link", { name: `When everyone is safe, book a licensed ${category.trade.singular}` })).toHaveAttribute(
        "href",
        `/schedule?category=${category.id}&issue=${problem.id}`,
      );

      const banner = page.getByRole("note");
      await expect(banner).toContainText("stop now: leave and call 911 or your utility from outside");
      await expect(banner).not.toContainText("if you are unsure");
      for (const cause of problem.causes) await expect(page.getByRole("listitem").filter({ hasText: cause })).toHaveCount(1);
      await expect(page.getByRole("link", { name: `Read the step-by-step guide for ${problem.title}` })).toHaveAttribute(
        "href",
        guidePath(category.id, problem.id),
      );
    });

    test(`${guidePath(category.id, problem.id)} leads with what to do right now, not a time estimate`, async ({ page }) => {
      await page.goto(guidePath(category.id, problem.id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${problem.title}: What to Do and Who to Call`);
      await expect(page.locator("main")).not.toContainText("About 30 minutes");
      const rightNow = page.getByRole("region", { name: "What to do right now" });
      await expect(rightNow).toContainText(problem.professionalAdvice);
      const call = rightNow.getByRole("link", { name: "Call 911" });
      await expect(call).toHaveAttribute("href", "tel:911");
      await expectAboveTheFold(page, call);

      const tools = page.getByRole("region", { name: "Required Tools" });
      expect((await rightNow.boundingBox())!.y).toBeLessThan((await tools.boundingBox())!.y);
      const kit = getToolsAndPpe(category.id, problem);
      for (const item of [...kit.tools, ...kit.ppe]) await expect(tools.getByText(item, { exact: true })).toBeVisible();
      await expect(tools).not.toContainText(/Class 0|1000 V/);

      const steps = page.getByRole("region", { name: "Step-by-step guide" }).getByRole("listitem");
      await expect(steps.first()).toContainText("Stop first: this problem can be dangerous.");
      await expect(page.getByRole("region", { name: "Sources" }).getByRole("listitem")).toHaveCount(problem.sources?.length ?? 0);
    });
  }
});

test.describe("every problem page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the causes, when to call a professional and the way into the guide in the first HTML", async ({ page }) => {
    // Thirty pages in one test: on a slow CI host (2026-11-27) they took longer than the default 30 s between them.
    test.slow();
    for (const { category, problem } of allProblems()) {
      await page.goto(problemPath(category.id, problem.id));
      const overview = page.getByRole("region", { name: problem.title });
      for (const cause of problem.causes) await expect(overview).toContainText(cause);
      await expect(overview).toContainText(problem.professionalAdvice);
      await expect(overview.getByRole("link", { name: `Read the step-by-step guide for ${problem.title}` })).toHaveAttribute(
        "href",
        guidePath(category.id, problem.id),
      );
      if (!problem.safetyCritical) {
        await expect(overview.getByRole("heading", { name: "When to call a professional" })).toBeVisible();
        await expect(overview.getByRole("region", { name: "What to do right now" })).toHaveCount(0);
      }
    }
  });

  test("an ordinary guide keeps its time estimate and has no emergency box", async ({ page }) => {
    const { category, problem } = ordinary[0];
    await page.goto(guidePath(category.id, problem.id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`How to Fix ${problem.title}`);
    await expect(page.locator("main")).toContainText("About 30 minutes");
    await expect(page.getByRole("region", { name: "What to do right now" })).toHaveCount(0);
  });
});

test.describe("safety-critical pages, accessibility", () => {
  for (const path of ["/electrical/sparking-outlets", "/hvac/no-heat/DIY-Repair-Guide"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "What to do right now" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("tools and PPE in the chat", () => {
  test("the Required Tools dialog on Sparking Outlets lists the stop-and-call kit, no live-work gear", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "sparking-outlets");
    await diagnostic.chooseDiy();
    await diagnostic.acceptDisclaimer();
    const dialog = await diagnostic.openRequiredTools();
    const kit = getToolsAndPpe("electrical", allProblems().find(({ problem }) => problem.id === "sparking-outlets")!.problem);
    await expect(dialog.getByRole("list").first().getByRole("listitem")).toHaveText(kit.tools);
    await expect(dialog.getByRole("list").nth(1).getByRole("listitem")).toHaveText(kit.ppe);
    await expect(dialog).toContainText("ABC-rated fire extinguisher");
    await expect(dialog).not.toContainText(/Class 0|1000 V|screwdriver/i);
  });
});

test.describe("diagnostic titles", () => {
  test.use({ javaScriptEnabled: false });

  test("come from the Diagnostic messages for category and problem pages", async ({ page }) => {
    await page.goto("/diagnostic/hvac");
    await expect(page).toHaveTitle("HVAC Repair Diagnostics | FixPilot");
    await page.goto("/electrical/gfci-issues");
    await expect(page).toHaveTitle("GFCI Issues - Electrical Diagnosis and Repair | FixPilot");
  });
});
