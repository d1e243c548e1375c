import { createTranslator } from "use-intl/core";

import type { ChatMessage } from "@/lib/chat/types";
import costsMessages from "@/messages/en/costs.json";
import spanishCostsMessages from "@/messages/es-US/costs.json";

import { formatMonth, formatRange } from "./format";
import { getProblemCost } from "./index";

// Formatted with use-intl's plain translator, as lib/ai/scripts does: the chat script is built outside a page's
// message context.
const translators = {
  en: createTranslator({ locale: "en-US", messages: costsMessages, namespace: "Costs" }),
  "es-US": createTranslator({ locale: "es-US", messages: spanishCostsMessages, namespace: "Costs" }),
};

/** The chat's estimate once a problem is identified: national ranges, never a promise; none without any figure. */
export function costEstimateMessage(
  categoryId: string,
  problem: { id: string; title: string; safetyCritical: boolean },
  locale?: string | null,
): ChatMessage | undefined {
  const t = locale === "es-US" ? translators["es-US"] : translators.en;
  const cost = getProblemCost(categoryId, problem.id);
  if (!cost || (!cost.pro && !cost.diy)) return undefined;
  const lines: string[] = [];
  if (cost.pro) lines.push(cost.proScope === "visit" ? t("chatProVisit", { range: formatRange(cost.pro) }) : t("chatPro", { range: formatRange(cost.pro) }));
  if (cost.diy) lines.push(t("chatDiy", { range: formatRange(cost.diy) }));
  else if (problem.safetyCritical) lines.push(t("chatNoDiy"));
  return {
    type: "ai",
    content: t("chatMessage", { problem: problem.title, month: formatMonth(cost.checked, locale === "es-US" ? "es-US" : "en-US"), lines: lines.join("; ") }),
    messageType: "info",
  };
}
