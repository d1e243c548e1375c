import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundContent } from "@/components/layout/not-found-content";
import { boundaryLocale } from "@/i18n/boundary-locale";
import { buildNotFoundMetadata } from "@/lib/seo/metadata";

export async function generateMetadata(): Promise<Metadata> {
  await boundaryLocale();
  return buildNotFoundMetadata((await getTranslations("NotFound"))("title"));
}

export default async function NotFound() {
  await boundaryLocale();
  return <NotFoundContent />;
}
