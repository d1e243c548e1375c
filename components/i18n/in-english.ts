import { getLocale, getTranslations } from "next-intl/server";

import { defaultLocale } from "@/i18n/locales";

/**
 * On a page in another language, the note that marks text only available in English ("(en inglés)"), and the
 * `lang` the English text's element carries so screen readers pronounce it as English; nothing on English pages.
 * Source titles and the cost notes come from English publications and are not translated: shown, never silently.
 */
export async function englishFallbackMark(): Promise<{ note: string; lang: "en" } | null> {
  const locale = await getLocale();
  if (locale === defaultLocale) return null;
  const t = await getTranslations("Language");
  return { note: t("inEnglish"), lang: "en" };
}
