import { CategoryNotFound } from "@/components/catalog/category-not-found";
import { SiteHeader } from "@/components/layout/site-header";

export default function UpgradeCategoryNotFound() {
  return (
    <>
      <SiteHeader />
      <CategoryNotFound basePath="/upgrade" />
    </>
  );
}
