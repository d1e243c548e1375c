import { defaultLocale, type AppLocale } from "@/i18n/locales";

import { problemCostTextEs } from "./data/problem-costs.es-US";
import type { ProblemCost } from "./schema";

type CostLines = Pick<ProblemCost, "drivers" | "missing">;

/** Each other language's lines, keyed "categoryId/problemId"; English is the cost data itself. */
const overlays: Partial<Record<AppLocale, Partial<Record<string, CostLines>>>> = { "es-US": problemCostTextEs };

/**
 * A problem's "what moves the price" and "what we could not check" lines in the page's language, from that language's
 * overlay (lib/costs/data/problem-costs.<locale>.ts). `english` is true when the English lines had to stand in (the
 * page marks them).
 */
export function costText(
  cost: Pick<ProblemCost, "categoryId" | "problemId" | "drivers" | "missing">,
  locale: AppLocale,
): { drivers: string[]; missing: string[]; english: boolean } {
  const text = overlays[locale]?.[`${cost.categoryId}/${cost.problemId}`];
  if (text && text.drivers.length === cost.drivers.length && text.missing.length === cost.missing.length) {
    return { drivers: text.drivers, missing: text.missing, english: false };
  }
  return { drivers: cost.drivers, missing: cost.missing, english: locale !== defaultLocale };
}
