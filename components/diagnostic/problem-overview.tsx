import { FileText, TriangleAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { RightNow } from "@/components/safety/right-now";
import { adviceEnglishNote, rightNowLabels } from "@/components/safety/right-now-labels";
import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/i18n/link";
import { localizedPath } from "@/i18n/locales";
import type { Category, Problem } from "@/lib/catalog";
import { guidePath } from "@/lib/catalog/paths";
import { scheduleHref } from "@/lib/schedule-link";
import { buildBreadcrumbJsonLd, buildHowToJsonLd, problemBreadcrumbs } from "@/lib/seo/json-ld";
import { getSeoLocale, getSeoTranslator } from "@/lib/seo/translator";

/**
 * The problem's title, urgent advice, causes, when to call a professional and the way into the guide, all in the
 * first HTML: a slow phone, a reader view or a crawler sees what the chat later says, and what the HowTo data
 * describes. A safety-critical problem leads with what to do right now and who to call.
 */
export async function ProblemOverview({ category, problem }: { category: Category; problem: Problem }) {
  const t = await getTranslations("Diagnostic");
  const ts = await getTranslations("Safety");
  const tSeo = await getSeoTranslator();
  const locale = await getSeoLocale();
  const trade = category.trade.singular;
  return (
    <section className="mt-8" aria-labelledby="problem-heading">
      <p className="text-sm font-medium text-primary">{category.title}</p>
      <h1 id="problem-heading" className="text-3xl font-bold tracking-tight">
        {problem.title}
      </h1>
      {problem.safetyCritical && (
        <>
          <RightNow
            problem={problem}
            labels={await rightNowLabels(trade)}
            bookHref={localizedPath(scheduleHref({ category: category.id, issue: problem.id }), locale)}
            headingId="right-now-heading"
            adviceEnglishNote={await adviceEnglishNote(category.id, problem)}
          />
          <p role="note" className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-warning-bg p-4 text-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t("safetyCritical", { trade })}
          </p>
        </>
      )}
      <h2 className="mt-6 text-xl font-semibold">{t("causesHeading")}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {problem.causes.map((cause) => (
          <li key={cause}>{cause}</li>
        ))}
      </ul>
      {!problem.safetyCritical && (
        <>
          <h2 className="mt-6 text-xl font-semibold">{ts("professionalHeading")}</h2>
          <p className="mt-3 leading-7">{problem.professionalAdvice}</p>
        </>
      )}
      <p className="mt-4">
        <Link href={guidePath(category.id, problem.id)} className="inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {ts("guideLink", { problem: problem.title })}
        </Link>
      </p>
      <JsonLd data={buildHowToJsonLd(tSeo, category, problem, locale)} />
      <JsonLd data={buildBreadcrumbJsonLd(problemBreadcrumbs(tSeo, category, problem), locale)} />
    </section>
  );
}
