import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteFooter } from "@/components/layout/site-footer";
import { defaultLocale } from "@/i18n/locales";
import { buildNotFoundMetadata } from "@/lib/seo/metadata";

import "./globals.css";

// An address outside both root layouts (app/[locale], app/operator) that no route answers, e.g. /operator/x or a
// file name: the English not-found page in its own document. Pages in either language have their own not-found.
export async function generateMetadata(): Promise<Metadata> {
  setRequestLocale(defaultLocale);
  return buildNotFoundMetadata((await getTranslations("NotFound"))("title"));
}

export default async function GlobalNotFound() {
  setRequestLocale(defaultLocale);
  return (
    <html lang={defaultLocale}>
      <body className="flex min-h-screen flex-col">
        <div className="flex flex-1 flex-col">
          <NotFoundContent />
        </div>
        <SiteFooter />
      </body>
    </html>
  );
}
