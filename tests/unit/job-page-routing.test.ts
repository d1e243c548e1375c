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

describe("private pages in every language", () => {
  it("keeps the homeowner's booking and thank-you pages out of the index and the referrer, in Spanish too", () => {
    for (const path of [`/appointments/${token}`, `/es/appointments/${token}`, "/thank-you", "/es/thank-you"]) {
      expect(privatePageHeaders(path)).toEqual([
        { key: "Referrer-Policy", value: "no-referrer" },
        { key: "X-Robots-Tag", value: "noindex, nofollow" },
      ]);
    }
    expect(privatePageHeaders("/es/plumbing")).toEqual([]);
    expect(privatePageHeaders("/es")).toEqual([]);
  });
});
