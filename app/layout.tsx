import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { SiteFooter } from "@/components/layout/site-footer";
import { siteConfig } from "@/config/site";
import { buildPageMetadata } from "@/lib/seo/metadata";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  // Defaults for pages without their own metadata; every real page sets its own canonical URL and robots
  // tag. Not inherited, so a 404 (which Next marks "noindex") carries one robots tag, not two.
  const { alternates: _canonical, robots: _robots, ...defaults } = await buildPageMetadata();
  return { metadataBase: new URL(siteConfig.url), applicationName: siteConfig.name, ...defaults };
}

export const viewport: Viewport = { themeColor: "#1d4ed8", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("Site");
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          {t("skipToContent")}
        </a>
        <div className="flex flex-1 flex-col">{children}</div>
        <SiteFooter />
      </body>
    </html>
  );
}
