import { getLocale, getTranslations } from "next-intl/server";

import { otherLanguageHref } from "@/i18n/locales";

/**
 * The header's link to this page in the other language, labelled in that language ("Español", "English"): a plain
 * link written on the server (works without JavaScript; crawlers follow it). `path` is the page's unprefixed app path
 * ("/hvac/no-heat"; "/" on not-found screens, which link to the other home page) and `query` its query string
 * (searchQuery in i18n/locales), so /es/schedule?category=hvac links to /schedule?category=hvac.
 *
 * A server component on purpose: a client one reading usePathname put itself and i18n/locales into the first-load
 * JavaScript of every page (docs/i18n.md, "First-load JavaScript").
 */
export async function LanguageLink({ path, query, className }: { path: string; query?: string; className?: string }) {
  const t = await getTranslations("Language");
  const locale = await getLocale();
  const { href, target } = otherLanguageHref(path, locale, query);
  return (
    <a href={href} hrefLang={target} lang={target} title={t("otherLanguageHint")} className={className}>
      {t("otherLanguage")}
    </a>
  );
}
