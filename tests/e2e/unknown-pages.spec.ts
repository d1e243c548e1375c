import { expect, test, type APIRequestContext } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { buildFolderSize } from "./support/build-folder";

const hvacProblems = ["No Heat", "Weak Airflow", "Strange Noises", "Not Cooling", "Thermostat Problems"];

/** The document as a crawler gets it: no JavaScript, no redirects followed. */
async function fetchDocument(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

const robotsTags = (html: string) => [...html.matchAll(/<meta name="robots" content="([^"]*)"\/>/g)].map((match) => match[1]);

test.describe("unknown catalogue pages in the server HTML", () => {
  for (const url of ["/diagnostic/roofing", "/roofing/leaky-roof", "/diagnostic/roofing/leaky-roof", "/roofing/leaky-roof/DIY-Repair-Guide", "/privacy/x"]) {
    test(`${url}: 404, 'Category Not Found' and every category, one robots tag (noindex)`, async ({ request }) => {
      const { status, html } = await fetchDocument(request, url);
      expect(status).toBe(404);
      expect(html).toContain("<h1");
      expect(html).toMatch(/<h1[^>]*>Category Not Found<\/h1>/);
      for (const id of ["hvac", "plumbing", "electrical"]) expect(html).toContain(`href="/diagnostic/${id}"`);
      expect(html).toContain("(<!-- -->id: hvac<!-- -->)");
      expect(robotsTags(html)).toEqual(["noindex"]);
      expect(html).toContain("<title>Category Not Found | FixPilot</title>");
    });
  }

  test("an unknown problem of a known category answers 404 with that category's problems, not a redirect", async ({ request }) => {
    for (const url of ["/hvac/no-heet", "/diagnostic/hvac/no-heet", "/hvac/no-heet/DIY-Repair-Guide"]) {
      const { status, html } = await fetchDocument(request, url);
      expect(status, url).toBe(404);
      expect(html).toMatch(/<h1[^>]*>Problem Not Found<\/h1>/);
      for (const title of hvacProblems) expect(html).toContain(`>${title}</a>`);
      expect(html).toContain('href="/hvac/no-heat"');
      expect(robotsTags(html)).toEqual(["noindex"]);
    }
  });

  test("an unknown upgrade category lists the upgrade categories", async ({ request }) => {
    const { status, html } = await fetchDocument(request, "/upgrade/roofing");
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Category Not Found<\/h1>/);
    expect(html).toContain('href="/upgrade/hvac"');
    expect(robotsTags(html)).toEqual(["noindex"]);
  });

  test("an unknown path: 'Page Not Found', 404, one robots tag", async ({ request }) => {
    const { status, html } = await fetchDocument(request, "/this/does/not/exist");
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(robotsTags(html)).toEqual(["noindex"]);
  });

  test("the real pages still answer 200 with 'index, follow'", async ({ request }) => {
    for (const url of ["/diagnostic/hvac", "/hvac/no-heat", "/diagnostic/hvac/no-heat", "/hvac/no-heat/DIY-Repair-Guide", "/upgrade/hvac"]) {
      const { status, html } = await fetchDocument(request, url);
      expect(status, url).toBe(200);
      expect(robotsTags(html), url).toEqual(["index, follow"]);
    }
  });

  test("the problem list works in the browser, hydrated and accessible", async ({ page }) => {
    // The page's inline scripts are allowed by the CSP the proxy sends for it (the hashes of the page answering).
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    const response = await page.goto("/plumbing/leeky-faucet");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/plumbing\/leeky-faucet$/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Leaky Faucet" }).click();
    await expect(page).toHaveURL(/\/plumbing\/leaky-faucet$/);
    expect(violations).toEqual([]);
  });
});

test("500 invented catalogue URLs are answered 404 without growing the build folder", async ({ request }) => {
  test.setTimeout(120_000);
  const random = () => Math.random().toString(36).slice(2, 10);
  const shapes = [
    () => `/diagnostic/${random()}`,
    () => `/${random()}/${random()}`,
    () => `/hvac/${random()}`,
    () => `/diagnostic/plumbing/${random()}`,
    () => `/${random()}/${random()}/DIY-Repair-Guide`,
    () => `/electrical/${random()}/DIY-Repair-Guide`,
    () => `/upgrade/${random()}`,
  ];
  // Warm up: the first request of each not-found page may load code, never write a page.
  for (const shape of shapes) expect((await request.get(shape())).status()).toBe(404);
  const before = buildFolderSize();

  const urls = Array.from({ length: 500 }, (_, index) => shapes[index % shapes.length]());
  for (let start = 0; start < urls.length; start += 10) {
    const statuses = await Promise.all(urls.slice(start, start + 10).map(async (url) => (await request.get(url, { maxRedirects: 0 })).status()));
    expect(statuses).toEqual(Array(statuses.length).fill(404));
  }

  expect(buildFolderSize()).toEqual(before);
});
