import { getCategory } from "./index";
import { NOT_FOUND_SEGMENT, type CatalogueNotFound } from "./not-found-pages";
import { upgradePath } from "./paths";

export type { CatalogueNotFound };

/**
 * What the proxy does with a catalogue URL before Next.js routes it. The catalogue routes prerender every real
 * id and set `dynamicParams = false`, so nothing is ever rendered on demand (or cached on disk) for an invented
 * one. The proxy answers it instead with a prerendered page (notFoundPagePath) and status 404: the categories,
 * or the known category's problems, in the server HTML. 'upgrade…' category ids get the spec's redirect.
 */
export type CatalogueRouting = { redirect: string } | { notFound: CatalogueNotFound } | null;

export { NOT_FOUND_HEADER, notFoundHeaderValue, notFoundPagePath } from "./not-found-pages";

const GUIDE_SEGMENT = "DIY-Repair-Guide";
/**
 * First segments whose own routes go deeper than one segment; any other two-segment path is
 * /{categoryId}/{problemId}. Every static folder under app/ with routes below it must be here
 * (tests/unit/catalogue-request-routing.test.ts checks it), or those pages (/operator/sign-in,
 * /appointments/{token}) would be answered as unknown categories. A leaf page's folder (/privacy) stays out: Next
 * matches /privacy/x to the catalogue route, so it gets the category list like any unknown category.
 */
export const OTHER_ROUTES: ReadonlySet<string> = new Set(["_next", "api", "appointments", "diagnostic", "og", "operator", "upgrade"]);

export function routeCatalogueRequest(pathname: string): CatalogueRouting {
  const segments = pathname.split("/").slice(1);
  if (segments.at(-1) === "") segments.pop();
  const decoded = segments.map(decodeSegment);
  const [first, second, third] = decoded;

  // Asked for directly, those pages are not found either (never a 200 a crawler could keep).
  if (first === NOT_FOUND_SEGMENT) return { notFound: second === "upgrade" ? { section: "upgrade" } : routeDiagnosticNotFound(third) };
  if (first === "upgrade" && decoded.length === 2) return getCategory(second) ? null : { notFound: { section: "upgrade" } };
  if (first === "diagnostic" && (decoded.length === 2 || decoded.length === 3)) return routeDiagnostic(second, third);
  if (OTHER_ROUTES.has(first ?? "")) return null;
  if (decoded.length === 2) return routeDiagnostic(first, second);
  if (decoded.length === 3 && third === GUIDE_SEGMENT) return routeDiagnostic(first, second);
  return null;
}

function routeDiagnostic(categoryId: string | null, problemId?: string | null): CatalogueRouting {
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
