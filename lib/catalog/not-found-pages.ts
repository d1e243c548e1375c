// The pages that answer unknown catalogue URLs, and how the proxy names them. Free of imports on purpose:
// next.config.ts reads the rewrites from here.

export type CatalogueNotFound = { section: "diagnostic" | "upgrade" } | { problemsOf: string };

export const NOT_FOUND_SEGMENT = "catalogue-not-found";

/** The prerendered page (app/catalogue-not-found/…) that answers an unknown catalogue URL; the address bar keeps the URL typed. */
export function notFoundPagePath(notFound: CatalogueNotFound): string {
  return "section" in notFound ? `/${NOT_FOUND_SEGMENT}/${notFound.section}` : `/${NOT_FOUND_SEGMENT}/diagnostic/${notFound.problemsOf}`;
}

/**
 * The proxy does not rewrite itself: Next.js takes a proxy rewrite whose origin differs from the server's own
 * for an external one, and under `next start -H <host>` the proxy's request.url names localhost. It sets this
 * request header instead, and next.config.ts's beforeFiles rewrites (internal, path only) turn it into the page.
 */
export const NOT_FOUND_HEADER = "x-fixpilot-not-found";

export function notFoundHeaderValue(notFound: CatalogueNotFound): string {
  return "section" in notFound ? `category-${notFound.section}` : `problems-${notFound.problemsOf}`;
}

/** next.config.ts rewrites: the header's value → the page. */
export const notFoundRewrites = () => [
  ...(["diagnostic", "upgrade"] as const).map((section) => ({
    source: "/:path*",
    has: [{ type: "header" as const, key: NOT_FOUND_HEADER, value: notFoundHeaderValue({ section }) }],
    destination: notFoundPagePath({ section }),
  })),
  {
    source: "/:path*",
    has: [{ type: "header" as const, key: NOT_FOUND_HEADER, value: "problems-(?<categoryId>[a-z-]+)" }],
    destination: `/${NOT_FOUND_SEGMENT}/diagnostic/:categoryId`,
  },
];
