import { describe, expect, it } from "@jest/globals";
import { pathToRegexp } from "next/dist/compiled/path-to-regexp";

import { internalPagePath, localeRewrites, localizedPath, publicPathOfInternal, splitLocalePath } from "@/i18n/locales";

/** The route a public path is rewritten to by next.config.ts's rules (first match), as Next.js compiles them. */
function rewrite(pathname: string): string | null {
  for (const { source, destination } of localeRewrites()) {
    const keys: { name: string | number }[] = [];
    const match = pathToRegexp(source, keys).exec(pathname);
    if (!match) continue;
    return (
      keys
        .reduce((result, key, index) => result.replace(`:${key.name}*`, match[index + 1] ?? "").replace(`:${key.name}`, match[index + 1] ?? ""), destination)
        .replace(/\/$/, "") || "/"
    );
  }
  return null;
}

describe("locale URLs", () => {
  it("keeps English URLs and puts Spanish under /es with the same slugs", () => {
    expect(localizedPath("/hvac/no-heat", "en-US")).toBe("/hvac/no-heat");
    expect(localizedPath("/hvac/no-heat", "es-US")).toBe("/es/hvac/no-heat");
    expect(localizedPath("/", "es-US")).toBe("/es");
    expect(splitLocalePath("/es/hvac")).toEqual({ locale: "es-US", path: "/hvac" });
    expect(splitLocalePath("/es")).toEqual({ locale: "es-US", path: "/" });
    expect(splitLocalePath("/estimates")).toEqual({ locale: "en-US", path: "/estimates" });
    expect(internalPagePath("/es/schedule")).toBe("/es-US/schedule");
    expect(internalPagePath("/")).toBe("/en-US");
  });

  it("rewrites page URLs to app/[locale] and leaves the API, images, the console and files alone", () => {
    expect(rewrite("/")).toBe("/en-US");
    expect(rewrite("/plumbing/leaky-faucet/DIY-Repair-Guide")).toBe("/en-US/plumbing/leaky-faucet/DIY-Repair-Guide");
    expect(rewrite("/es")).toBe("/es-US");
    expect(rewrite("/es/plumbing/leaky-faucet")).toBe("/es-US/plumbing/leaky-faucet");
    expect(rewrite("/es/appointments/abc")).toBe("/es-US/appointments/abc");
    expect(rewrite("/estimates")).toBe("/en-US/estimates");
    for (const untouched of [
      "/api/chat",
      "/og/hvac",
      "/operator",
      "/operator/sign-in",
      "/robots.txt",
      "/sitemap.xml",
      "/icon.svg",
      "/_next/static/x.js",
      "/es-US/hvac",
      "/en-US",
    ]) {
      expect([untouched, rewrite(untouched)]).toEqual([untouched, null]);
    }
  });

  it("maps an internal route name back to its public URL", () => {
    expect(publicPathOfInternal("/es-US/hvac")).toBe("/es/hvac");
    expect(publicPathOfInternal("/en-US")).toBe("/");
    expect(publicPathOfInternal("/hvac")).toBeNull();
    expect(publicPathOfInternal("/en-USA")).toBeNull();
  });
});
