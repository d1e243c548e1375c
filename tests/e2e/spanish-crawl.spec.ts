// Every /es page as a crawler gets it (no JavaScript, no redirects followed): the language, the hreflang pairs,
// the canonical URL, JSON-LD inLanguage and Spanish words in the first HTML; and unknown /es URLs as Spanish 404s
// that leave nothing on disk. The page list is the sitemap's, so a new page is crawled without touching this file.
import { expect, test, type APIRequestContext } from "@playwright/test";

import { buildFolderSize } from "./support/build-folder";

const SITE = "http://localhost:3000"; // NEXT_PUBLIC_SITE_URL is unset in the e2e build: absolute URLs name this.
/** An absolute URL as Next.js writes it in metadata: the home page without its trailing slash. */
const absolute = (pathname: string) => (pathname === "/" ? SITE : `${SITE}${pathname}`);

async function fetchDocument(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

function alternates(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]));
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
const htmlLang = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);

/** The Spanish URLs of the sitemap, as paths. */
async function spanishPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return urls.filter((pathname) => pathname === "/es" || pathname.startsWith("/es/"));
}

test("the sitemap lists every page in both languages with its alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${SITE}/es/hvac/no-heat</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${SITE}/es/hvac/no-heat"`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/hvac/no-heat"`);
  const paths = await spanishPaths(request);
  expect(paths.length).toBeGreaterThan(60);
});

test("every /es page: es-US, hreflang pairs with its English page, its own canonical, JSON-LD in Spanish, Spanish text", async ({ request }) => {
  test.setTimeout(180_000);
  const paths = await spanishPaths(request);
  for (const pathname of paths) {
    const { status, html } = await fetchDocument(request, pathname);
    expect([pathname, status]).toEqual([pathname, 200]);
    expect([pathname, htmlLang(html)]).toEqual([pathname, "es-US"]);
    const english = pathname === "/es" ? "/" : pathname.slice("/es".length);
    const languages = { "en-US": absolute(english), "es-US": absolute(pathname), "x-default": absolute(english) };
    expect([pathname, alternates(html)]).toEqual([pathname, languages]);
    expect([pathname, canonical(html)]).toEqual([pathname, `${SITE}${pathname}`]);
    expect(html).toContain('<meta property="og:locale" content="es_US"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    // Spanish words in the server HTML: the skip link and the switcher back to English, a real link with hreflang.
    expect(html).toContain("Saltar al contenido principal");
    expect(html).toMatch(new RegExp(`<a href="${english.replace(/[/-]/g, "\\$&")}" hrefLang="en-US" lang="en-US"[^>]*>English</a>`));
    for (const data of jsonLd(html)) {
      if ("inLanguage" in data) expect([pathname, data.inLanguage]).toEqual([pathname, "es-US"]);
    }
  }
});

test("the English pages pair back to the Spanish ones", async ({ request }) => {
  for (const pathname of [
    "/",
    "/hvac/no-heat",
    "/plumbing/leaky-faucet/DIY-Repair-Guide",
    "/diagnostic/hvac",
    "/upgrade/electrical",
    "/schedule",
    "/privacy",
  ]) {
    const { status, html } = await fetchDocument(request, pathname);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe("en-US");
    const spanish = pathname === "/" ? "/es" : `/es${pathname}`;
    expect(alternates(html)).toEqual({ "en-US": absolute(pathname), "es-US": absolute(spanish), "x-default": absolute(pathname) });
    expect(html).toMatch(new RegExp(`<a href="${spanish.replace(/[/-]/g, "\\$&")}" hrefLang="es-US" lang="es-US"[^>]*>Español</a>`));
  }
});

test("JSON-LD of the Spanish home, problem and guide pages says es-US, with Spanish names", async ({ request }) => {
  for (const [pathname, type] of [
    ["/es", "WebSite"],
    ["/es/plumbing/leaky-faucet", "HowTo"],
    ["/es/plumbing/leaky-faucet/DIY-Repair-Guide", "HowTo"],
  ]) {
    const data = jsonLd((await fetchDocument(request, pathname)).html).find((item) => item["@type"] === type);
    expect(data).toMatchObject({ inLanguage: "es-US" });
  }
  const howTo = jsonLd((await fetchDocument(request, "/es/plumbing/leaky-faucet")).html).find((item) => item["@type"] === "HowTo")!;
  expect(howTo.name).toMatch(/^Cómo reparar/);
  expect(howTo.url).toBe(`${SITE}/es/plumbing/leaky-faucet/DIY-Repair-Guide`);
});

test("no redirect by Accept-Language or cookie: every URL keeps its language", async ({ request }) => {
  const english = await request.get("/hvac/no-heat", { maxRedirects: 0, headers: { "Accept-Language": "es-US,es;q=0.9", Cookie: "NEXT_LOCALE=es-US" } });
  expect(english.status()).toBe(200);
  expect(htmlLang(await english.text())).toBe("en-US");
  const spanish = await request.get("/es/hvac/no-heat", { maxRedirects: 0, headers: { "Accept-Language": "en-US", Cookie: "NEXT_LOCALE=en-US" } });
  expect(spanish.status()).toBe(200);
  expect(htmlLang(await spanish.text())).toBe("es-US");
});

test("unknown /es URLs: a Spanish 404 page with status 404, and nothing written to disk", async ({ request }) => {
  test.setTimeout(120_000);
  const random = () => Math.random().toString(36).slice(2, 10);
  const unknownCategory = await fetchDocument(request, `/es/diagnostic/${random()}`);
  expect(unknownCategory.status).toBe(404);
  expect(htmlLang(unknownCategory.html)).toBe("es-US");
  expect(unknownCategory.html).toMatch(/<h1[^>]*>Categoría no encontrada<\/h1>/);
  expect(unknownCategory.html).toContain('href="/es/diagnostic/hvac"');
  const unknownPage = await fetchDocument(request, `/es/${random()}/${random()}/${random()}`);
  expect(unknownPage.status).toBe(404);
  expect(htmlLang(unknownPage.html)).toBe("es-US");
  expect(unknownPage.html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
  const englishUnknown = await fetchDocument(request, `/${random()}/${random()}/${random()}/${random()}`);
  expect(englishUnknown.status).toBe(404);
  expect(htmlLang(englishUnknown.html)).toBe("en-US");
  expect(englishUnknown.html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);

  const shapes = [
    () => `/es/diagnostic/${random()}`,
    () => `/es/hvac/${random()}`,
    () => `/es/${random()}`,
    () => `/es/${random()}/${random()}/${random()}`,
    () => `/es/upgrade/${random()}`,
  ];
  for (const shape of shapes) expect((await request.get(shape())).status()).toBe(404);
  const before = buildFolderSize();
  for (let round = 0; round < 20; round += 1) {
    const statuses = await Promise.all(shapes.map(async (shape) => (await request.get(shape(), { maxRedirects: 0 })).status()));
    expect(statuses).toEqual(Array(shapes.length).fill(404));
  }
  expect(buildFolderSize()).toEqual(before);
});

test("Spanish pages share Spanish link-preview cards, drawn at build time", async ({ request }) => {
  const { html } = await fetchDocument(request, "/es/plumbing/leaky-faucet");
  const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
  expect(image).toBe(`${SITE}/og/es/plumbing/leaky-faucet`);
  expect(html).toMatch(/<meta property="og:image:alt" content="[^"]*Grifo que gotea[^"]*"\/>/);
  const card = await request.get("/og/es/plumbing/leaky-faucet");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
});
