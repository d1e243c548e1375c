import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ProblemNotFound } from "@/components/catalog/problem-not-found";
import { SiteHeader } from "@/components/layout/site-header";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { categoryStaticParams, findCatalogueEntry } from "@/lib/catalog/routes";
import { buildRewrittenNotFoundMetadata } from "@/lib/seo/metadata";

type Params = LocaleParams<{ categoryId: string }>;

// proxy.ts answers an unknown problem of a known category with this prerendered page and status 404.
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  return buildRewrittenNotFoundMetadata((await getTranslations("ProblemNotFound"))("title"));
}

export default async function ProblemNotFoundPage({ params }: Params) {
  await pageLocale(params);
  const { category } = findCatalogueEntry((await params).categoryId);
  if (!category) notFound();
  return (
    <>
      <SiteHeader path="/" />
      <ProblemNotFound category={category} />
    </>
  );
}
