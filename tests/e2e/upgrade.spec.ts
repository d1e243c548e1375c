import { expect, test, type Page } from "@playwright/test";

import { getUpgrades, getUpgradeTopics } from "@/lib/catalog/upgrades";

import { UpgradePage } from "./pages/upgrade";
import { expectNoAxeViolations } from "./support/axe";

const hvacQuery = "HVAC modern upgrades improvements";
const youtubeSearch = `https://www.youtube.com/results?search_query=${encodeURIComponent(hvacQuery)}`;

/** Answers the video search the way the server does with a YouTube key, and records what was asked. */
async function stubVideos(page: Page, reply: { status?: number; body: unknown }) {
  const searches: URLSearchParams[] = [];
  await page.route("**/api/youtube-videos?**", async (route) => {
    searches.push(new URL(route.request().url()).searchParams);
    await route.fulfill({ status: reply.status ?? 200, json: reply.body, headers: { "X-Video-Source": "youtube" } });
  });
  return searches;
}

test.describe("upgrade advisor", () => {
  test("takes a homeowner from the home page to HVAC energy upgrades and on to scheduling", async ({ page }) => {
    const advisor = new UpgradePage(page);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Upgrades" }).click();
    await expect(page).toHaveURL(/\/upgrade$/);
    await expect(page).toHaveTitle("Home Upgrade Advisor | FixPilot");
    await expect(page.getByRole("heading", { level: 1, name: "Home Upgrade Advisor" })).toBeVisible();

    await advisor.categoryLink("HVAC").click();
    await expect(page).toHaveURL(/\/upgrade\/hvac$/);
    await expect(page).toHaveTitle("HVAC Upgrades | FixPilot");
    await expect(page.getByRole("heading", { level: 1, name: "HVAC Upgrades" })).toBeVisible();
    await advisor.expectCurrentStep("Select");
    await expect(advisor.upgradeCard("Cold-Climate Heat Pump")).toBeHidden();
    await expect(advisor.getStarted).toHaveCount(0);

    await advisor.chooseTopic("Energy Efficiency");
    await expect(advisor.topic("Energy Efficiency")).toBeChecked();
    await advisor.expectCurrentStep("Discover");
    const heatPump = advisor.upgradeCard("Cold-Climate Heat Pump");
    await expect(heatPump).toBeVisible();
    // Sourced and dated in lib/costs (issue 26).
    await expect(heatPump).toContainText("$7,000–$18,000 (installed)");
    await expect(heatPump).toContainText("Checked November 2026");
    await expect(heatPump.getByRole("link", { name: /PickComfort/ })).toHaveAttribute(
      "href",
      "https://www.pickcomfort.com/cold-climate-heat-pump-cost-homeowners",
    );
    await expect(heatPump).toContainText("Professional install");
    await expect(heatPump.getByRole("note")).toContainText("EPA 608-certified technician");
    await expect(advisor.upgradeCard("Smart Thermostat")).toBeHidden();

    await advisor.readRecommendations();
    await advisor.expectCurrentStep("Implement");
    await expect(advisor.stepper).toContainText("Select (completed)");

    await advisor.getStarted.click();
    await expect(page).toHaveURL(/\/schedule\?category=hvac&type=upgrade$/);
  });

  test("shows each topic's own recommendations with DIY and professional badges", async ({ page }) => {
    const advisor = new UpgradePage(page);
    await advisor.goto("hvac");
    await advisor.chooseTopic("Smart Technology");
    const thermostat = advisor.upgradeCard("Smart Thermostat");
    await expect(thermostat).toContainText("DIY-friendly");
    await expect(thermostat).toContainText("$200–$450 (installed)");
    await expect(thermostat).toContainText("Payback");
    await expect(advisor.upgradeCard("Cold-Climate Heat Pump")).toBeHidden();
    await expect(advisor.recommendations("Smart Technology").getByRole("article")).toHaveCount(getUpgrades("hvac", "smart-technology").length);
  });

  test("moves the stepper to Implement when Get Started is chosen", async ({ page }) => {
    const advisor = new UpgradePage(page);
    await advisor.goto("plumbing");
    await advisor.chooseTopic("Safety & Compliance");
    await advisor.expectCurrentStep("Discover");
    // Hold the navigation so the stepper can still be read, and click without scrolling so the end of the
    // recommendations stays out of view: only Get Started can have moved the stepper.
    await page.route(
      (url) => url.pathname === "/schedule",
      () => undefined,
    );
    await advisor.getStarted.dispatchEvent("click");
    await advisor.expectCurrentStep("Implement");
  });

  test("links to YouTube search results when no video search is configured", async ({ page }) => {
    const advisor = new UpgradePage(page);
    const searches: string[] = [];
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/youtube-videos")) searches.push(request.url());
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await advisor.goto("hvac");
    await page.waitForLoadState("networkidle");
    await expect(advisor.videos).toHaveCount(0);
    expect(searches).toEqual([]);
    const firstLoad = new Set(scripts);

    await advisor.chooseTopic("Energy Efficiency");
    await expect(advisor.videos.getByRole("link", { name: /YouTube/ })).toHaveAttribute("href", youtubeSearch);
    // The video grid and its data client arrive as their own chunks, only now.
    expect(scripts.filter((url) => !firstLoad.has(url)).length).toBeGreaterThan(0);
    const asked = new URL(searches[0]).searchParams;
    expect(asked.get("q")).toBe(hvacQuery);
    expect(asked.get("regionCode")).toBe("US");
  });

  test("shows the tutorial grid from the video search", async ({ page }) => {
    const advisor = new UpgradePage(page);
    const searches = await stubVideos(page, {
      body: [
        { id: "heatpump101", title: "Heat pumps explained", thumbnail: "/og-image.png" },
        { id: "ductseal202", title: "Sealing your ducts", thumbnail: "/og-image.png" },
      ],
    });
    await advisor.goto("hvac");
    await advisor.chooseTopic("Energy Efficiency");
    const video = advisor.videos.getByRole("link", { name: /Heat pumps explained/ });
    await expect(video).toHaveAttribute("href", "https://www.youtube.com/watch?v=heatpump101");
    await expect(advisor.videos.getByRole("link", { name: /Sealing your ducts/ })).toBeVisible();
    expect(searches[0].get("q")).toBe(hvacQuery);

    // The same search serves every topic: switching topics does not search again.
    await advisor.chooseTopic("Smart Technology");
    await expect(advisor.upgradeCard("Smart Thermostat")).toBeVisible();
    expect(searches).toHaveLength(1);
  });

  test("explains a failed video search and offers a retry", async ({ page }) => {
    const advisor = new UpgradePage(page);
    await stubVideos(page, { status: 503, body: { message: "Tutorial videos are busy right now." } });
    await advisor.goto("electrical");
    await advisor.chooseTopic("Energy Efficiency");
    await expect(advisor.videos.getByText("Unable to load tutorial videos")).toBeVisible({ timeout: 15_000 });
    await expect(advisor.videos.getByText("Tutorial videos are busy right now.")).toBeVisible();
    await expect(advisor.videos.getByRole("button", { name: "Retry Loading Videos" })).toBeVisible();
  });

  test("tells the homeowner when the search finds no videos", async ({ page }) => {
    const advisor = new UpgradePage(page);
    await stubVideos(page, { body: [] });
    await advisor.goto("hvac");
    await advisor.chooseTopic("Energy Efficiency");
    await expect(advisor.videos.getByText("No tutorial videos found for this repair. Please try a different search.")).toBeVisible();
  });

  test("can be used with the keyboard alone", async ({ page }) => {
    const advisor = new UpgradePage(page);
    await advisor.goto("hvac");
    for (let presses = 0; presses < 20 && !(await advisor.topics.locator(":focus").count()); presses++) await page.keyboard.press("Tab");
    await expect(advisor.topic("Energy Efficiency")).toBeFocused();

    await page.keyboard.press("Space");
    await expect(advisor.topic("Energy Efficiency")).toBeChecked();
    await expect(advisor.upgradeCard("Cold-Climate Heat Pump")).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(advisor.topic("Smart Technology")).toBeChecked();
    await expect(advisor.upgradeCard("Smart Thermostat")).toBeVisible();
    await expect(advisor.upgradeCard("Cold-Climate Heat Pump")).toBeHidden();

    for (let presses = 0; presses < 30 && !(await advisor.getStarted.evaluate((link) => link === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(advisor.getStarted).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/schedule\?category=hvac&type=upgrade$/);
  });

  test("has no accessibility violations before and after a topic is chosen", async ({ page }) => {
    const advisor = new UpgradePage(page);
    await advisor.goto();
    await expectNoAxeViolations(page);
    await advisor.goto("hvac");
    await expectNoAxeViolations(page);
    await advisor.chooseTopic("Energy Efficiency");
    await expect(advisor.videos.getByRole("link", { name: /YouTube/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an unknown category shows 'Category Not Found' with a button per category", async ({ page }) => {
    const response = await page.goto("/upgrade/roofing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
    for (const id of ["hvac", "plumbing", "electrical"]) {
      await expect(page.getByRole("link", { name: new RegExp(`id: ${id}`) })).toHaveAttribute("href", `/upgrade/${id}`);
    }
    await page.getByRole("link", { name: /id: plumbing/ }).click();
    await expect(page).toHaveURL(/\/upgrade\/plumbing$/);
    await expectNoAxeViolations(page);
  });
});

test.describe("upgrade advisor search presence", () => {
  test("the first HTML carries every upgrade of the category, the metadata and breadcrumbs", async ({ request }) => {
    const response = await request.get("/upgrade/hvac");
    expect(response.status()).toBe(200);
    const html = (await response.text()).replaceAll("&amp;", "&");
    expect(html).toContain("<title>HVAC Upgrades | FixPilot</title>");
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/upgrade\/hvac"\/>/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    for (const topic of getUpgradeTopics()) {
      for (const upgrade of getUpgrades("hvac", topic.id)) expect(html).toContain(upgrade.title);
    }
  });

  test("the category chooser links to each category's advisor", async ({ request }) => {
    const html = await (await request.get("/upgrade")).text();
    for (const id of ["hvac", "plumbing", "electrical"]) expect(html).toContain(`href="/upgrade/${id}"`);
  });
});
