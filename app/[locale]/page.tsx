import { Droplet, Wind, Zap } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CategoryCard } from "@/components/home/category-card";
import { SiteHeader } from "@/components/layout/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { siteConfig } from "@/config/site";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { localizeCatalogue } from "@/lib/catalog/i18n";
import { buildOrganizationJsonLd, buildWebSiteJsonLd } from "@/lib/seo/json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  return buildPageMetadata({ url: "/" });
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Home");
  const tSeo = await getTranslations("Seo");
  const tSite = await getTranslations("Site");
  return (
    <>
      <SiteHeader path="/" />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-12">
        <div className="mx-auto max-w-3xl text-center">
          <div className="mb-6 flex justify-center gap-4 text-primary" aria-hidden="true">
            <Zap className="size-8" />
            <Droplet className="size-8" />
            <Wind className="size-8" />
          </div>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("heading", { product: siteConfig.name })}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{t("tagline")}</p>
        </div>
        <section aria-labelledby="categories-heading" className="mt-12">
          <h2 id="categories-heading" className="sr-only">
            {t("categoriesHeading")}
          </h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {localizeCatalogue(locale).map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </ul>
        </section>
        <JsonLd data={buildWebSiteJsonLd(tSite("description"), locale)} />
        <JsonLd data={buildOrganizationJsonLd(tSeo("organizationDescription"))} />
      </main>
    </>
  );
}
