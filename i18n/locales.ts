// The site's languages and how their URLs look. Free of imports on purpose: next.config.ts (rewrites), proxy.ts
// and client components read it. i18n/routing.ts hands the same values to next-intl.

/** What the site needs to know about one language; everything server-only lives beside its domain under the code. */
export interface LocaleEntry {
  /** The language's own name for itself. */
  name: string;
  /** Its English name, for the operator's console and emails ("Language of the booking: Spanish (United States)"). */
  englishName: string;
  /** The hreflang of its pages (alternate links, sitemap). */
  hreflang: string;
  /** The public URL prefix: English keeps today's URLs, Spanish lives under /es with the same slugs. */
  prefix: string;
  /** Open Graph wants language_TERRITORY. */
  openGraph: string;
  /**
   * How the language writes times where Intl's own output differs from the site's words: Spanish writes "8:00 a. m. –
   * 12:00 p. m." (the booking form's style; Intl gives "a.m."), English "8:00 AM–12:00 PM".
   */
  dateStyle: { dayPeriods?: { am: string; pm: string }; rangeSeparator: string };
}

/**
 * The site's languages. A new one is an entry here plus its folders (docs/i18n.md, "Adding a language"):
 * messages/<code>/, lib/catalog/i18n/<code>/ and the triage word lists; tests/unit/locale-registry.test.ts fails
 * until each exists.
 */
export const localeRegistry = {
  "en-US": {
    name: "English",
    englishName: "English (United States)",
    hreflang: "en-US",
    prefix: "",
    openGraph: "en_US",
    dateStyle: { rangeSeparator: "–" },
  },
  "es-US": {
    name: "Español",
    englishName: "Spanish (United States)",
    hreflang: "es-US",
    prefix: "/es",
    openGraph: "es_US",
    dateStyle: { dayPeriods: { am: "a. m.", pm: "p. m." }, rangeSeparator: " – " },
  },
} as const satisfies Record<string, LocaleEntry>;

export type AppLocale = keyof typeof localeRegistry;
export const locales = Object.keys(localeRegistry) as AppLocale[];
export const defaultLocale: AppLocale = "en-US";

const byLocale = <Value>(pick: (entry: LocaleEntry) => Value) =>
  Object.fromEntries(locales.map((locale) => [locale, pick(localeRegistry[locale])])) as Readonly<Record<AppLocale, Value>>;

/**
 * The URL prefix of each locale. Inside the app a page is routed as /{locale}/… (app/[locale]); next.config.ts
 * rewrites the public URL to it.
 */
export const localePrefixes = byLocale((entry) => entry.prefix);

/** Open Graph's language_TERRITORY of each locale. */
export const openGraphLocales = byLocale((entry) => entry.openGraph);

/** The hreflang of each locale's pages. */
export const hreflangs = byLocale((entry) => entry.hreflang);

/** How each language writes times (LocaleEntry.dateStyle). */
export const dateStyles = byLocale((entry) => entry.dateStyle);

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** A stored or sent locale as an AppLocale: anything unknown (an old row, a missing field) reads as English. */
export function toAppLocale(value: unknown): AppLocale {
  return isAppLocale(value) ? value : defaultLocale;
}

/** The locale a public URL is in, and the path without its locale prefix ("/es/hvac" → es-US, "/hvac"). */
export function splitLocalePath(pathname: string): { locale: AppLocale; path: string } {
  for (const locale of locales) {
    const prefix = localePrefixes[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}

/** The public URL of an unprefixed app path in a locale: ("/hvac/no-heat", es-US) → "/es/hvac/no-heat". */
export function localizedPath(path: string, locale: AppLocale): string {
  const prefix = localePrefixes[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * The link to a page in the other language: its href and the target locale. `path` is the unprefixed app path, `query`
 * the page's query string ("?category=hvac"): ("/schedule", en-US, "?category=hvac") → "/es/schedule?category=hvac".
 */
export function otherLanguageHref(path: string, current: AppLocale, query = ""): { href: string; target: AppLocale } {
  const target = locales.find((candidate) => candidate !== current) ?? defaultLocale;
  return { href: `${localizedPath(path, target)}${query}`, target };
}

/** A page's search params as "?a=1&b=2" (repeated keys kept, in order), or "" when there are none. */
export function searchQuery(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The route Next.js renders for a public URL: "/hvac" → "/en-US/hvac", "/es" → "/es-US" (app/[locale]). */
export function internalPagePath(pathname: string): string {
  const { locale, path } = splitLocalePath(pathname);
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** "/es-US/hvac" → "/es/hvac", "/en-US" → "/"; null for a public path. */
export function publicPathOfInternal(pathname: string): string | null {
  const match = /^\/([a-z]{2,3}-[A-Z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isAppLocale(match[1])) return null;
  return localizedPath(match[2] || "/", match[1]);
}

/**
 * Top-level folders of app/ that live outside app/[locale] and keep one (English) URL: API routes, link-preview
 * images, the operator console, and the internal locale segments themselves (never a public address).
 */
export const UNLOCALIZED_SEGMENTS = ["api", "og", "operator", "_next", ...locales] as const;

/**
 * next.config.ts rewrites: /es/… → /es-US/…, and every other page URL → /en-US/…. Files (a dot in the path:
 * /robots.txt, /icon.svg, /og-image.png) and the unlocalized folders are left alone.
 */
export function localeRewrites() {
  const unlocalized = [...UNLOCALIZED_SEGMENTS, ...locales.map((locale) => localePrefixes[locale].slice(1)).filter(Boolean)];
  const rewrites: { source: string; destination: string }[] = [];
  for (const locale of locales) {
    const prefix = localePrefixes[locale];
    if (!prefix) continue;
    rewrites.push({ source: prefix, destination: `/${locale}` }, { source: `${prefix}/:path*`, destination: `/${locale}/:path*` });
  }
  rewrites.push(
    { source: "/", destination: `/${defaultLocale}` },
    { source: `/:path((?!(?:${unlocalized.join("|")})(?:/|$))[^.]+)`, destination: `/${defaultLocale}/:path` },
  );
  return rewrites;
}
