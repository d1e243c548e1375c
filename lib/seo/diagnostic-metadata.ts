import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { toAppLocale } from "@/i18n/locales";

import { diagnosticPath, findCatalogueEntry, problemPath } from "@/lib/catalog/routes";

import { buildPageMetadata } from "./metadata";

/**
 * Metadata for a diagnostic route; unknown ids fall back to the defaults, as the spec says. The titles come from
 * the Diagnostic messages, the same ones the page's share button uses, so <title> and the shared title can't drift.
 */
export async function buildDiagnosticMetadata(categoryId: string, problemId?: string): Promise<Metadata> {
  const { category, problem } = findCatalogueEntry(categoryId, problemId, toAppLocale(await getLocale()));
  if (!category) return buildPageMetadata();
  const t = await getTranslations("Diagnostic");
  if (!problem) {
    return buildPageMetadata({ title: t("metaTitleCategory", { category: category.nameInSentence }), url: diagnosticPath(category.id), category: category.id });
  }
  return buildPageMetadata({
    title: t("metaTitleProblem", { problem: problem.title, category: category.nameInSentence }),
    url: problemPath(category.id, problem.id),
    category: category.id,
    problem: problem.id,
  });
}
