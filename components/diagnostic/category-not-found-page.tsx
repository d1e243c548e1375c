import { CategoryNotFound } from "@/components/catalog/category-not-found";
import { SiteHeader } from "@/components/layout/site-header";

/** The not-found boundary of every diagnostic route. */
export default function DiagnosticCategoryNotFound() {
  return (
    <>
      <SiteHeader />
      <CategoryNotFound basePath="/diagnostic" />
    </>
  );
}
