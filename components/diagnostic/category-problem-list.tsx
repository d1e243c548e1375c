import { getTranslations } from "next-intl/server";

import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/i18n/link";
import type { LocalizedCategory as Category } from "@/lib/catalog/i18n";
import { problemPath } from "@/lib/catalog/routes";
import { buildBreadcrumbJsonLd, problemBreadcrumbs } from "@/lib/seo/json-ld";
import { getSeoLocale, getSeoTranslator } from "@/lib/seo/translator";

/** The category's problems as links, in the first HTML so every problem page is reachable by crawlers. */
export async function CategoryProblemList({ category }: { category: Category }) {
  const t = await getTranslations("Diagnostic");
  const tSeo = await getSeoTranslator();
  const locale = await getSeoLocale();
  return (
    <section className="mt-8" aria-labelledby="category-heading">
      <h1 id="category-heading" className="text-3xl font-bold tracking-tight">
        {t("problemsHeading", { category: category.nameInSentence })}
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
      <JsonLd data={buildBreadcrumbJsonLd(problemBreadcrumbs(tSeo, category), locale)} />
    </section>
  );
}
