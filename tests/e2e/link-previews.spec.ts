import { expect, test, type APIRequestContext } from "@playwright/test";

import { categories } from "@/lib/catalog";

/** Every <meta property|name=… content=…> of the server HTML, by key (a key may repeat). */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)) {
    tags.set(key, [...(tags.get(key) ?? []), content.replaceAll("&amp;", "&")]);
  }
  return tags;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

/** A PNG's width and height, from its IHDR chunk. */
async function pngSize(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const body = await response.body();
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const pages = [
  { path: "/diagnostic/hvac", image: "/og/hvac", title: "HVAC Repair Diagnostics | FixPilot" },
  { path: "/hvac/no-heat", image: "/og/hvac/no-heat", title: "No Heat - HVAC Diagnosis and Repair | FixPilot" },
  { path: "/diagnostic/plumbing/leaky-faucet", image: "/og/plumbing/leaky-faucet", title: "Leaky Faucet - Plumbing Diagnosis and Repair | FixPilot" },
  { path: "/electrical/sparking-outlets/DIY-Repair-Guide", image: "/og/electrical/sparking-outlets", title: null },
];

test.describe("link previews and structured data", () => {
  for (const { path, image, title } of pages) {
    test(`${path} shares its own 1200x630 card with alt text on Open Graph and X`, async ({ request }) => {
      const tags = metaTags(await (await request.get(path)).text());
      const [ogImage] = tags.get("og:image") ?? [];
      expect(new URL(ogImage).pathname).toBe(image);
      expect(tags.get("og:image:width")).toEqual(["1200"]);
      expect(tags.get("og:image:height")).toEqual(["630"]);
      expect(tags.get("twitter:image")).toEqual([ogImage]);
      const [alt] = tags.get("og:image:alt") ?? [];
      expect(alt).toBeTruthy();
      if (title) expect(alt).toBe(title);
      expect(tags.get("twitter:image:alt")).toEqual([alt]);
      expect(await pngSize(request, image)).toEqual({ width: 1200, height: 630 });
    });
  }

  test("every category and problem has a card, drawn at build time", async ({ request }) => {
    // From the catalogue, so a category or problem added later is checked too.
    const images = categories.flatMap((category) => [`/og/${category.id}`, ...category.problems.map((problem) => `/og/${category.id}/${problem.id}`)]);
    expect(images.length).toBeGreaterThanOrEqual(33);
    for (const image of images) expect(await pngSize(request, image), image).toEqual({ width: 1200, height: 630 });
    expect((await request.get("/og/roofing")).status()).toBe(404);
    expect((await request.get("/og/hvac/leaky-roof")).status()).toBe(404);
  });

  test("the home page describes the WebSite and the Organization, and keeps the site's card", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const data = jsonLd(html);
    const website = data.find((item) => item["@type"] === "WebSite");
    const organization = data.find((item) => item["@type"] === "Organization");
    expect(website).toMatchObject({ "@context": "https://schema.org", name: "FixPilot", inLanguage: "en-US" });
    expect(organization).toMatchObject({ name: "FixPilot", email: "support@fixpilot.app", contactPoint: { "@type": "ContactPoint" } });
    expect(new URL(String(website?.url)).pathname).toBe("/");
    const tags = metaTags(html);
    expect(new URL(tags.get("og:image")![0]).pathname).toBe("/og-image.png");
    expect(tags.get("twitter:image:alt")).toEqual(["FixPilot - AI-Powered Home Repair Assistant"]);
  });

  test("a problem page keeps its HowTo and BreadcrumbList", async ({ request }) => {
    const data = jsonLd(await (await request.get("/hvac/no-heat")).text());
    expect(data.find((item) => item["@type"] === "HowTo")).toMatchObject({ name: "How to Fix No Heat | HVAC Repair Guide", totalTime: "PT30M" });
    expect(data.find((item) => item["@type"] === "BreadcrumbList")).toBeTruthy();
  });
});
