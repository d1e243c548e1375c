import { defaultLocale } from "@/i18n/locales";
import { problemStaticParams } from "@/lib/catalog/routes";
import { problemOgImage } from "@/lib/seo/og-routes";

type Params = { params: Promise<{ categoryId: string; problemId: string }> };

// Drawn once per problem at build time; nothing is drawn on demand. The Spanish card is app/og/es/….
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = problemStaticParams;

export async function GET(_request: Request, { params }: Params) {
  const { categoryId, problemId } = await params;
  return problemOgImage(categoryId, problemId, defaultLocale);
}
