import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { categoryStaticParams, findCatalogueEntry } from "@/lib/catalog/routes";
import { ogImageResponse } from "@/lib/seo/og-image";

type Params = { params: Promise<{ categoryId: string }> };

// Drawn once per category at build time; nothing is drawn on demand.
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

export async function GET(_request: Request, { params }: Params) {
  const { category } = findCatalogueEntry((await params).categoryId);
  if (!category) notFound();
  const t = await getTranslations("Seo");
  return ogImageResponse({ title: t("categoryImageTitle", { category: category.title }), category: category.title, icon: category.icon });
}
