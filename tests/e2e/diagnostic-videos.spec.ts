import { expect, test, type Page, type Route } from "@playwright/test";

import { DiagnosticPage } from "./pages/diagnostic";

const videos = [1, 2, 3, 4].map((n) => ({ id: `vid${n}abcdef`, title: `How to fix a tripping breaker, part ${n}`, thumbnail: `/og-image.png?thumb=${n}` }));

type Reply = { status?: number; body: unknown; source?: "youtube" | "none" };

/** Answers GET /api/youtube-videos with the given replies in turn (the last one repeats); returns the requested URLs. */
async function routeVideos(page: Page, replies: Reply[]): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route("**/api/youtube-videos?**", async (route: Route) => {
    requests.push(new URL(route.request().url()));
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
    await route.fulfill({
      status: reply.status ?? 200,
      contentType: typeof reply.body === "string" ? "text/plain" : "application/json",
      headers: { "X-Video-Source": reply.source ?? "youtube" },
      body: typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body),
    });
  });
  return requests;
}

async function unlockGuide(page: Page) {
  const diagnostic = new DiagnosticPage(page);
  await diagnostic.openProblem("electrical", "circuit-breaker-trips");
  await diagnostic.chooseDiy();
  await diagnostic.acceptDisclaimer();
}

const videoRegion = (page: Page) => page.getByRole("region", { name: "Tutorial videos" });

test.describe("tutorial videos", () => {
  test("searches '{category} {problem}' in the US and shows a 4-column grid of watch links at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requests = await routeVideos(page, [{ body: videos }]);
    await unlockGuide(page);
    const links = videoRegion(page).getByRole("link");
    await expect(links).toHaveCount(4);
    expect(requests[0].searchParams.get("q")).toBe("Electrical Circuit Breaker Trips");
    expect(requests[0].searchParams.get("regionCode")).toBe("US");

    const tops = await videoRegion(page)
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    const first = videoRegion(page).getByRole("link", { name: "How to fix a tripping breaker, part 1 (opens in a new tab)" });
    await expect(first).toHaveAttribute("href", "https://www.youtube.com/watch?v=vid1abcdef");
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(first).toHaveAttribute("rel", "noopener noreferrer");
    const thumbnail = first.locator("img");
    await expect(thumbnail).toHaveAttribute("alt", "How to fix a tripping breaker, part 1");
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect(thumbnail).toHaveAttribute("width", "320");
    await expect(thumbnail).toHaveAttribute("height", "180");
  });

  test("stacks the videos in one column on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await routeVideos(page, [{ body: videos }]);
    await unlockGuide(page);
    await expect(videoRegion(page).getByRole("link")).toHaveCount(4);
    const lefts = await videoRegion(page)
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });

  test("shows the server's message after one retry, and 'Retry Loading Videos' loads them", async ({ page }) => {
    const failure = { status: 503, body: { message: "YouTube is not answering right now. Please try again in a few minutes." } };
    const requests = await routeVideos(page, [failure, failure, { body: videos }]);
    await unlockGuide(page);
    await expect(videoRegion(page).getByRole("heading", { name: "Unable to load tutorial videos" })).toBeVisible({ timeout: 10_000 });
    await expect(videoRegion(page)).toContainText("YouTube is not answering right now. Please try again in a few minutes.");
    expect(requests).toHaveLength(2);

    await videoRegion(page).getByRole("button", { name: "Retry Loading Videos" }).click();
    await expect(videoRegion(page).getByRole("link")).toHaveCount(4);
  });

  test("says 'Please try again later' when the error carries no message", async ({ page }) => {
    await routeVideos(page, [{ status: 500, body: "Internal Server Error" }]);
    await unlockGuide(page);
    await expect(videoRegion(page).getByRole("heading", { name: "Unable to load tutorial videos" })).toBeVisible({ timeout: 10_000 });
    await expect(videoRegion(page)).toContainText("Please try again later");
  });

  test("says so when the search finds nothing", async ({ page }) => {
    await routeVideos(page, [{ body: [] }]);
    await unlockGuide(page);
    await expect(videoRegion(page)).toContainText("No tutorial videos found for this repair. Please try a different search.");
  });

  test("links to a YouTube search when the server has no video search configured", async ({ page }) => {
    await routeVideos(page, [{ body: [], source: "none" }]);
    await unlockGuide(page);
    const link = videoRegion(page).getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", "https://www.youtube.com/results?search_query=Electrical%20Circuit%20Breaker%20Trips");
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)/);
  });
});
