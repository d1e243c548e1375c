import { defineRouting } from "next-intl/routing";

import { defaultLocale, localePrefixes, locales } from "./locales";

/**
 * English keeps every URL it had; Spanish is under /es with the same slugs. No detection: a crawler or a shared
 * link always gets the URL's language, never a redirect from Accept-Language or a cookie. The public URL is
 * rewritten to app/[locale] by next.config.ts (not by next-intl's middleware: see i18n/locales.ts), and the
 * hreflang alternates are written by lib/seo/metadata.ts, so next-intl's own Link header is off.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: {
    mode: "as-needed",
    prefixes: Object.fromEntries(locales.filter((locale) => localePrefixes[locale]).map((locale) => [locale, localePrefixes[locale]])),
  },
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
