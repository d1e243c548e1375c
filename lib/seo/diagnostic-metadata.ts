import type { Metadata } from "next";

import { getCategory, getProblem } from "@/lib/catalog";
import { problemPath, diagnosticPath } from "@/lib/catalog/routes";

import { buildPageMetadata } from "./metadata";

/** Metadata for a diagnostic route; unknown ids fall back to the defaults, as the spec says. */
export function buildDiagnosticMetadata(categoryId: string, problemId?: string): Metadata {
  const category = getCategory(categoryId);
  if (!category) return buildPageMetadata();
  const problem = problemId ? getProblem(category.id, problemId) : undefined;
  if (!problem) {
    return buildPageMetadata({ title: `${category.title} Repair Diagnostics`, url: diagnosticPath(category.id), category: category.id });
  }
  return buildPageMetadata({
    title: `${problem.title} - ${category.title} Diagnosis and Repair`,
    url: problemPath(category.id, problem.id),
    category: category.id,
    problem: problem.id,
  });
}
