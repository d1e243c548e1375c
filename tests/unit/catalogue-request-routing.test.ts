import { describe, expect, it } from "@jest/globals";

import { readdirSync } from "node:fs";
import path from "node:path";

import { NOT_FOUND_SEGMENT } from "@/lib/catalog/not-found-pages";
import { notFoundPagePath, OTHER_ROUTES, routeCatalogueRequest } from "@/lib/catalog/request-routing";

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
    expect(routeCatalogueRequest(path)).toEqual({ notFound: { section } });
  });

  it.each([
    ["/hvac/no-heet", "hvac"],
    ["/diagnostic/plumbing/typo", "plumbing"],
    ["/electrical/typo/DIY-Repair-Guide", "electrical"],
  ])("answers the unknown problem %s of a known category with that category's problems (404, not a redirect)", (path, categoryId) => {
    expect(routeCatalogueRequest(path)).toEqual({ notFound: { problemsOf: categoryId } });
  });

  it("answers with prerendered pages, which are themselves not found when asked for directly", () => {
    expect(notFoundPagePath({ section: "diagnostic" })).toBe("/catalogue-not-found/diagnostic");
    expect(notFoundPagePath({ section: "upgrade" })).toBe("/catalogue-not-found/upgrade");
    expect(notFoundPagePath({ problemsOf: "hvac" })).toBe("/catalogue-not-found/diagnostic/hvac");
    expect(routeCatalogueRequest("/catalogue-not-found/diagnostic")).toEqual({ notFound: { section: "diagnostic" } });
    expect(routeCatalogueRequest("/catalogue-not-found/diagnostic/hvac")).toEqual({ notFound: { problemsOf: "hvac" } });
    expect(routeCatalogueRequest("/catalogue-not-found/upgrade")).toEqual({ notFound: { section: "upgrade" } });
  });

  it("sends 'upgrade…' category ids to the upgrade advisor, as the spec says", () => {
    expect(routeCatalogueRequest("/diagnostic/upgrade-hvac")).toEqual({ redirect: "/upgrade/upgrade-hvac" });
    expect(routeCatalogueRequest("/upgrades/smart-thermostat")).toEqual({ redirect: "/upgrade/upgrades" });
  });

  it("leaves every other route's pages alone, however deep (the console's sign-in, a booking page)", () => {
    // Each static folder under app/ with routes below it: its deeper pages are not catalogue URLs.
    const app = path.join(process.cwd(), "app");
    const deepRoutes = readdirSync(app, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[[(_]/.test(entry.name) && entry.name !== NOT_FOUND_SEGMENT)
      .map((entry) => entry.name)
      .filter((name) => readdirSync(path.join(app, name), { withFileTypes: true }).some((entry) => entry.isDirectory()));
    expect(deepRoutes).toEqual(expect.arrayContaining(["appointments", "operator"]));
    for (const route of deepRoutes) expect([route, OTHER_ROUTES.has(route)]).toEqual([route, true]);
    expect(routeCatalogueRequest("/operator/sign-in")).toBeNull();
    expect(routeCatalogueRequest("/appointments/abc123")).toBeNull();
    expect(routeCatalogueRequest("/operator/appointments/12")).toBeNull();
  });
});
