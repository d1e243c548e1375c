import { describe, expect, it } from "@jest/globals";

import { readdirSync } from "node:fs";
import path from "node:path";

import { NOT_FOUND_SEGMENT } from "@/lib/catalog/not-found-pages";
import { LEAF_PAGES, notFoundPagePath, OTHER_ROUTES, routeCatalogueRequest } from "@/lib/catalog/request-routing";

describe("routeCatalogueRequest", () => {
  it.each([
    "/diagnostic/hvac",
    "/diagnostic/hvac/no-heat",
    "/hvac/no-heat",
    "/hvac/no%2Dheat",
    "/plumbing/leaky-faucet/DIY-Repair-Guide",
    "/upgrade/electrical",
    "/",
    "/schedule",
    "/upgrade",
    "/api/contractors",
    "/_next/static/chunks/app.js",
    "/sitemap.xml",
    "/es",
    "/es/hvac/no-heat",
    "/es/diagnostic/hvac",
    "/es/schedule",
  ])("leaves %s to the router", (path) => {
    expect(routeCatalogueRequest(path)).toBeNull();
  });

  it.each([
    ["/diagnostic/roofing", "diagnostic"],
    ["/diagnostic/roofing/leak", "diagnostic"],
    ["/roofing/leak", "diagnostic"],
    ["/privacy/x", "diagnostic"],
    ["/roofing/leak/DIY-Repair-Guide", "diagnostic"],
    ["/%E0%A4%A/x", "diagnostic"],
    ["/upgrade/roofing", "upgrade"],
  ])("answers the unknown category %s with the category list", (path, section) => {
    expect(routeCatalogueRequest(path)).toEqual({ notFound: { section }, locale: "en-US" });
    expect(routeCatalogueRequest(`/es${path}`)).toEqual({ notFound: { section }, locale: "es-US" });
  });

  it.each([
    ["/hvac/no-heet", "hvac"],
    ["/diagnostic/plumbing/typo", "plumbing"],
    ["/electrical/typo/DIY-Repair-Guide", "electrical"],
  ])("answers the unknown problem %s of a known category with that category's problems (404, not a redirect)", (path, categoryId) => {
    expect(routeCatalogueRequest(path)).toEqual({ notFound: { problemsOf: categoryId }, locale: "en-US" });
    expect(routeCatalogueRequest(`/es${path}`)).toEqual({ notFound: { problemsOf: categoryId }, locale: "es-US" });
  });

  it("answers with prerendered pages, which are themselves not found when asked for directly", () => {
    expect(notFoundPagePath({ section: "diagnostic" })).toBe("/en-US/catalogue-not-found/diagnostic");
    expect(notFoundPagePath({ section: "upgrade" }, "es-US")).toBe("/es-US/catalogue-not-found/upgrade");
    expect(notFoundPagePath({ problemsOf: "hvac" })).toBe("/en-US/catalogue-not-found/diagnostic/hvac");
    expect(routeCatalogueRequest("/catalogue-not-found/diagnostic")).toEqual({ notFound: { section: "diagnostic" }, locale: "en-US" });
    expect(routeCatalogueRequest("/catalogue-not-found/diagnostic/hvac")).toEqual({ notFound: { problemsOf: "hvac" }, locale: "en-US" });
    expect(routeCatalogueRequest("/es/catalogue-not-found/upgrade")).toEqual({ notFound: { section: "upgrade" }, locale: "es-US" });
  });

  it.each([
    ["/this/does/not/exist", "en-US"],
    ["/unknown", "en-US"],
    ["/diagnostic", "en-US"],
    ["/upgrade/hvac/more", "en-US"],
    ["/appointments/abc/edit", "en-US"],
    ["/page-not-found", "en-US"],
    ["/es/unknown", "es-US"],
    ["/es/a/b/c/d", "es-US"],
    ["/es/api/chat", "es-US"],
    ["/es/robots.txt", "es-US"],
  ])("answers %s, which no page has, with 'Page Not Found' in its language", (path, locale) => {
    expect(routeCatalogueRequest(path)).toEqual({ notFound: { page: "unknown" }, locale });
  });

  it("sends 'upgrade…' category ids to the upgrade advisor, as the spec says", () => {
    expect(routeCatalogueRequest("/diagnostic/upgrade-hvac")).toEqual({ redirect: "/upgrade/upgrade-hvac" });
    expect(routeCatalogueRequest("/es/diagnostic/upgrade-hvac")).toEqual({ redirect: "/es/upgrade/upgrade-hvac" });
    expect(routeCatalogueRequest("/upgrades/smart-thermostat")).toEqual({ redirect: "/upgrade/upgrades" });
  });

  it("leaves every other route's pages alone, however deep (the console's sign-in, a booking page)", () => {
    // Each static folder under app/ and app/[locale] with routes below it: its deeper pages are not catalogue URLs.
    const deepRoutes = [path.join(process.cwd(), "app"), path.join(process.cwd(), "app", "[locale]")].flatMap((app) =>
      readdirSync(app, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[[(_]/.test(entry.name) && entry.name !== NOT_FOUND_SEGMENT)
        .map((entry) => entry.name)
        .filter((name) => readdirSync(path.join(app, name), { withFileTypes: true }).some((entry) => entry.isDirectory())),
    );
    expect(deepRoutes).toEqual(expect.arrayContaining(["appointments", "operator"]));
    for (const route of deepRoutes) expect([route, OTHER_ROUTES.has(route)]).toEqual([route, true]);
    expect(routeCatalogueRequest("/operator/sign-in")).toBeNull();
    expect(routeCatalogueRequest("/appointments/abc123")).toBeNull();
    expect(routeCatalogueRequest("/operator/appointments/12")).toBeNull();
    expect(routeCatalogueRequest("/es/appointments/abc123")).toBeNull();
    expect(routeCatalogueRequest("/es/appointments/abc123/calendar")).toBeNull();
    expect(routeCatalogueRequest("/favicon.ico")).toBeNull();
  });

  it("knows every one-segment page of app/[locale], so none is answered 'Page Not Found'", () => {
    const localized = path.join(process.cwd(), "app", "[locale]");
    const leaves = readdirSync(localized, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[[(_]/.test(entry.name))
      .filter((entry) => readdirSync(path.join(localized, entry.name)).includes("page.tsx"))
      .map((entry) => entry.name)
      .filter((name) => name !== "page-not-found");
    expect(leaves.length).toBeGreaterThan(4);
    for (const leaf of leaves)
      expect([leaf, LEAF_PAGES.has(leaf), routeCatalogueRequest(`/${leaf}`), routeCatalogueRequest(`/es/${leaf}`)]).toEqual([leaf, true, null, null]);
  });
});
