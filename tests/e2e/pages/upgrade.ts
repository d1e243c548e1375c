import { expect, type Locator, type Page } from "@playwright/test";

/** The upgrade advisor, /upgrade and /upgrade/{categoryId}, as a homeowner sees it. */
export class UpgradePage {
  readonly stepper: Locator;
  readonly currentStep: Locator;
  readonly topics: Locator;
  readonly videos: Locator;
  readonly getStarted: Locator;

  constructor(readonly page: Page) {
    this.stepper = page.getByRole("navigation", { name: "Progress" });
    this.currentStep = this.stepper.locator('[aria-current="step"]');
    this.topics = page.getByRole("group", { name: "What would you like to improve?" });
    this.videos = page.getByRole("region", { name: /upgrade tutorials$/ });
    this.getStarted = page.getByRole("link", { name: "Get Started with Upgrades" });
  }

  async goto(categoryId?: string) {
    return this.page.goto(categoryId ? `/upgrade/${categoryId}` : "/upgrade");
  }

  categoryLink(categoryTitle: string): Locator {
    return this.page.getByRole("link", { name: `Explore ${categoryTitle} upgrades` });
  }

  topic(title: string): Locator {
    return this.topics.getByRole("radio", { name: title });
  }

  async chooseTopic(title: string) {
    await this.topic(title).check();
  }

  /** A recommended upgrade's card, named by its title. */
  upgradeCard(title: string): Locator {
    return this.page.getByRole("article", { name: title });
  }

  recommendations(topicTitle: string): Locator {
    return this.page.getByRole("region", { name: `Recommended ${topicTitle} upgrades` });
  }

  async expectCurrentStep(name: "Select" | "Discover" | "Implement") {
    await expect(this.currentStep).toHaveCount(1);
    await expect(this.currentStep).toContainText(name);
  }

  /** Scrolls to the end of the recommendations, which is what counts as having been shown them. */
  async readRecommendations() {
    await this.videos.scrollIntoViewIfNeeded();
  }
}
