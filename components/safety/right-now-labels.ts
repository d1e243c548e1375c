import { getTranslations } from "next-intl/server";

import type { RightNowLabels } from "./right-now";

/** The RightNow box's texts, from the Safety messages, with the category's trade filled in. */
export async function rightNowLabels(trade: string): Promise<RightNowLabels> {
  const t = await getTranslations("Safety");
  return {
    heading: t("rightNowHeading"),
    whoToCall: t("whoToCall"),
    call911: t("call911"),
    call911When: t("call911When"),
    gasUtility: t("gasUtility"),
    electricUtility: t("electricUtility"),
    book: t("book", { trade }),
  };
}
