import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { DiagnosticHeader } from "@/components/diagnostic/diagnostic-header";
import { GuideStepList } from "@/components/guide/guide-step-list";
import { PrintButton } from "@/components/guide/print-button";
import { ToolsAndPpeLists } from "@/components/guide/tools-and-ppe";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { getToolsAndPpe } from "@/lib/catalog";
import { buildGuideSteps } from "@/lib/catalog/guide";
import { findCatalogueEntry, guidePath, problemPath, problemStaticParams, resolveDiagnosticRoute } from "@/lib/catalog/routes";
import { buildBreadcrumbJsonLd, buildHowToJsonLd, problemBreadcrumbs } from "@/lib/seo/json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { scheduleHref } from "@/lib/schedule-link";

type Params = { params: Promise<{ categoryId: string; problemId: string }> };

// Only the catalogue's own ids: an invented one is answered 404 by the proxy, never rendered or cached.
export const dynamicParams = false;
export const generateStaticParams = problemStaticParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { categoryId, problemId } = await params;
  const { category, problem } = findCatalogueEntry(categoryId, problemId);
  if (!category || !problem) return buildPageMetadata();
  const t = await getTranslations("Guide");
  return buildPageMetadata({
    title: t("metaTitle", { problem: problem.title, category: category.title }),
    url: guidePath(category.id, problem.id),
    category: category.id,
    problem: problem.id,
  });
}

export default async function DiyRepairGuidePage({ params }: Params) {
  const { categoryId, problemId } = await params;
  const { category, problem } = resolveDiagnosticRoute(categoryId, problemId);
  if (!problem) return null;
  const t = await getTranslations("Guide");
  const path = guidePath(category.id, problem.id);
  return (
    <>
      <DiagnosticHeader actions={<PrintButton label={t("print")} />} />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <p className="text-sm font-medium text-primary">{t("subheading", { category: category.title })}</p>
        <h1 className="text-3xl font-bold tracking-tight">{t("heading", { problem: problem.title })}</h1>
        <p className="mt-3 text-muted-foreground">{t("intro")}</p>
        <section aria-labelledby="tools-heading" className="mt-8 rounded-xl border border-border p-6">
          <h2 id="tools-heading" className="mb-4 text-xl font-semibold">
            {t("requiredTools")}
          </h2>
          <ToolsAndPpeLists kit={getToolsAndPpe(category.id, problem)} toolsHeading={t("toolsHeading")} ppeHeading={t("ppeHeading")} />
        </section>
        <section aria-labelledby="steps-heading" className="mt-8">
          <h2 id="steps-heading" className="mb-4 text-xl font-semibold">
            {t("stepsHeading")}
          </h2>
          <GuideStepList steps={buildGuideSteps(category.id, problem)} />
        </section>
        <div data-print-hidden className="mt-8 flex flex-wrap gap-3">
          <Link href={problemPath(category.id, problem.id)} className={buttonVariants({ variant: "outline" })}>
            {t("backToDiagnosis", { problem: problem.title })}
          </Link>
          <Link href={scheduleHref({ category: category.id, issue: problem.id })} className={buttonVariants()}>
            {t("bookPro")}
          </Link>
        </div>
        <JsonLd data={buildHowToJsonLd(category, problem)} />
        <JsonLd data={buildBreadcrumbJsonLd(problemBreadcrumbs(category, problem, { name: "DIY Repair Guide", path }))} />
      </main>
    </>
  );
}
