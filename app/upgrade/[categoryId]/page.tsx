import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { SiteHeader } from "@/components/layout/site-header";
import { getCategory } from "@/lib/catalog";
import { categoryStaticParams, upgradePath } from "@/lib/catalog/routes";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ categoryId: string }> };

export const generateStaticParams = categoryStaticParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const category = getCategory((await params).categoryId);
  if (!category) return buildPageMetadata();
  return buildPageMetadata({
    title: `${category.title} Upgrades`,
    description: `Modern ${category.title} upgrades for energy efficiency, smart technology, and safety and compliance, with costs, payback and tutorial videos.`,
    url: upgradePath(category.id),
  });
}

export default async function UpgradeCategoryPage({ params }: Params) {
  const category = getCategory((await params).categoryId);
  if (!category) notFound();
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{category.title} Upgrades</h1>
      </main>
    </>
  );
}
