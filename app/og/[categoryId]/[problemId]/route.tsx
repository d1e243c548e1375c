import { notFound } from "next/navigation";

import { findCatalogueEntry, problemStaticParams } from "@/lib/catalog/routes";
import { ogImageResponse } from "@/lib/seo/og-image";

type Params = { params: Promise<{ categoryId: string; problemId: string }> };

// Drawn once per problem at build time; nothing is drawn on demand.
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = problemStaticParams;

export async function GET(_request: Request, { params }: Params) {
  const { categoryId, problemId } = await params;
  const { category, problem } = findCatalogueEntry(categoryId, problemId);
  if (!category || !problem) notFound();
  return ogImageResponse({ title: problem.title, category: category.title, icon: category.icon });
}
