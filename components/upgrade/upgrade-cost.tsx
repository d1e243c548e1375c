import { getLocale, getTranslations } from "next-intl/server";

import { englishFallbackMark } from "@/components/i18n/in-english";
import { formatMonth, formatRange } from "@/lib/costs/format";
import { getUpgradeCost } from "@/lib/costs/upgrades";

/** An upgrade's price as lib/costs has it: the range and what it covers, the month it was checked and its sources. */
export async function UpgradeCostDetails({ upgradeId }: { upgradeId: string }) {
  const cost = getUpgradeCost(upgradeId);
  if (!cost) return null;
  const t = await getTranslations("Costs");
  // The notes and the sources' titles are written in English (lib/costs/data): a page in another language says so.
  const english = await englishFallbackMark();
  return (
    <>
      <dd className="mt-0.5" data-testid={`upgrade-cost-${upgradeId}`}>
        {cost.cost ? t("upgradeCost", { range: formatRange(cost.cost), basis: t(`upgradeBasis.${cost.basis}`) }) : t("upgradeMissing")}
      </dd>
      {cost.missing.map((note) => (
        <dd key={note} className="mt-1 text-xs text-muted-foreground">
          <span lang={english?.lang}>{note}</span>
          {english && ` ${english.note}`}
        </dd>
      ))}
      {/* An upgrade with no acceptable source shows no range and no source line, only the reason above. */}
      {cost.sources.length > 0 && (
        <dd className="mt-1 text-xs text-muted-foreground">
          {t("upgradeChecked", { month: formatMonth(cost.checked, await getLocale()) })}{" "}
          {cost.sources.map((source, index) => (
            <span key={source.url} lang={english?.lang}>
              {index > 0 ? "; " : null}
              <a href={source.url} rel="noopener noreferrer" className="underline underline-offset-4">
                {source.title}
              </a>
            </span>
          ))}
          {english && ` ${english.note}`}
        </dd>
      )}
    </>
  );
}
