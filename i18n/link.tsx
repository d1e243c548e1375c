import NextLink from "next/link";
import { getLocale } from "next-intl/server";
import type { ComponentProps } from "react";

import { localizedPath } from "./locales";

/**
 * next/link for server components, with the href in the page's language: href="/hvac" is /es/hvac on a Spanish
 * page. Hand-written rather than next-intl's createNavigation Link, which is a client component: it needs a
 * NextIntlClientProvider around every link and would put use-intl into the first-load JavaScript of every page.
 */
export async function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, "href"> & { href: string }) {
  const locale = await getLocale();
  return <NextLink href={localizedPath(href, locale)} {...props} />;
}
