import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { createTranslator } from "use-intl/core";

import { siteConfig } from "@/config/site";
import { getCategory, getProblem } from "@/lib/catalog";
import type { Translate } from "@/lib/seo/text";
import catalogue from "@/messages/en-US";
import type { AppLocale } from "@/i18n/locales";

// The real English catalogue; the request's translator (next-intl/server) is stood in for by one built on a copy
// of it, so a test can also prove a text comes from the catalogue by changing it there.
let messages: Record<string, Record<string, string>> = structuredClone(catalogue) as never;
const t: Translate = (key, values) => createTranslator({ locale: "en-US", messages })(key as never, values as never);

/** Runs `run` with a copy of the catalogue that `edit` changed (as a second language would), then restores it. */
async function withCatalogue(edit: (copy: typeof messages) => void, run: () => unknown): Promise<void> {
  const saved = messages;
  messages = structuredClone(catalogue) as never;
  edit(messages);
  try {
    await run();
  } finally {
    messages = saved;
  }
}
let requestLocale: AppLocale = "en-US";
jest.mock("next-intl/server", () => ({ getTranslations: async () => t, getLocale: async () => requestLocale }));

type JsonLd = typeof import("@/lib/seo/json-ld");
type Meta = typeof import("@/lib/seo/metadata");
let buildBreadcrumbJsonLd: JsonLd["buildBreadcrumbJsonLd"], buildHowToJsonLd: JsonLd["buildHowToJsonLd"], problemBreadcrumbs: JsonLd["problemBreadcrumbs"];
let buildOrganizationJsonLd: JsonLd["buildOrganizationJsonLd"], buildWebSiteJsonLd: JsonLd["buildWebSiteJsonLd"];
let buildPageMetadata: Meta["buildPageMetadata"],
  pageMetadata: Meta["pageMetadata"],
  resolveWith: Meta["resolvePageSeo"],
  withProductSuffix: Meta["withProductSuffix"];
beforeAll(async () => {
  ({ buildBreadcrumbJsonLd, buildHowToJsonLd, problemBreadcrumbs, buildOrganizationJsonLd, buildWebSiteJsonLd } = await import("@/lib/seo/json-ld"));
  ({ buildPageMetadata, pageMetadata, resolvePageSeo: resolveWith, withProductSuffix } = await import("@/lib/seo/metadata"));
});

const resolvePageSeo = (input: Parameters<Meta["resolvePageSeo"]>[0]) => resolveWith(input, t);
const defaultTitle = `${siteConfig.name} - AI-Powered Home Repair Assistant`;
const defaultDescription =
  "Diagnose home repair problems with AI, follow safe step-by-step DIY guides, watch repair tutorials, and book trusted local contractors for HVAC, plumbing and electrical issues.";

const defaultKeywords = ["home repair", "AI diagnostics", "contractor finder", "repair tutorials", "home maintenance"];

describe("page metadata", () => {
  it("uses the fixed defaults on the home page", () => {
    const seo = resolvePageSeo({ url: "/" });
    expect(seo.title).toBe(defaultTitle);
    expect(seo.description).toBe(defaultDescription);
    expect(seo.keywords).toEqual(defaultKeywords);
    expect(seo.image).toBe(`${siteConfig.url}/og-image.png`);
    expect(seo.url).toBe(`${siteConfig.url}/`);
  });

  it("suffixes titles with the product name unless the title is the product name", () => {
    expect(withProductSuffix("Privacy Policy")).toBe(`Privacy Policy | ${siteConfig.name}`);
    expect(withProductSuffix(siteConfig.name)).toBe(siteConfig.name);
  });

  it("describes a category with its first three problems and adds its keywords in lower case", () => {
    const hvac = getCategory("hvac")!;
    const seo = resolvePageSeo({ category: "hvac" });
    const [a, b, c] = hvac.problems.map((problem) => problem.title);
    expect(seo.description).toBe(
      `Find solutions for common HVAC problems including ${a}, ${b}, ${c}. Get expert diagnostics, repair guides, and professional help.`,
    );
    expect(seo.keywords.slice(0, 5)).toEqual(defaultKeywords);
    expect(seo.keywords).toContain("HVAC");
    for (const problem of hvac.problems) expect(seo.keywords).toContain(problem.title.toLowerCase());
  });

  it("describes a problem as an expert guide and adds the problem keywords", () => {
    const problem = getProblem("electrical", "circuit-breaker-trips")!;
    const seo = resolvePageSeo({ category: "electrical", problem: "circuit-breaker-trips" });
    expect(seo.description).toMatch(/expert guide on fixing/i);
    expect(seo.description).toContain(problem.title);
    expect(seo.description).toMatch(/step-by-step DIY/);
    expect(seo.description).toMatch(/contractor/);
    expect(seo.description).toMatch(/safety tips and tools list/);
    const name = problem.title.toLowerCase();
    for (const keyword of [
      `${name} repair`,
      `${name} fix`,
      `electrical ${name}`,
      "DIY repair",
      "repair guide",
      "professional repair",
      "contractor",
      "repair cost",
      "repair time",
      "repair tools",
    ]) {
      expect(seo.keywords).toContain(keyword);
    }
  });

  it("falls back to the defaults for unknown category and problem ids", () => {
    expect(resolvePageSeo({ category: "roofing" }).description).toBe(defaultDescription);
    expect(resolvePageSeo({ category: "roofing" }).keywords).toEqual(defaultKeywords);
    const unknownProblem = resolvePageSeo({ category: "hvac", problem: "leaky-roof" });
    expect(unknownProblem.description).toMatch(/^Find solutions for common HVAC problems/);
  });

  it("always sets robots, a canonical link and sharing tags", () => {
    const metadata = pageMetadata({ title: "Terms of Service", url: "/terms" }, t);
    expect(metadata.robots).toBe("index, follow");
    expect(metadata.alternates?.canonical).toBe(`${siteConfig.url}/terms`);
    expect(metadata.title).toEqual({ absolute: `Terms of Service | ${siteConfig.name}` });
    expect(metadata.openGraph).toMatchObject({ url: `${siteConfig.url}/terms`, images: [expect.objectContaining({ url: `${siteConfig.url}/og-image.png` })] });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      images: [{ url: `${siteConfig.url}/og-image.png`, alt: `Terms of Service | ${siteConfig.name}` }],
    });
  });

  it("shares a category's and a problem's own 1200x630 preview card, with its alt text on both cards", () => {
    const category = pageMetadata({ title: "HVAC Repair Diagnostics", category: "hvac", url: "/diagnostic/hvac" }, t);
    expect(category.openGraph?.images).toEqual([
      { url: `${siteConfig.url}/og/hvac`, width: 1200, height: 630, alt: `HVAC Repair Diagnostics | ${siteConfig.name}` },
    ]);
    const problem = pageMetadata({ title: "No Heat", category: "hvac", problem: "no-heat", url: "/hvac/no-heat" }, t);
    expect(problem.openGraph?.images).toEqual([expect.objectContaining({ url: `${siteConfig.url}/og/hvac/no-heat`, alt: `No Heat | ${siteConfig.name}` })]);
    expect(problem.twitter).toMatchObject({ images: [{ url: `${siteConfig.url}/og/hvac/no-heat`, alt: `No Heat | ${siteConfig.name}` }] });
    // An unknown problem falls back to its category's card.
    expect(resolvePageSeo({ category: "hvac", problem: "leaky-roof" }).image).toBe(`${siteConfig.url}/og/hvac`);
  });
});

describe("structured data", () => {
  it("describes the site and its organisation for the home page", () => {
    expect(buildWebSiteJsonLd("AI-powered help")).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteConfig.name,
      url: `${siteConfig.url}/`,
      description: "AI-powered help",
      inLanguage: "en-US",
    });
    expect(buildOrganizationJsonLd("AI-powered help")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: siteConfig.name,
      url: `${siteConfig.url}/`,
      logo: `${siteConfig.url}/icon.svg`,
      description: "AI-powered help",
      email: siteConfig.supportEmail,
      contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: siteConfig.supportEmail },
    });
  });

  it("builds the HowTo exactly as the spec describes", () => {
    const category = getCategory("plumbing")!;
    const problem = getProblem("plumbing", "pipe-noise")!;
    const howTo = buildHowToJsonLd(t, category, problem) as unknown as Record<string, unknown>;
    expect(howTo["@type"]).toBe("HowTo");
    expect(howTo.name).toBe(`How to Fix ${problem.title} | Plumbing Repair Guide`);
    expect(howTo.totalTime).toBe("PT30M");
    expect(howTo.url).toBe(`${siteConfig.url}/plumbing/pipe-noise/DIY-Repair-Guide`);
    // The spec's 'Variable' gave way to the sourced DIY parts range (issue 26; lib/costs).
    expect(howTo.estimatedCost).toEqual({ "@type": "MonetaryAmount", currency: "USD", minValue: 25, maxValue: 25 });
    const steps = howTo.step as { position: number; name: string; text: string }[];
    expect(steps.map((step) => step.position)).toEqual(problem.diySteps.map((_, index) => index + 1));
    expect(steps.map((step) => step.name)).toEqual(problem.diySteps.map((_, index) => `Step ${index + 1}`));
    expect(steps.map((step) => step.text)).toEqual(problem.diySteps);
  });

  it("keeps the estimated cost 'Variable' where a problem has no DIY range, as for every hazard", () => {
    for (const [categoryId, problemId] of [
      ["electrical", "sparking-outlets"],
      ["hvac", "no-heat"],
      ["hvac", "high-humidity"],
    ] as const) {
      const howTo = buildHowToJsonLd(t, getCategory(categoryId)!, getProblem(categoryId, problemId)!) as unknown as Record<string, unknown>;
      expect(howTo.estimatedCost).toEqual({ "@type": "MonetaryAmount", currency: "USD", value: "Variable" });
    }
  });

  it("never marks the cost up as an offer or price specification", () => {
    const howTo = JSON.stringify(buildHowToJsonLd(t, getCategory("plumbing")!, getProblem("plumbing", "pipe-noise")!));
    expect(howTo).not.toMatch(/PriceSpecification|Offer/);
    expect(howTo).toContain('"minValue":25');
  });

  it("lists tools and supplies only when the problem has them", () => {
    const category = getCategory("plumbing")!;
    const withTools = category.problems.find((problem) => problem.tools?.length && problem.ppe?.length)!;
    const withoutTools = category.problems.find((problem) => !problem.tools && !problem.ppe)!;
    const rich = buildHowToJsonLd(t, category, withTools) as unknown as { tool: { name: string }[]; supply: { name: string }[] };
    expect(rich.tool.map((tool) => tool.name)).toEqual(withTools.tools);
    expect(rich.supply.map((supply) => supply.name)).toEqual(withTools.ppe);
    const plain = buildHowToJsonLd(t, category, withoutTools) as unknown as Record<string, unknown>;
    expect(plain).not.toHaveProperty("tool");
    expect(plain).not.toHaveProperty("supply");
  });

  it("builds breadcrumbs with absolute URLs", () => {
    const category = getCategory("hvac")!;
    const problem = getProblem("hvac", "no-heat")!;
    const list = buildBreadcrumbJsonLd(problemBreadcrumbs(t, category, problem)) as unknown as {
      itemListElement: { position: number; item: string; name: string }[];
    };
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteConfig.url}/` },
      { "@type": "ListItem", position: 2, name: "HVAC", item: `${siteConfig.url}/diagnostic/hvac` },
      { "@type": "ListItem", position: 3, name: problem.title, item: `${siteConfig.url}/hvac/no-heat` },
    ]);
  });
});

describe("texts from the message catalogue", () => {
  it("takes a page's default title, description and keywords from messages/, through the request's translator", async () => {
    const english = await buildPageMetadata({ url: "/" });
    expect(english.title).toEqual({ absolute: defaultTitle });
    expect(english.description).toBe(defaultDescription);

    await withCatalogue(
      (copy) => {
        copy.Site.title = "{product} - Asistente de reparaciones";
        copy.Site.description = "Diagnostica averías del hogar.";
        copy.Seo.defaultKeywords = "reparación, hogar";
      },
      async () => {
        const other = await buildPageMetadata({ url: "/" });
        expect(other.title).toEqual({ absolute: `${siteConfig.name} - Asistente de reparaciones` });
        expect(other.description).toBe("Diagnostica averías del hogar.");
        expect(other.keywords).toEqual(["reparación", "hogar"]);
        expect(other.openGraph).toMatchObject({ title: `${siteConfig.name} - Asistente de reparaciones` });
      },
    );
  });

  it("takes the HowTo name, step names and breadcrumb labels from messages/", async () => {
    const category = getCategory("hvac")!;
    const problem = getProblem("hvac", "no-heat")!;
    await withCatalogue(
      (copy) => {
        copy.Seo.howToName = "Cómo arreglar {problem} ({category})";
        copy.Seo.howToStep = "Paso {number}";
        copy.Seo.breadcrumbHome = "Inicio";
      },
      () => {
        const howTo = buildHowToJsonLd(t, category, problem) as unknown as { name: string; step: { name: string }[] };
        expect(howTo.name).toBe(`Cómo arreglar ${problem.title} (HVAC)`);
        expect(howTo.step[0].name).toBe("Paso 1");
        expect(problemBreadcrumbs(t, category)[0]).toEqual({ name: "Inicio", path: "/" });
      },
    );
  });

  it("keeps the English texts the spec quotes", () => {
    expect(t("Seo.breadcrumbHome")).toBe("Home");
    expect(t("Seo.breadcrumbGuide")).toBe("DIY Repair Guide");
  });
});

describe("both languages", () => {
  const url = (path: string) => `${siteConfig.url}${path}`;

  it("gives every page absolute hreflang alternates for en-US, es-US and x-default, and its own canonical", () => {
    const english = pageMetadata({ title: "No Heat", category: "hvac", problem: "no-heat", url: "/hvac/no-heat" }, t, "en-US");
    const spanish = pageMetadata({ title: "No Heat", category: "hvac", problem: "no-heat", url: "/hvac/no-heat" }, t, "es-US");
    const languages = { "en-US": url("/hvac/no-heat"), "es-US": url("/es/hvac/no-heat"), "x-default": url("/hvac/no-heat") };
    expect(english.alternates).toEqual({ canonical: url("/hvac/no-heat"), languages });
    expect(spanish.alternates).toEqual({ canonical: url("/es/hvac/no-heat"), languages });
    expect(pageMetadata({ url: "/" }, t, "es-US").alternates).toMatchObject({
      canonical: url("/es"),
      languages: { "es-US": url("/es"), "x-default": url("/") },
    });
  });

  it("shares the Spanish link-preview card, with its Spanish title as alt text", () => {
    const spanish = pageMetadata({ title: "Sin calefacción", category: "hvac", problem: "no-heat", url: "/hvac/no-heat" }, t, "es-US");
    expect(spanish.openGraph?.images).toEqual([{ url: url("/og/es/hvac/no-heat"), width: 1200, height: 630, alt: "Sin calefacción | FixPilot" }]);
    expect(pageMetadata({ category: "hvac", url: "/diagnostic/hvac" }, t, "en-US").openGraph?.images).toMatchObject([{ url: url("/og/hvac") }]);
  });

  it("names the Open Graph locale and the other language's", () => {
    expect(pageMetadata({ url: "/terms" }, t, "es-US").openGraph).toMatchObject({ locale: "es_US", alternateLocale: ["en_US"], url: url("/es/terms") });
    expect(pageMetadata({ url: "/terms" }, t, "en-US").openGraph).toMatchObject({ locale: "en_US", alternateLocale: ["es_US"] });
  });

  it("reads the request's language in buildPageMetadata", async () => {
    requestLocale = "es-US";
    try {
      expect((await buildPageMetadata({ url: "/privacy" })).alternates).toMatchObject({ canonical: url("/es/privacy") });
    } finally {
      requestLocale = "en-US";
    }
  });

  it("marks JSON-LD with inLanguage and links the breadcrumbs and the guide in the page's language", () => {
    const category = getCategory("hvac")!;
    const problem = getProblem("hvac", "no-heat")!;
    expect(buildHowToJsonLd(t, category, problem, "es-US")).toMatchObject({ inLanguage: "es-US", url: url("/es/hvac/no-heat/DIY-Repair-Guide") });
    expect(buildWebSiteJsonLd("x", "es-US")).toMatchObject({ inLanguage: "es-US", url: url("/es") });
    const crumbs = buildBreadcrumbJsonLd(problemBreadcrumbs(t, category, problem), "es-US") as unknown as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((element) => element.item)).toEqual([url("/es"), url("/es/diagnostic/hvac"), url("/es/hvac/no-heat")]);
  });
});
