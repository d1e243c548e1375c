import type { Metadata } from "next";

import { diagnosticPath, findCatalogueEntry, problemPath } from "@/lib/catalog/routes";

import { buildPageMetadata } from "./metadata";

/** Metadata for a diagnostic route; unknown ids fall back to the defaults, as the spec says. */
export function buildDiagnosticMetadata(categoryId: string, problemId?: string): Metadata {
  const { category, problem } = findCatalogueEntry(categoryId, problemId);
  if (!category) return buildPageMetadata();
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
