// The page-side accessors of the catalogue in a language, on top of the overlay (lib/catalog/i18n): what the
// guide and tool lists need, with English as the default. Server side only, like the overlay.
import "server-only";

import { defaultLocale, type AppLocale } from "@/i18n/locales";

import type { GuideSafety } from "./guide";
import { getLocalizedCategorySafety, getLocalizedDangerLead, getLocalizedToolsAndPpe } from "./i18n";
import { getProblem } from "./index";

export function localizedGuideSafety(categoryId: string, locale: AppLocale = defaultLocale): GuideSafety {
  const { shutOff, stopIf } = getLocalizedCategorySafety(categoryId, locale);
  return { shutOff, stopIf, dangerLead: getLocalizedDangerLead(locale) };
}

/** The tools and protective gear for a problem in the page's language (looked up by id: the overlay translates the catalogue's English names). */
export function localizedToolKit(categoryId: string, problemId: string | undefined, locale: AppLocale = defaultLocale): { tools: string[]; ppe: string[] } {
  const { tools, ppe } = getLocalizedToolsAndPpe(categoryId, getProblem(categoryId, problemId), locale);
  return { tools, ppe };
}
