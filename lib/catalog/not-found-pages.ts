// The pages that answer unknown catalogue URLs, and how the proxy names them. Free of imports but the import-free
// locale list on purpose: next.config.ts reads the rewrites from here.
import { defaultLocale, locales, type AppLocale } from "../../i18n/locales";

/** An unknown category (its section's list), an unknown problem (its category's list), or an address no page has. */
export type CatalogueNotFound = { section: "diagnostic" | "upgrade" } | { problemsOf: string } | { page: "unknown" };

export const NOT_FOUND_SEGMENT = "catalogue-not-found";
/** app/[locale]/page-not-found: "Page Not Found" for an address no page has. */
export const PAGE_NOT_FOUND_SEGMENT = "page-not-found";

/**
 * The prerendered page (app/[locale]/catalogue-not-found/…) that answers an unknown catalogue URL, as Next.js routes
 * it (/{locale}/…); the address bar keeps the URL typed.
 */
export function notFoundPagePath(notFound: CatalogueNotFound, locale: AppLocale = defaultLocale): string {
  if ("page" in notFound) return `/${locale}/${PAGE_NOT_FOUND_SEGMENT}`;
  return "section" in notFound ? `/${locale}/${NOT_FOUND_SEGMENT}/${notFound.section}` : `/${locale}/${NOT_FOUND_SEGMENT}/diagnostic/${notFound.problemsOf}`;
}

/**
 * The proxy does not rewrite itself: Next.js takes a proxy rewrite whose origin differs from the server's own
 * for an external one, and under `next start -H <host>` the proxy's request.url names localhost. It sets this
 * request header instead, and next.config.ts's beforeFiles rewrites (internal, path only) turn it into the page.
 */
export const NOT_FOUND_HEADER = "x-fixpilot-not-found";

/** "category-diagnostic", "problems-hvac"; other languages than English say which: "es-US:problems-hvac". */
export function notFoundHeaderValue(notFound: CatalogueNotFound, locale: AppLocale = defaultLocale): string {
  const page = "page" in notFound ? "page" : "section" in notFound ? `category-${notFound.section}` : `problems-${notFound.problemsOf}`;
  return locale === defaultLocale ? page : `${locale}:${page}`;
}

/** next.config.ts rewrites: the header's value → the page, in each language. */
export const notFoundRewrites = () =>
  locales.flatMap((locale) => {
    const named = locale === defaultLocale ? "" : `${locale}:`;
    return [
      {
        source: "/:path*",
        has: [{ type: "header" as const, key: NOT_FOUND_HEADER, value: notFoundHeaderValue({ page: "unknown" }, locale) }],
        destination: notFoundPagePath({ page: "unknown" }, locale),
      },
      ...(["diagnostic", "upgrade"] as const).map((section) => ({
        source: "/:path*",
        has: [{ type: "header" as const, key: NOT_FOUND_HEADER, value: notFoundHeaderValue({ section }, locale) }],
        destination: notFoundPagePath({ section }, locale),
      })),
      {
        source: "/:path*",
        has: [{ type: "header" as const, key: NOT_FOUND_HEADER, value: `${named}problems-(?<categoryId>[a-z-]+)` }],
        destination: `/${locale}/${NOT_FOUND_SEGMENT}/diagnostic/:categoryId`,
      },
    ];
  });
