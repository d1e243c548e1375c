import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ProblemNotFound } from "@/components/catalog/problem-not-found";
import { SiteHeader } from "@/components/layout/site-header";
import { categoryStaticParams, findCatalogueEntry } from "@/lib/catalog/routes";
import { buildRewrittenNotFoundMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ categoryId: string }> };

// proxy.ts answers an unknown problem of a known category with this prerendered page and status 404.
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

export async function generateMetadata(): Promise<Metadata> {
  return buildRewrittenNotFoundMetadata((await getTranslations("ProblemNotFound"))("title"));
}

export default async function ProblemNotFoundPage({ params }: Params) {
  const { category } = findCatalogueEntry((await params).categoryId);
  if (!category) notFound();
  return (
    <>
      <SiteHeader />
      <ProblemNotFound category={category} />
    </>
  );
}
