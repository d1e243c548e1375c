import "server-only";

import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import type { AppLocale } from "@/i18n/locales";
import { findCatalogueEntry } from "@/lib/catalog/routes";

import { ogImageResponse } from "./og-image";

/** A category's link-preview card in a language (app/og/[categoryId], app/og/es/[categoryId]). */
export async function categoryOgImage(categoryId: string, locale: AppLocale) {
  const { category } = findCatalogueEntry(categoryId, undefined, locale);
  if (!category) notFound();
  const t = await getTranslations({ locale, namespace: "Seo" });
  return ogImageResponse({ title: t("categoryImageTitle", { category: category.nameInSentence }), category: category.title, icon: category.icon });
}

/** A problem's link-preview card in a language. */
export function problemOgImage(categoryId: string, problemId: string, locale: AppLocale) {
  const { category, problem } = findCatalogueEntry(categoryId, problemId, locale);
  if (!category || !problem) notFound();
  return ogImageResponse({ title: problem.title, category: category.title, icon: category.icon });
}
