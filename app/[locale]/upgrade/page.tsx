import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { SiteHeader } from "@/components/layout/site-header";
import { UpgradeCategoryCard } from "@/components/upgrade/upgrade-category-card";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { localizeCatalogue } from "@/lib/catalog/i18n";
import { buildPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("Upgrade");
  return buildPageMetadata({ title: t("indexMetaTitle"), description: t("indexMetaDescription"), url: "/upgrade" });
}

export default async function UpgradeIndexPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Upgrade");
  return (
    <>
      <SiteHeader path="/upgrade" />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-12">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("indexHeading")}</h1>
          <p className="mt-4 text-lg leading-8 text-muted-foreground">{t("indexIntro")}</p>
        </div>
        <section aria-labelledby="upgrade-categories-heading" className="mt-10">
          <h2 id="upgrade-categories-heading" className="text-xl font-semibold">
            {t("categoriesHeading")}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
            {localizeCatalogue(locale).map((category) => (
              <UpgradeCategoryCard key={category.id} category={category} />
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
