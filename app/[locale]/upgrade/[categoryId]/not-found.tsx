import { CategoryNotFound } from "@/components/catalog/category-not-found";
import { SiteHeader } from "@/components/layout/site-header";
import { boundaryLocale } from "@/i18n/boundary-locale";

export default async function UpgradeCategoryNotFound() {
  await boundaryLocale();
  return (
    <>
      <SiteHeader path="/" />
      <CategoryNotFound basePath="/upgrade" />
    </>
  );
}
