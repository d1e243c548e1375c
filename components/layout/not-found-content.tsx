import { getTranslations } from "next-intl/server";

import { SiteHeader } from "@/components/layout/site-header";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";

/** The "Page Not Found" screen, in the request's language (app/[locale]/not-found.tsx, app/global-not-found.tsx). */
export async function NotFoundContent() {
  const t = await getTranslations("NotFound");
  return (
    <>
      <SiteHeader path="/" />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-4 text-muted-foreground">{t("body")}</p>
        <Link href="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
          {t("home")}
        </Link>
      </main>
    </>
  );
}
