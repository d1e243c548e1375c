import { getLocale, getTranslations } from "next-intl/server";

import { Link } from "@/i18n/link";
import { problemPath } from "@/lib/catalog/paths";
import { getProblemCost } from "@/lib/costs";
import { formatMonth, formatRange } from "@/lib/costs/format";

/** The DIY parts range beside the guide's tools, linking to the problem page's cost section; nothing for hazards. */
export async function GuidePartsCost({ categoryId, problemId }: { categoryId: string; problemId: string }) {
  const cost = getProblemCost(categoryId, problemId);
  if (!cost?.diy) return null;
  const t = await getTranslations("Costs");
  return (
    <p className="mt-4 text-sm" data-testid="guide-parts-cost">
      {t("guideParts", { range: formatRange(cost.diy), month: formatMonth(cost.checked, await getLocale()) })}{" "}
      <Link href={`${problemPath(categoryId, problemId)}#cost`} className="font-medium text-primary underline underline-offset-4">
        {t("guideCostLink")}
      </Link>
    </p>
  );
}
