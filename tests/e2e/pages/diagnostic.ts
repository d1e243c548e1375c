import { expect, type Locator, type Page } from "@playwright/test";

/** The diagnostic page (/diagnostic/{category}, /{category}/{problem}) as a homeowner uses it. */
export class DiagnosticPage {
  readonly log: Locator;
  readonly stepper: Locator;
  readonly diyButton: Locator;
  readonly professionalButton: Locator;
  readonly acceptButton: Locator;
  readonly guideHeading: Locator;
  readonly requiredToolsButton: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly voiceInputButton: Locator;
  readonly voiceToggle: Locator;
  readonly shareButton: Locator;
  readonly thinking: Locator;

  constructor(readonly page: Page) {
    this.log = page.getByRole("log", { name: "Conversation" });
    this.stepper = page.getByRole("navigation", { name: "Progress" });
    this.diyButton = page.getByRole("button", { name: "DIY Repair Guide" });
    this.professionalButton = page.getByRole("button", { name: "Contact a Professional" });
    this.acceptButton = page.getByRole("button", { name: "I Understand and Accept" });
    this.guideHeading = page.getByRole("heading", { level: 2, name: /repair guide$/ });
    this.requiredToolsButton = page.getByRole("button", { name: "Required Tools" });
    this.input = page.getByRole("textbox", { name: "Describe the problem in your own words or ask a question" });
    this.sendButton = page.getByRole("button", { name: "Send" });
    this.voiceInputButton = page.getByRole("button", { name: "Speak your question" });
    this.voiceToggle = page.getByRole("button", { name: "Voice narration" });
    this.shareButton = page.getByRole("button", { name: "Share this page" });
    this.thinking = page.getByText("Thinking...");
  }

  /**
   * Opens a diagnostic page and waits until its chat has hydrated: the Send button loses the `disabled` it has
   * in the HTML (it stays aria-disabled while the box is empty, which Playwright also counts as disabled).
   */
  async goto(path: string) {
    await this.page.goto(path);
    await expect(this.sendButton).not.toHaveAttribute("disabled");
  }

  /** Opens a problem page and waits until the assistant has explained it and offers the two ways forward. */
  async openProblem(categoryId: string, problemId: string) {
    await this.goto(`/${categoryId}/${problemId}`);
    await expect(this.diyButton).toBeVisible();
  }

  currentStep(): Locator {
    return this.stepper.locator('[aria-current="step"]');
  }

  /** The assistant's and user's bubbles, in order. */
  messages(): Locator {
    return this.log.locator(":scope > div");
  }

  lastMessage(): Locator {
    return this.messages().last();
  }

  async chooseDiy() {
    await this.diyButton.click();
    await expect(this.acceptButton).toBeVisible();
  }

  async acceptDisclaimer() {
    await this.acceptButton.click();
    await expect(this.guideHeading).toBeVisible();
  }

  async ask(text: string) {
    await this.input.fill(text);
    await this.input.press("Enter");
  }

  async openRequiredTools(): Promise<Locator> {
    await this.requiredToolsButton.click();
    const dialog = this.page.getByRole("dialog", { name: "Required Tools" });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Presses Tab until `target` has focus, as a keyboard-only user would. */
  async tabTo(target: Locator, maxPresses = 40) {
    for (let presses = 0; presses < maxPresses; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await this.page.keyboard.press("Tab");
    }
    await expect(target).toBeFocused();
  }
}
