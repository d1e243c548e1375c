import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { LegalPage } from "@/components/static/legal-page";
import { siteConfig } from "@/config/site";
import { buildPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Privacy");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription", { product: siteConfig.name }), url: "/privacy" });
}

export default function PrivacyPage() {
  return <LegalPage namespace="Privacy" />;
}
