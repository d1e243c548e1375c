/**
 * Whether app/global-error.tsx is showing a Spanish page: the browser's /es or /es/…, or the internal /es-US/… route
 * the server renders. Written out here rather than read from i18n/locales (splitLocalePath), whose code would join
 * every page's first-load JavaScript with global-error's; a unit test holds the two to the same answers.
 */
export function isSpanishPath(pathname: string): boolean {
  return /^\/es(?:-US)?(?:\/|$)/.test(pathname);
}
