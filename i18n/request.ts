import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";

import type { AppLocale } from "./locales";
import { routing } from "./routing";

export const defaultLocale = routing.defaultLocale;

/** Each locale's catalogue, loaded only when a request needs it. */
const catalogues: Record<AppLocale, () => Promise<{ default: Record<string, unknown> }>> = {
  "en-US": () => import("../messages/en-US"),
  "es-US": () => import("../messages/es-US"),
};

// Pages under app/[locale] call setRequestLocale (pageLocale in i18n/server.ts) so they render statically; the
// operator console, the API and the link-preview images pass { locale } or fall back to English.
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale;
  return { locale, messages: (await catalogues[locale]()).default, timeZone: "America/New_York" };
});
