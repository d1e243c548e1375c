import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { GuidePartsCost } from "@/components/costs/guide-parts-cost";
import { DiagnosticHeader } from "@/components/diagnostic/diagnostic-header";
import { GuideStepList } from "@/components/guide/guide-step-list";
import { guideStepTitles } from "@/components/guide/guide-step-titles";
import { GuideSources } from "@/components/guide/guide-sources";
import { PrintButton } from "@/components/guide/print-button";
import { ToolsAndPpeLists } from "@/components/guide/tools-and-ppe";
import { RightNow } from "@/components/safety/right-now";
import { adviceEnglishNote, rightNowLabels } from "@/components/safety/right-now-labels";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { localizedPath } from "@/i18n/locales";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { buildGuideSteps } from "@/lib/catalog/guide";
import { localizedGuideSafety, localizedToolKit } from "@/lib/catalog/localized";
import { findCatalogueEntry, guidePath, problemPath, problemStaticParams, resolveDiagnosticRoute } from "@/lib/catalog/routes";
import { buildBreadcrumbJsonLd, buildHowToJsonLd, problemBreadcrumbs } from "@/lib/seo/json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";
import { getSeoTranslator } from "@/lib/seo/translator";
import { scheduleHref } from "@/lib/schedule-link";

type Params = LocaleParams<{ categoryId: string; problemId: string }>;

// Only the catalogue's own ids: an invented one is answered 404 by the proxy, never rendered or cached.
export const dynamicParams = false;
export const generateStaticParams = problemStaticParams;

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { categoryId, problemId } = await params;
  const { category, problem } = findCatalogueEntry(categoryId, problemId, locale);
  if (!category || !problem) return buildPageMetadata();
  const t = await getTranslations("Guide");
  return buildPageMetadata({
    title: t("metaTitle", { problem: problem.title, category: category.nameInSentence }),
    url: guidePath(category.id, problem.id),
    category: category.id,
    problem: problem.id,
  });
}

export default async function DiyRepairGuidePage({ params }: Params) {
  const locale = await pageLocale(params);
  const { categoryId, problemId } = await params;
  const { category, problem } = resolveDiagnosticRoute(categoryId, problemId, locale);
  if (!problem) return null;
  const t = await getTranslations("Guide");
  const ts = await getTranslations("Safety");
  const tSeo = await getSeoTranslator();
  const path = guidePath(category.id, problem.id);
  const trade = category.trade.singular;
  const bookHref = scheduleHref({ category: category.id, issue: problem.id });
  return (
    <>
      <DiagnosticHeader path={path} actions={<PrintButton label={t("print")} />} />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <p className="text-sm font-medium text-primary">{t("subheading", { category: category.nameInSentence })}</p>
        {problem.safetyCritical ? (
          <>
            {/* A safety-critical guide leads with what to do right now and the call, not a time estimate. */}
            <h1 className="text-3xl font-bold tracking-tight">{ts("guideHeadingCritical", { problem: problem.title })}</h1>
            <RightNow
              problem={problem}
              labels={await rightNowLabels(trade)}
              // A plain <a> (unlike Link below, which prefixes itself): the Spanish page books on /es/schedule.
              bookHref={localizedPath(bookHref, locale)}
              headingId="right-now-heading"
              adviceEnglishNote={await adviceEnglishNote(category.id, problem)}
            />
            <p className="mt-4 text-muted-foreground">{ts("guideIntroCritical", { trade })}</p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight">{t("heading", { problem: problem.title })}</h1>
            <p className="mt-3 text-muted-foreground">{t("intro")}</p>
          </>
        )}
        <section aria-labelledby="tools-heading" className="mt-8 rounded-xl border border-border p-6">
          <h2 id="tools-heading" className="mb-4 text-xl font-semibold">
            {t("requiredTools")}
          </h2>
          <ToolsAndPpeLists kit={localizedToolKit(category.id, problem.id, locale)} toolsHeading={t("toolsHeading")} ppeHeading={t("ppeHeading")} />
          <GuidePartsCost categoryId={category.id} problemId={problem.id} />
        </section>
        <section aria-labelledby="steps-heading" className="mt-8">
          <h2 id="steps-heading" className="mb-4 text-xl font-semibold">
            {t("stepsHeading")}
          </h2>
          <GuideStepList steps={buildGuideSteps(category.id, problem, await guideStepTitles(), localizedGuideSafety(category.id, locale))} />
        </section>
        <div data-print-hidden className="mt-8 flex flex-wrap gap-3">
          <Link href={problemPath(category.id, problem.id)} className={buttonVariants({ variant: "outline" })}>
            {t("backToDiagnosis", { problem: problem.title })}
          </Link>
          <Link href={bookHref} className={buttonVariants()}>
            {t("bookPro")}
          </Link>
        </div>
        {problem.sources?.length ? <GuideSources heading={ts("sourcesHeading")} sources={problem.sources} /> : null}
        <JsonLd data={buildHowToJsonLd(tSeo, category, problem, locale)} />
        <JsonLd data={buildBreadcrumbJsonLd(problemBreadcrumbs(tSeo, category, problem, { name: tSeo("Seo.breadcrumbGuide"), path }), locale)} />
      </main>
    </>
  );
}
