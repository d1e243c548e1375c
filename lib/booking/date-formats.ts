// Intl.DateTimeFormat instances, built once per (locale, options): building one costs about ten times using it, and
// every booking email, invite, console row and webhook formats a date in the booking's zone (docs/performance-load.md,
// bench:outbox). Zones are validated IANA names (a few hundred at most) and the app has two languages, so the cache
// stays small. Hand-written: a Map and a key are all it takes, and no memoising library knows Intl's options.
const FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for these options; throws (before caching anything) for a zone Intl does not know. `locale` is any
 * BCP-47 tag, not only a site language: callers also format with "en-CA" for its YYYY-MM-DD days.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    FORMATS.set(key, format);
  }
  return format;
}
