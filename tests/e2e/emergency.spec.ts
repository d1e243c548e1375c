import { expect, test, type Page } from "@playwright/test";

import { AI_FAILURE } from "@/lib/chat/failure-messages";
import { emergencyNotice } from "@/lib/emergency/notice";

import { DiagnosticPage } from "./pages/diagnostic";
import { SchedulePage } from "./pages/schedule";
import { expectNoAxeViolations } from "./support/axe";
import { startOpenAIApp, type OpenAIApp } from "./support/openai-app";
import { openaiReplies } from "../support/openai-stub";

const card = (page: Page) => page.getByRole("alert").filter({ has: page.getByRole("link", { name: "Call 911" }) });

test.describe("emergency card with the built-in catalogue assistant", () => {
  test("water on the panel, typed on the GFCI page: the card first, no DIY offer, then the hand-off carries it to /schedule", async ({ page }) => {
    // Two pages, two axe runs and the hand-off pause: more than the default 30 s on a busy CI machine.
    test.slow();
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "gfci-issues");
    await diagnostic.ask("water is dripping onto my breaker panel");

    const alert = card(page);
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute("data-emergency", "water-electrical");
    await expect(alert).toContainText(emergencyNotice("water-electrical").title);
    await expect(alert).toContainText("Don't touch");
    await expect(alert.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
    // The card comes straight after the homeowner's words, before the assistant's reply.
    await expect(diagnostic.lastMessage()).toContainText("I won't offer DIY steps");
    await expect(diagnostic.messages().nth(-3)).toContainText("water is dripping onto my breaker panel");
    await expect(diagnostic.messages().nth(-2)).toContainText(emergencyNotice("water-electrical").title);
    await expect(diagnostic.diyButton).toHaveCount(0);
    await expect(diagnostic.professionalButton).toBeVisible();

    // Keyboard reachable, and axe-clean.
    await diagnostic.tabTo(alert.getByRole("link", { name: "Call 911" }));
    await expectNoAxeViolations(page);

    await diagnostic.professionalButton.click();
    await expect(page).toHaveURL(/\/schedule\?.*hazard=water-electrical/);
    const scheduleCard = card(page);
    await expect(scheduleCard).toContainText(emergencyNotice("water-electrical").title);
    // Above the booking form.
    const schedule = new SchedulePage(page);
    await expect(schedule.name).toBeVisible();
    expect((await scheduleCard.boundingBox())!.y).toBeLessThan((await schedule.name.boundingBox())!.y);
    await expectNoAxeViolations(page);
  });

  test("a CO alarm on a category page gets the CO card and no look-alike problems", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto("/diagnostic/hvac");
    await expect(diagnostic.log.getByRole("button", { name: "No Heat" })).toBeVisible();
    await diagnostic.ask("my co alarm is going off");
    await expect(card(page)).toContainText(emergencyNotice("co").title);
    await expect(card(page)).toContainText("don't stop to look for the source");
    await expect(diagnostic.lastMessage()).toContainText("I won't offer DIY steps");
    await expect(diagnostic.lastMessage().getByRole("button")).toHaveCount(0);
  });

  test("an ordinary question gets no card", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("hvac", "weak-airflow");
    await diagnostic.ask("my gas water heater makes no hot water");
    // The problem, its explanation, the cost estimate, the question and the reply.
    await expect(diagnostic.messages()).toHaveCount(5);
    await expect(card(page)).toHaveCount(0);
  });

  test("booking from the Sparking Outlets page puts the sparking card above the form", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "sparking-outlets");
    await diagnostic.professionalButton.click();
    await expect(page).toHaveURL(/\/schedule\?.*hazard=sparking/);
    await expect(card(page)).toContainText(emergencyNotice("sparking").title);
  });

  test("/schedule renders the card in its server HTML for a valid hazard only", async ({ request }) => {
    const html = await (await request.get("/schedule?category=hvac&hazard=gas")).text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(emergencyNotice("gas").title);
    expect(html).toContain('href="tel:911"');
    expect(html).toContain("gas utility&#x27;s emergency line");
    const ignored = await (await request.get("/schedule?category=hvac&hazard=%3Cscript%3E")).text();
    expect(ignored).not.toContain(emergencyNotice("gas").badge + "</p>");
    expect(ignored).not.toContain('data-emergency="');
  });
});

test.describe("emergency card with an OpenAI-compatible model (local stand-in)", () => {
  test.describe.configure({ mode: "serial" });
  let app: OpenAIApp;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startOpenAIApp();
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test.beforeEach(() => {
    app.stub.requests.length = 0;
  });

  test("the fixed card comes first, then the model's reply; the model is told about the card", async ({ page }) => {
    app.stub.reply(openaiReplies.stream(["Please follow the steps above now. ", "Once you're safe, a licensed HVAC technician must find the leak."]));
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto(`${app.baseURL}/hvac/no-heat`);
    await expect(diagnostic.diyButton).toBeVisible();
    await diagnostic.ask("i smel gas in the basment");

    await expect(card(page)).toContainText(emergencyNotice("gas").title);
    await expect(card(page)).toContainText("your gas utility's emergency line");
    await expect(diagnostic.lastMessage()).toContainText("a licensed HVAC technician must find the leak");
    await expect(diagnostic.messages().nth(-2)).toContainText(emergencyNotice("gas").title);
    await expect(diagnostic.diyButton).toHaveCount(0);

    const system = (app.stub.requests[0].body.messages as { role: string; content: string }[])[0].content;
    expect(system).toContain(emergencyNotice("gas").plainText);
    await expectNoAxeViolations(page);
  });

  test("when the model fails, the card still shows, then the failure text", async ({ page }) => {
    app.stub.reply(openaiReplies.error(500, "The server had an error", "server_error"));
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto(`${app.baseURL}/diagnostic/hvac`);
    await diagnostic.ask("carbon monoxide detector going off");

    await expect(card(page)).toContainText(emergencyNotice("co").title);
    await expect(diagnostic.lastMessage()).toContainText(AI_FAILURE);
    await expect(diagnostic.messages().nth(-2)).toContainText(emergencyNotice("co").title);
    await expect(card(page).getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
    await expectNoAxeViolations(page);
  });
});
