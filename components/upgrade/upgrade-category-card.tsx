import { ChevronRight } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { CategoryIcon } from "@/components/catalog/category-icon";
import { Link } from "@/i18n/link";
import type { LocalizedCategory as Category } from "@/lib/catalog/i18n";
import { upgradePath } from "@/lib/catalog/routes";
import { getUpgrades, getUpgradeTopics } from "@/lib/catalog/upgrades";

/** A category on /upgrade; the whole card is one link to that category's advisor (a stretched link). */
export async function UpgradeCategoryCard({ category }: { category: Category }) {
  const t = await getTranslations("Upgrade");
  const count = getUpgradeTopics().reduce((total, topic) => total + getUpgrades(category.id, topic.id).length, 0);
  return (
    <li className="relative flex items-center gap-4 rounded-xl border border-border bg-background p-6 shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
        <CategoryIcon name={category.icon} className="size-6" />
      </span>
      <div>
        <h3 className="text-xl font-semibold">
          <Link
            href={upgradePath(category.id)}
            aria-label={t("exploreCategory", { category: category.nameInSentence })}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
          >
            {category.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{t("upgradeCount", { count })}</p>
      </div>
      <ChevronRight aria-hidden="true" className="ml-auto size-5 shrink-0 text-muted-foreground" />
    </li>
  );
}
