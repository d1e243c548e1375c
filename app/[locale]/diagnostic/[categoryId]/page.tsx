import type { Metadata } from "next";

import { DiagnosticPage } from "@/components/diagnostic/diagnostic-page";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { categoryStaticParams, resolveDiagnosticRoute } from "@/lib/catalog/routes";
import { buildDiagnosticMetadata } from "@/lib/seo/diagnostic-metadata";

type Params = LocaleParams<{ categoryId: string }>;

// Only the catalogue's own ids: an invented one is answered 404 by the proxy, never rendered or cached.
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await pageLocale(params);
  const { categoryId } = await params;
  return buildDiagnosticMetadata(categoryId);
}

export default async function CategoryDiagnosticPage({ params }: Params) {
  const locale = await pageLocale(params);
  const { categoryId } = await params;
  const { category } = resolveDiagnosticRoute(categoryId, undefined, locale);
  return <DiagnosticPage category={category} locale={locale} />;
}
