import { getLocale, getTranslations } from "next-intl/server";

import { CategoryIcon } from "@/components/catalog/category-icon";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import type { Category } from "@/lib/catalog";
import { localizeCatalogue, localizeCategory } from "@/lib/catalog/i18n";
import { diagnosticPath, problemPath } from "@/lib/catalog/paths";

/** An unknown problem in a known category: that category's problems, then the other categories, all as links. */
export async function ProblemNotFound({ category: englishCategory }: { category: Category }) {
  const locale = await getLocale();
  const categories = localizeCatalogue(locale);
  const category = localizeCategory(englishCategory, locale);
  const t = await getTranslations("ProblemNotFound");
  const tCategory = await getTranslations("CategoryNotFound");
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-4 text-center text-muted-foreground">{t("body", { category: category.nameInSentence })}</p>
      <ul className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {category.problems.map((problem) => (
          <li key={problem.id}>
            <Link href={problemPath(category.id, problem.id)} className="block rounded-lg border border-border p-4 font-medium hover:bg-muted">
              {problem.title}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 text-center text-xl font-semibold">{t("otherCategories")}</h2>
      <ul className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        {categories.map((other) => (
          <li key={other.id}>
            <Link href={diagnosticPath(other.id)} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <CategoryIcon name={other.icon} />
              <span>{other.title}</span>
              <span className="text-xs text-muted-foreground">({tCategory("idLabel", { id: other.id })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
