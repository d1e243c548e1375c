import { getTranslations } from "next-intl/server";

import { englishFallbackMark } from "@/components/i18n/in-english";
import { getProblem, type Problem } from "@/lib/catalog";

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

/**
 * "(en inglés)" when a page in another language shows the problem's urgent advice in English (the overlay lacks
 * it), so the fallback is marked; undefined on English pages and when the advice is translated.
 */
export async function adviceEnglishNote(categoryId: string, problem: Pick<Problem, "id" | "professionalAdvice">): Promise<string | undefined> {
  const english = await englishFallbackMark();
  if (!english) return undefined;
  return getProblem(categoryId, problem.id)?.professionalAdvice === problem.professionalAdvice ? english.note : undefined;
}
