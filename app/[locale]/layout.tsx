import type { Metadata, Viewport } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { ErrorMessagesProvider, type ErrorStrings } from "@/components/errors/error-messages";
import { DocumentShell } from "@/components/layout/document-shell";
import { siteConfig } from "@/config/site";
import { localizedPath, locales } from "@/i18n/locales";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { buildPageMetadata } from "@/lib/seo/metadata";

import "../globals.css";

// Both languages are prerendered; any other first segment never reaches here (next.config.ts rewrites).
export const dynamicParams = false;
export const generateStaticParams = () => locales.map((locale) => ({ locale }));

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  // Defaults for pages without their own metadata; every real page sets its own canonical URL and robots
  // tag. Not inherited, so a 404 (which Next marks "noindex") carries one robots tag, not two.
  const { alternates: _canonical, robots: _robots, ...defaults } = await buildPageMetadata();
  return { metadataBase: new URL(siteConfig.url), applicationName: siteConfig.name, ...defaults };
}

export const viewport: Viewport = { themeColor: "#1d4ed8", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Site");
  // The error screen's words in this page's language, handed to app/[locale]/error.tsx as data rather than bundled.
  const errors = (await getMessages()).Errors as ErrorStrings;
  return (
    <DocumentShell lang={locale} skipLabel={t("skipToContent")}>
      <ErrorMessagesProvider messages={{ strings: errors, homeHref: localizedPath("/", locale) }}>{children}</ErrorMessagesProvider>
    </DocumentShell>
  );
}
