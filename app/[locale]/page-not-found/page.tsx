import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NotFoundContent } from "@/components/layout/not-found-content";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { buildRewrittenNotFoundMetadata } from "@/lib/seo/metadata";

// proxy.ts answers an address no page has with this prerendered page, in the URL's language, and status 404
// (lib/catalog/request-routing.ts). A page, not notFound(): under the [locale] root layout, Next.js answers a
// notFound() with an empty document whose content is only in the RSC payload.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  return buildRewrittenNotFoundMetadata((await getTranslations("NotFound"))("title"));
}

export default async function PageNotFound({ params }: LocaleParams) {
  await pageLocale(params);
  return <NotFoundContent />;
}
