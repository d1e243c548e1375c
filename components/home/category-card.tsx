import { ChevronRight } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { CategoryIcon } from "@/components/catalog/category-icon";
import { Link } from "@/i18n/link";
import { sampleProblems } from "@/lib/catalog";
import type { LocalizedCategory as Category } from "@/lib/catalog/i18n";
import { diagnosticPath, problemPath } from "@/lib/catalog/paths";

/**
 * A category card. The whole card links to the diagnostic page (a stretched link), and the sample problems
 * expand on hover, on keyboard focus anywhere in the card, and always on touch screens (no hover there).
 * The problem links sit above the stretched link so both stay clickable without nesting anchors.
 */
export async function CategoryCard({ category }: { category: Category }) {
  const t = await getTranslations("Home");
  const headingId = `category-${category.id}`;
  return (
    <li className="group relative flex flex-col rounded-xl border border-border bg-background p-6 shadow-sm transition-shadow hover:shadow-md focus-within:shadow-md focus-within:ring-2 focus-within:ring-ring">
      <div className="flex items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
          <CategoryIcon name={category.icon} className="size-6" />
        </span>
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            <Link
              href={diagnosticPath(category.id)}
              className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
              aria-label={t("startDiagnosis", { category: category.nameInSentence })}
            >
              {category.title}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{t("commonIssues", { count: category.problems.length })}</p>
        </div>
        <ChevronRight aria-hidden="true" className="ml-auto size-5 text-muted-foreground" />
      </div>
      <div
        data-testid="category-expansion"
        className="grid grid-rows-[0fr] opacity-0 transition-all duration-200 group-focus-within:mt-4 group-focus-within:grid-rows-[1fr] group-focus-within:opacity-100 group-hover:mt-4 group-hover:grid-rows-[1fr] group-hover:opacity-100 touch:mt-4 touch:grid-rows-[1fr] touch:opacity-100 motion-reduce:transition-none"
      >
        <div className="overflow-hidden">
          <p className="text-sm font-medium">{t("commonProblems")}</p>
          <ul className="mt-2 space-y-1" aria-labelledby={headingId}>
            {sampleProblems(category).map((problem) => (
              <li key={problem.id}>
                <Link
                  href={problemPath(category.id, problem.id)}
                  className="relative z-10 inline-block rounded py-1 text-sm text-primary underline-offset-4 hover:underline"
                >
                  {problem.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
