import { CategoryNotFound } from "@/components/catalog/category-not-found";
import { SiteHeader } from "@/components/layout/site-header";
import { boundaryLocale } from "@/i18n/boundary-locale";

/** The not-found boundary of every diagnostic route. */
export default async function DiagnosticCategoryNotFound() {
  await boundaryLocale();
  return (
    <>
      <SiteHeader path="/" />
      <CategoryNotFound basePath="/diagnostic" />
    </>
  );
}
