import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CategoryNotFound } from "@/components/catalog/category-not-found";
import { SiteHeader } from "@/components/layout/site-header";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { buildRewrittenNotFoundMetadata } from "@/lib/seo/metadata";

// proxy.ts answers an unknown upgrade category with this prerendered page and status 404 (lib/catalog/request-routing.ts).
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  return buildRewrittenNotFoundMetadata((await getTranslations("CategoryNotFound"))("title"));
}

export default async function UpgradeCategoryNotFoundPage({ params }: LocaleParams) {
  await pageLocale(params);
  return (
    <>
      <SiteHeader path="/" />
      <CategoryNotFound basePath="/upgrade" />
    </>
  );
}
