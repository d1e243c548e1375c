import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CategoryNotFound } from "@/components/catalog/category-not-found";
import { SiteHeader } from "@/components/layout/site-header";
import { buildRewrittenNotFoundMetadata } from "@/lib/seo/metadata";

// proxy.ts answers an unknown diagnostic category with this prerendered page and status 404 (lib/catalog/request-routing.ts).
export async function generateMetadata(): Promise<Metadata> {
  return buildRewrittenNotFoundMetadata((await getTranslations("CategoryNotFound"))("title"));
}

export default function DiagnosticCategoryNotFoundPage() {
  return (
    <>
      <SiteHeader />
      <CategoryNotFound basePath="/diagnostic" />
    </>
  );
}
