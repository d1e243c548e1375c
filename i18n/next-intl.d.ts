// next-intl's locale is the registry's: getLocale() and useLocale() return an AppLocale, and every next-intl API that
// takes a locale wants one. Sound because i18n/request.ts hands next-intl only registered locales (hasLocale).
import type { AppLocale } from "./locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: AppLocale;
  }
}
