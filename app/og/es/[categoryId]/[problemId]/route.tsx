import type { AppLocale } from "@/i18n/locales";
import { problemStaticParams } from "@/lib/catalog/routes";
import { problemOgImage } from "@/lib/seo/og-routes";

type Params = { params: Promise<{ categoryId: string; problemId: string }> };

// The Spanish link-preview card of a problem (/og/es/{categoryId}/{problemId}), drawn at build time.
const SPANISH: AppLocale = "es-US";
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = problemStaticParams;

export async function GET(_request: Request, { params }: Params) {
  const { categoryId, problemId } = await params;
  return problemOgImage(categoryId, problemId, SPANISH);
}
