import { getLocale, getTranslations } from "next-intl/server";

import { CategoryIcon } from "@/components/catalog/category-icon";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { localizeCatalogue } from "@/lib/catalog/i18n";

/** The spec's 'Category Not Found' screen; `basePath` decides where each category button leads. */
export async function CategoryNotFound({ basePath }: { basePath: "/diagnostic" | "/upgrade" }) {
  const t = await getTranslations("CategoryNotFound");
  const categories = localizeCatalogue(await getLocale());
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("body")}</p>
      <ul className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        {categories.map((category) => (
          <li key={category.id}>
            <Link href={`${basePath}/${category.id}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <CategoryIcon name={category.icon} />
              <span>{category.title}</span>
              <span className="text-xs text-muted-foreground">({t("idLabel", { id: category.id })})</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
