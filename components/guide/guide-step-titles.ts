import { getTranslations } from "next-intl/server";

import type { GuideStepTitles } from "@/lib/catalog/guide";

/** The guide steps' headings from the request's catalogue (server only). */
export async function guideStepTitles(): Promise<GuideStepTitles> {
  const t = await getTranslations("Guide");
  return { safetyCheck: t("stepSafetyCheck"), step: (number) => t("stepNumber", { number }), professional: t("stepProfessional") };
}
