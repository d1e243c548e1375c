import { AlertTriangle, Check, Hammer, HardHat } from "lucide-react";
import { getTranslations } from "next-intl/server";

import type { Upgrade } from "@/lib/catalog";
import { cn } from "@/lib/cn";

import { UpgradeCostDetails } from "./upgrade-cost";

/** One recommended upgrade: what it is, why, what it costs, who installs it, and its safety and code notes. */
export async function UpgradeCard({ upgrade }: { upgrade: Upgrade }) {
  const t = await getTranslations("Upgrade");
  const headingId = `upgrade-${upgrade.id}`;
  const diy = upgrade.installer === "diy";
  const BadgeIcon = diy ? Hammer : HardHat;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-border bg-background p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold leading-tight">
          {upgrade.title}
        </h3>
        <span
          className={cn(
            "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold",
            diy ? "border-green-300 bg-success-bg text-success" : "border-blue-200 bg-accent text-primary",
          )}
        >
          <BadgeIcon aria-hidden="true" className="size-3.5" />
          {diy ? t("diy") : t("pro")}
        </span>
      </div>
      <p className="leading-7 text-muted-foreground">{upgrade.summary}</p>
      <div>
        <h4 className="text-sm font-semibold">{t("benefits")}</h4>
        <ul className="mt-2 space-y-1.5">
          {upgrade.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 text-sm leading-6">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid gap-3 rounded-lg bg-muted p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{t("cost")}</dt>
          <UpgradeCostDetails upgradeId={upgrade.id} />
        </div>
        {upgrade.payback && (
          <div>
            <dt className="font-semibold">{t("payback")}</dt>
            <dd className="mt-0.5">{upgrade.payback}</dd>
          </div>
        )}
      </dl>
      <div role="note" className="flex gap-2 rounded-lg border border-amber-300 bg-warning-bg p-4 text-sm leading-6 text-warning">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">{t("safetyNotes")}: </strong>
          {upgrade.safetyNotes}
        </p>
      </div>
    </article>
  );
}
