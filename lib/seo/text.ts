import { getTranslations } from "next-intl/server";

/** A translator over the whole catalogue (keys like "Seo.howToName"), as getTranslations() returns one. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The request's catalogue, for the SEO builders; tests pass their own translator to the pure builders instead. */
export async function getSeoTranslator(): Promise<Translate> {
  return await getTranslations();
}

/** Keywords are one comma-separated message, so a translation can change how many there are. */
export function keywordList(text: string): string[] {
  return text.split(",").map((keyword) => keyword.trim()).filter(Boolean);
}
