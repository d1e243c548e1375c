// The SEO texts, formatted from the message catalogue (messages/en-US/common.json "Site", seo.json "Seo") by the
// translator the caller passes: lib/seo/translator.ts on a page, a plain one in tests. No next-intl import here.
import { siteConfig } from "@/config/site";

/** A translator over the whole catalogue (keys like "Seo.howToName"), as getTranslations() returns one. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Keywords are one comma-separated message, so a translation can change how many there are. */
export function keywordList(text: string): string[] {
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

export function defaultTitle(t: Translate): string {
  return t("Site.title", { product: siteConfig.name });
}

export function defaultDescription(t: Translate): string {
  return t("Site.description");
}

export function categoryDescription(t: Translate, categoryTitle: string, problemTitles: string[]): string {
  return t("Seo.categoryDescription", { category: categoryTitle, problems: problemTitles.join(", ") });
}

export function problemDescription(t: Translate, categoryTitle: string, problemTitle: string): string {
  return t("Seo.problemDescription", { category: categoryTitle, problem: problemTitle });
}

export function problemKeywords(t: Translate, categoryTitle: string, problemTitle: string): string[] {
  return keywordList(t("Seo.problemKeywords", { category: categoryTitle.toLowerCase(), problem: problemTitle.toLowerCase() }));
}
