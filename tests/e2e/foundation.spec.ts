import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";

test.describe("home", () => {
  test("shows the title, tagline and the three category cards", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("FixPilot - AI-Powered Home Repair Assistant");
    await expect(page.getByRole("heading", { level: 1, name: "FixPilot" })).toBeVisible();
    await expect(page.getByText("Your AI-powered home repair diagnostics. Select a category below to analyze your issue and get expert help.")).toBeVisible();
    for (const title of ["HVAC", "Plumbing", "Electrical"]) {
      await expect(page.getByRole("link", { name: `Start ${title} diagnosis` })).toBeVisible();
    }
    await expect(page.getByText("10 common issues")).toHaveCount(3);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("contentinfo")).toContainText(/© \d{4} FixPilot/);
    await expectNoAxeViolations(page);
  });

  test("lays the cards out in 1, 2 and 3 columns", async ({ page }) => {
    const columns = async () => {
      const tops = await page
        .locator("main ul")
        .first()
        .locator(":scope > li")
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      return tops.filter((top) => top === tops[0]).length;
    };
    await page.setViewportSize({ width: 400, height: 900 });
    await page.goto("/");
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await columns()).toBe(3);
  });

  test("expands a card on hover to show its first three problems", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Start HVAC diagnosis" }) });
    const expansion = card.getByTestId("category-expansion");
    await expect(expansion).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(expansion).toHaveCSS("opacity", "1");
    await expect(card.getByText("Common problems include:")).toBeVisible();
    const problemLinks = card.getByRole("list").getByRole("link");
    await expect(problemLinks).toHaveCount(3);
    await expect(problemLinks.first()).toHaveAttribute("href", "/hvac/no-heat");
  });

  test("expands a card on keyboard focus and follows its links", async ({ page }) => {
    await page.goto("/");
    const cardLink = page.getByRole("link", { name: "Start Plumbing diagnosis" });
    await cardLink.focus();
    const card = page.getByRole("listitem").filter({ has: cardLink });
    await expect(card.getByTestId("category-expansion")).toHaveCSS("opacity", "1");
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link", { name: "Clogged Drain" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/plumbing\/clogged-drain$/);
  });

  test("opens the diagnostic page when a card is clicked", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Start Electrical diagnosis" }).click();
    await expect(page).toHaveURL(/\/diagnostic\/electrical$/);
  });
});

test.describe("touch screens", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("show the sample problems without hover", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Clogged Drain" })).toBeVisible();
  });
});

test.describe("static pages", () => {
  for (const [path, title] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
  ] as const) {
    test(`${path} shows the policy with its date and six numbered sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | FixPilot`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Last updated February 12, 2025")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /^[1-6]\. / })).toHaveCount(6);
      await expectNoAxeViolations(page);
    });
  }

  test("privacy says what is collected and that data is not sold", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText(/When you request an appointment we collect your name, email address, phone number/)).toBeVisible();
    await expect(page.getByText(/never sell/i)).toBeVisible();
    // What is sent to whom, and erasing one's details from the booking page (issue 12).
    await expect(page.getByText(/we send your request to the contractor dispatch system/)).toBeVisible();
    await expect(page.getByText(/erase your personal details/)).toBeVisible();
    await expect(page.getByText("support@fixpilot.app")).toBeVisible();
  });

  test("how it works shows the four numbered steps", async ({ page }) => {
    await page.goto("/how-it-works");
    const steps = page.getByRole("main").getByRole("listitem");
    await expect(steps).toHaveCount(4);
    for (const [index, name] of ["Take Photos", "AI Analysis", "Get Solution", "Book Service"].entries()) {
      await expect(steps.nth(index)).toContainText(String(index + 1));
      await expect(steps.nth(index).getByRole("heading")).toContainText(name);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe("not found", () => {
  test("an unknown path shows 'Page Not Found' with status 404 and a way home", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ["/diagnostic/roofing", "/roofing/leaky-roof"]) {
    test(`${path} shows 'Category Not Found' with status 404 and the categories`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Category Not Found" })).toBeVisible();
      for (const id of ["hvac", "plumbing", "electrical"]) {
        await expect(page.getByRole("link", { name: new RegExp(`id: ${id}`) })).toHaveAttribute("href", `/diagnostic/${id}`);
      }
      await expectNoAxeViolations(page);
    });
  }

  test("an unknown upgrade category offers a button per category", async ({ page }) => {
    const response = await page.goto("/upgrade/roofing");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /HVAC/ })).toHaveAttribute("href", "/upgrade/hvac");
  });
});

test.describe("search presence", () => {
  test("a problem page carries its metadata and HowTo data in the first HTML response", async ({ request }) => {
    const response = await request.get("/electrical/circuit-breaker-trips");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/electrical\/circuit-breaker-trips"\/>/);
    // The problem's own preview card (tests/e2e/link-previews.spec.ts checks the cards themselves).
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/og\/electrical\/circuit-breaker-trips"\/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('"@type":"HowTo"');
    expect(html).toContain('"totalTime":"PT30M"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test("sitemap lists every page and robots points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/privacy", "/terms", "/how-it-works", "/diagnostic/hvac", "/plumbing/frozen-pipes", "/electrical/gfci-issues/DIY-Repair-Guide"]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap.match(/<loc>/g)?.length).toBeGreaterThanOrEqual(6 + 3 + 3 + 60);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap.xml/);
  });

  test("serves the sharing image and favicon", async ({ request }) => {
    const image = await request.get("/og-image.png");
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await request.get("/favicon.ico")).status()).toBe(200);
  });
});
