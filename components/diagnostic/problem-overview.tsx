import { TriangleAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { JsonLd } from "@/components/seo/json-ld";
import type { Category, Problem } from "@/lib/catalog";
import { buildBreadcrumbJsonLd, buildHowToJsonLd, problemBreadcrumbs } from "@/lib/seo/json-ld";

/** The problem's title, safety note and possible causes, in the first HTML for search engines and no-JS readers. */
export async function ProblemOverview({ category, problem }: { category: Category; problem: Problem }) {
  const t = await getTranslations("Diagnostic");
  return (
    <section className="mt-8" aria-labelledby="problem-heading">
      <p className="text-sm font-medium text-primary">{category.title}</p>
      <h1 id="problem-heading" className="text-3xl font-bold tracking-tight">
        {problem.title}
      </h1>
      {problem.safetyCritical && (
        <p role="note" className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-warning-bg p-4 text-warning">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t("safetyCritical")}
        </p>
      )}
      <h2 className="mt-6 text-xl font-semibold">{t("causesHeading")}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {problem.causes.map((cause) => (
          <li key={cause}>{cause}</li>
        ))}
      </ul>
      <JsonLd data={buildHowToJsonLd(category, problem)} />
      <JsonLd data={buildBreadcrumbJsonLd(problemBreadcrumbs(category, problem))} />
    </section>
  );
}
