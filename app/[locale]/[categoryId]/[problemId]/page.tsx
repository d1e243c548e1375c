import type { Metadata } from "next";

import { DiagnosticPage } from "@/components/diagnostic/diagnostic-page";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { problemStaticParams, resolveDiagnosticRoute } from "@/lib/catalog/routes";
import { buildDiagnosticMetadata } from "@/lib/seo/diagnostic-metadata";

type Params = LocaleParams<{ categoryId: string; problemId: string }>;

// Only the catalogue's own ids: an invented one is answered 404 by the proxy, never rendered or cached.
export const dynamicParams = false;
export const generateStaticParams = problemStaticParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await pageLocale(params);
  const { categoryId, problemId } = await params;
  return buildDiagnosticMetadata(categoryId, problemId);
}

export default async function ProblemDiagnosticPage({ params }: Params) {
  const locale = await pageLocale(params);
  const { categoryId, problemId } = await params;
  const { category, problem } = resolveDiagnosticRoute(categoryId, problemId, locale);
  return <DiagnosticPage category={category} problem={problem} locale={locale} />;
}
