import type { AppLocale } from "@/i18n/locales";
import { getTranslations } from "next-intl/server";

import type { CategoryId, UpgradeTopic } from "@/lib/catalog";
import { getLocalizedUpgrades } from "@/lib/catalog/i18n";

import { UpgradeCard } from "./upgrade-card";

/** The recommendations of one topic, rendered on the server so the first HTML carries every upgrade. */
export async function UpgradeTopicPanel({ categoryId, topic, locale }: { categoryId: CategoryId; topic: UpgradeTopic; locale: AppLocale }) {
  const t = await getTranslations("Upgrade");
  const headingId = `recommendations-${topic.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {t("recommendationsHeading", { topic: topic.title })}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{topic.description}</p>
      <ul className="mt-4 space-y-4">
        {getLocalizedUpgrades(categoryId, topic.id, locale).map((upgrade) => (
          <li key={upgrade.id}>
            <UpgradeCard upgrade={upgrade} />
          </li>
        ))}
      </ul>
    </section>
  );
}
