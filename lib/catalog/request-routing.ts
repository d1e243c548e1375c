import { defaultLocale, localizedPath, splitLocalePath, type AppLocale } from "@/i18n/locales";

import { getCategory } from "./index";
import { NOT_FOUND_SEGMENT, PAGE_NOT_FOUND_SEGMENT, type CatalogueNotFound } from "./not-found-pages";
import { upgradePath } from "./paths";

export type { CatalogueNotFound };

/**
 * What the proxy does with a catalogue URL before Next.js routes it. The catalogue routes prerender every real
 * id and set `dynamicParams = false`, so nothing is ever rendered on demand (or cached on disk) for an invented
 * one. The proxy answers it instead with a prerendered page (notFoundPagePath) and status 404: the categories,
 * or the known category's problems, in the server HTML. 'upgrade…' category ids get the spec's redirect.
 */
export type CatalogueRouting = { redirect: string } | { notFound: CatalogueNotFound; locale: AppLocale } | null;

export { NOT_FOUND_HEADER, notFoundHeaderValue, notFoundPagePath } from "./not-found-pages";

const GUIDE_SEGMENT = "DIY-Repair-Guide";
/**
 * First segments whose own routes go deeper than one segment; any other two-segment path is
 * /{categoryId}/{problemId}. Every static folder under app/ and app/[locale] with routes below it must be here
 * (tests/unit/catalogue-request-routing.test.ts checks it), or those pages (/operator/sign-in,
 * /appointments/{token}) would be answered as unknown categories. A leaf page's folder (/privacy) stays out: Next
 * matches /privacy/x to the catalogue route, so it gets the category list like any unknown category.
 */
export const OTHER_ROUTES: ReadonlySet<string> = new Set(["_next", "api", "appointments", "diagnostic", "jobs", "og", "operator", "upgrade"]);
/** The one-segment pages of app/[locale] (the same test checks the list against the folders). */
export const LEAF_PAGES: ReadonlySet<string> = new Set(["how-it-works", "privacy", "schedule", "terms", "thank-you", "upgrade"]);
/** Not pages of the site's languages: the API, build files, link-preview images, the operator console. */
const UNLOCALIZED: ReadonlySet<string> = new Set(["_next", "api", "og", "operator"]);
const UNKNOWN_PAGE: Unprefixed = { notFound: { page: "unknown" } };

/**
 * The same rules for both languages: /es/hvac/no-heet gets the Spanish not-found page, /es/diagnostic/upgrade-x
 * /es/upgrade/…. Any other address no page has gets "Page Not Found" in its language, also prerendered: Next.js
 * would answer it under the [locale] root layout with an empty document (content only in the RSC payload).
 */
export function routeCatalogueRequest(pathname: string): CatalogueRouting {
  const { locale, path } = splitLocalePath(pathname);
  const routing = routeUnprefixed(path, locale !== defaultLocale);
  if (!routing) return null;
  return "redirect" in routing ? { redirect: localizedPath(routing.redirect, locale) } : { notFound: routing.notFound, locale };
}

type Unprefixed = { redirect: string } | { notFound: CatalogueNotFound } | null;

function routeUnprefixed(pathname: string, prefixed: boolean): Unprefixed {
  const segments = pathname.split("/").slice(1);
  if (segments.at(-1) === "") segments.pop();
  const decoded = segments.map(decodeSegment);
  const [first, second, third] = decoded;
  if (decoded.length === 0) return null;
  // Files (/robots.txt, /icon.svg) and the unlocalized routes are Next.js's to answer; under /es they are no page.
  if (UNLOCALIZED.has(first ?? "") || (decoded.length === 1 && first?.includes("."))) return prefixed ? UNKNOWN_PAGE : null;

  // Asked for directly, those pages are not found either (never a 200 a crawler could keep).
  if (first === NOT_FOUND_SEGMENT) return { notFound: second === "upgrade" ? { section: "upgrade" } : routeDiagnosticNotFound(third) };
  if (first === PAGE_NOT_FOUND_SEGMENT) return UNKNOWN_PAGE;
  if (first === "upgrade") {
    if (decoded.length === 1) return null;
    if (decoded.length === 2) return getCategory(second) ? null : { notFound: { section: "upgrade" } };
    return UNKNOWN_PAGE;
  }
  if (first === "diagnostic") return decoded.length === 2 || decoded.length === 3 ? routeDiagnostic(second, third) : UNKNOWN_PAGE;
  if (first === "appointments") return decoded.length === 2 || (decoded.length === 3 && third === "calendar") ? null : UNKNOWN_PAGE;
  // The pro's job page (/jobs/{token}): a route of its own, never a category's problem.
  if (first === "jobs") return decoded.length === 2 ? null : UNKNOWN_PAGE;
  if (decoded.length === 1) return LEAF_PAGES.has(first ?? "") ? null : UNKNOWN_PAGE;
  if (decoded.length === 2) return routeDiagnostic(first, second);
  if (decoded.length === 3 && third === GUIDE_SEGMENT) return routeDiagnostic(first, second);
  return UNKNOWN_PAGE;
}

function routeDiagnostic(categoryId: string | null, problemId?: string | null): Unprefixed {
  if (categoryId === null) return { notFound: { section: "diagnostic" } };
  if (categoryId.startsWith("upgrade")) return { redirect: upgradePath(encodeURIComponent(categoryId)) };
  const category = getCategory(categoryId);
  if (!category) return { notFound: { section: "diagnostic" } };
  if (problemId === undefined) return null;
  return category.problems.some((problem) => problem.id === problemId) ? null : { notFound: { problemsOf: category.id } };
}

function routeDiagnosticNotFound(categoryId: string | null | undefined): CatalogueNotFound {
  return categoryId && getCategory(categoryId) ? { problemsOf: categoryId } : { section: "diagnostic" };
}

/** Next matches routes on decoded segments; a malformed escape cannot name a real id. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
