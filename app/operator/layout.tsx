import type { Metadata, Viewport } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";

import { DocumentShell } from "@/components/layout/document-shell";
import { siteConfig } from "@/config/site";
import { defaultLocale } from "@/i18n/locales";

import "../globals.css";

// The console is English only (it shows each booking's language): its own root layout beside app/[locale]'s.
export async function generateMetadata(): Promise<Metadata> {
  setRequestLocale(defaultLocale);
  const t = await getTranslations("Operator");
  return {
    metadataBase: new URL(siteConfig.url),
    applicationName: siteConfig.name,
    title: t("title"),
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

export const viewport: Viewport = { themeColor: "#1d4ed8", width: "device-width", initialScale: 1 };

export default async function OperatorLayout({ children }: { children: ReactNode }) {
  setRequestLocale(defaultLocale);
  const t = await getTranslations("Site");
  return (
    <DocumentShell lang={defaultLocale} skipLabel={t("skipToContent")}>
      {children}
    </DocumentShell>
  );
}
