import { notFound, permanentRedirect, redirect } from "next/navigation";

import { categories, getCategory, type Category, type Problem } from "./index";
import { diagnosticPath, upgradePath } from "./paths";

export { diagnosticPath, guidePath, problemPath, upgradePath } from "./paths";

/**
 * Resolves a diagnostic route's ids or leaves the render: 'upgrade…' ids go to the upgrade advisor,
 * unknown categories render the segment's 'Category Not Found' with HTTP 404, and an unknown problem in a
 * known category goes to that category's problem list.
 */
export function resolveDiagnosticRoute(categoryId: string, problemId?: string): { category: Category; problem?: Problem } {
  const decodedCategory = decodeURIComponent(categoryId);
  if (decodedCategory.startsWith("upgrade")) redirect(upgradePath(encodeURIComponent(decodedCategory)));
  const category = getCategory(decodedCategory);
  if (!category) notFound();
  if (problemId === undefined) return { category };
  const problem = category.problems.find((candidate) => candidate.id === decodeURIComponent(problemId));
  if (!problem) permanentRedirect(diagnosticPath(category.id));
  return { category, problem };
}

export const categoryStaticParams = () => categories.map((category) => ({ categoryId: category.id }));

export const problemStaticParams = () =>
  categories.flatMap((category) => category.problems.map((problem) => ({ categoryId: category.id, problemId: problem.id })));
