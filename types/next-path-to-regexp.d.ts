// Next.js's bundled copy of path-to-regexp (v6), which compiles next.config.ts rewrites; tests/unit/i18n-locales.test.ts
// matches the locale rewrites with it exactly as Next.js does. The package ships no types of its own.
declare module "next/dist/compiled/path-to-regexp" {
  export function pathToRegexp(path: string, keys?: { name: string | number }[]): RegExp;
}
