import { describe, expect, it } from "@jest/globals";
import { routeCatalogueRequest } from "@/lib/catalog/request-routing";
import { privatePageHeaders } from "@/lib/security/headers";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";

describe("the pro's job page route", () => {
  it("is a page of its own in both languages, not a category and problem", () => {
    expect(routeCatalogueRequest(`/jobs/${token}`)).toBeNull();
    expect(routeCatalogueRequest(`/es/jobs/${token}`)).toBeNull();
    // Deeper or bare addresses are no page.
    expect(routeCatalogueRequest(`/jobs/${token}/x`)).toEqual({ notFound: { page: "unknown" }, locale: "en-US" });
    expect(routeCatalogueRequest("/jobs")).toEqual({ notFound: { page: "unknown" }, locale: "en-US" });
  });

  it("is never indexed, and keeps its address inside the site (its forms post same-origin)", () => {
    for (const path of [`/jobs/${token}`, `/es/jobs/${token}`]) {
      expect(privatePageHeaders(path)).toEqual([
        { key: "Referrer-Policy", value: "same-origin" },
        { key: "X-Robots-Tag", value: "noindex, nofollow" },
      ]);
    }
  });
});
