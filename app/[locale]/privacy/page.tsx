import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { LegalPage } from "@/components/static/legal-page";
import { siteConfig } from "@/config/site";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { buildPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("Privacy");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription", { product: siteConfig.name }), url: "/privacy" });
}

export default async function PrivacyPage({ params }: LocaleParams) {
  await pageLocale(params);
  return <LegalPage namespace="Privacy" />;
}
