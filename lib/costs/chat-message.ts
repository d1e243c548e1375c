import { defaultLocale, type AppLocale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator";
import type { ChatMessage } from "@/lib/chat/types";

import { formatMonth, formatRange } from "./format";
import { getProblemCost } from "./index";

// Formatted with the plain translator (i18n/translator.ts), as lib/ai/scripts does: the chat script is built outside a
// page's message context.

/** The chat's estimate once a problem is identified: national ranges, never a promise; none without any figure. */
export function costEstimateMessage(
  categoryId: string,
  problem: { id: string; title: string; safetyCritical: boolean },
  locale: AppLocale = defaultLocale,
): ChatMessage | undefined {
  const t = translatorFor(locale, "Costs");
  const cost = getProblemCost(categoryId, problem.id);
  if (!cost || (!cost.pro && !cost.diy)) return undefined;
  const lines: string[] = [];
  if (cost.pro) lines.push(cost.proScope === "visit" ? t("chatProVisit", { range: formatRange(cost.pro) }) : t("chatPro", { range: formatRange(cost.pro) }));
  if (cost.diy) lines.push(t("chatDiy", { range: formatRange(cost.diy) }));
  else if (problem.safetyCritical) lines.push(t("chatNoDiy"));
  return {
    type: "ai",
    content: t("chatMessage", { problem: problem.title, month: formatMonth(cost.checked, locale), lines: lines.join("; ") }),
    messageType: "info",
  };
}
