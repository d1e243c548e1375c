import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { JsonLd } from "@/components/seo/json-ld";
import type { Category, Problem } from "@/lib/catalog";
import { guidePath, problemPath } from "@/lib/catalog/routes";
import { buildBreadcrumbJsonLd, buildHowToJsonLd, problemBreadcrumbs } from "@/lib/seo/json-ld";

import { DiagnosticHeader } from "./diagnostic-header";
import { Stepper } from "./stepper";

/** The diagnostic screen for a category, or for one of its problems. */
export async function DiagnosticPage({ category, problem }: { category: Category; problem?: Problem }) {
  const t = await getTranslations("Diagnostic");
  return (
    <>
      <DiagnosticHeader />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <Stepper steps={t.raw("steps") as string[]} current={problem ? 1 : 0} label={t("progress")} currentLabel={t("stepStatusCurrent")} doneLabel={t("stepStatusDone")} />
        {problem ? (
          <section className="mt-8" aria-labelledby="problem-heading">
            <p className="text-sm font-medium text-primary">{category.title}</p>
            <h1 id="problem-heading" className="text-3xl font-bold tracking-tight">
              {problem.title}
            </h1>
            {problem.safetyCritical && (
              <p role="note" className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-warning-bg p-4 text-warning">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {t("safetyCritical")}
              </p>
            )}
            <h2 className="mt-6 text-xl font-semibold">{t("causesHeading")}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-6">
              {problem.causes.map((cause) => (
                <li key={cause}>{cause}</li>
              ))}
            </ul>
            <p className="mt-6">
              <Link className="text-primary underline underline-offset-4" href={guidePath(category.id, problem.id)}>
                {t("guideLink")}
              </Link>
            </p>
            <JsonLd data={buildHowToJsonLd(category, problem)} />
            <JsonLd data={buildBreadcrumbJsonLd(problemBreadcrumbs(category, problem))} />
          </section>
        ) : (
          <section className="mt-8" aria-labelledby="category-heading">
            <h1 id="category-heading" className="text-3xl font-bold tracking-tight">
              {t("problemsHeading", { category: category.title })}
            </h1>
            <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {category.problems.map((item) => (
                <li key={item.id}>
                  <Link href={problemPath(category.id, item.id)} className="block rounded-lg border border-border p-4 font-medium hover:bg-muted">
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
            <JsonLd data={buildBreadcrumbJsonLd(problemBreadcrumbs(category))} />
          </section>
        )}
      </main>
    </>
  );
}
