import type { Metadata } from "next";
import Link from "next/link";

import { CategoryIcon } from "@/components/catalog/category-icon";
import { SiteHeader } from "@/components/layout/site-header";
import { categories } from "@/lib/catalog";
import { upgradePath } from "@/lib/catalog/routes";
import { buildPageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = buildPageMetadata({
  title: "Home Upgrade Advisor",
  description: "Modern upgrades for your heating and cooling, plumbing and electrical systems: energy efficiency, smart technology, and safety and compliance.",
  url: "/upgrade",
});

export default function UpgradeIndexPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Home Upgrade Advisor</h1>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={upgradePath(category.id)} className="flex items-center gap-3 rounded-xl border border-border p-6 font-semibold hover:bg-muted">
                <CategoryIcon name={category.icon} className="size-6 text-primary" />
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
