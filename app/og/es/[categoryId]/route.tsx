import type { AppLocale } from "@/i18n/locales";
import { categoryStaticParams } from "@/lib/catalog/routes";
import { categoryOgImage } from "@/lib/seo/og-routes";

type Params = { params: Promise<{ categoryId: string }> };

// The Spanish link-preview card of a category (/og/es/{categoryId}), drawn at build time like the English one.
const SPANISH: AppLocale = "es-US";
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

export async function GET(_request: Request, { params }: Params) {
  return categoryOgImage((await params).categoryId, SPANISH);
}
