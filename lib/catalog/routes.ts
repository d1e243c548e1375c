import { notFound } from "next/navigation";
import { cache } from "react";

import { localizeCategory, type LocalizedCategory } from "./i18n";
import { categories, getCategory, type Problem } from "./index";
import type { AppLocale } from "@/i18n/locales";

export { diagnosticPath, guidePath, problemPath, upgradePath } from "./paths";

/**
 * A catalogue route's category and problem, looked up once per request and shared by generateMetadata and
 * the page (React `cache`). Ids arrive URL-encoded; unknown ones give undefined. With a locale, the words come
 * from that language's overlay (lib/catalog/i18n), the ids and facts from the catalogue.
 */
export const findCatalogueEntry = cache((categoryId: string, problemId?: string, locale?: AppLocale): { category?: LocalizedCategory; problem?: Problem } => {
  const english = getCategory(decode(categoryId));
  const category = english && localizeCategory(english, locale);
  const problem = problemId === undefined ? undefined : category?.problems.find((candidate) => candidate.id === decode(problemId));
  return { category, problem };
});

/**
 * Resolves a diagnostic route's ids or leaves the render with 404. The proxy answers unknown ids and 'upgrade…'
 * ids before routing (lib/catalog/request-routing.ts) and the routes only render their prerendered ids
 * (`dynamicParams = false`), so this is the last line of defence.
 */
export function resolveDiagnosticRoute(categoryId: string, problemId?: string, locale?: AppLocale): { category: LocalizedCategory; problem?: Problem } {
  const { category, problem } = findCatalogueEntry(categoryId, problemId, locale);
  if (!category || (problemId !== undefined && !problem)) notFound();
  return { category, problem };
}

export const categoryStaticParams = () => categories.map((category) => ({ categoryId: category.id }));

export const problemStaticParams = () =>
  categories.flatMap((category) => category.problems.map((problem) => ({ categoryId: category.id, problemId: problem.id })));

function decode(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
