import { defaultLocale } from "@/i18n/locales";
import { categoryStaticParams } from "@/lib/catalog/routes";
import { categoryOgImage } from "@/lib/seo/og-routes";

type Params = { params: Promise<{ categoryId: string }> };

// Drawn once per category at build time; nothing is drawn on demand. The Spanish card is app/og/es/[categoryId].
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

export async function GET(_request: Request, { params }: Params) {
  return categoryOgImage((await params).categoryId, defaultLocale);
}
