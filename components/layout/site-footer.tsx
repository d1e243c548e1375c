import { getTranslations } from "next-intl/server";

import { siteConfig } from "@/config/site";
import { Link } from "@/i18n/link";

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  // Build-time year keeps pages static; rebuilt at least yearly in practice.
  const year = new Date().getFullYear();
  return (
    <footer data-site-footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground">
        <p>{t("disclaimer")}</p>
        <div className="flex flex-col justify-between gap-3 sm:flex-row sm:items-center">
          <p>{t("copyright", { year, product: siteConfig.name })}</p>
          <nav aria-label={t("legal")}>
            <ul className="flex flex-wrap gap-4">
              <li>
                <Link className="underline underline-offset-4 hover:text-foreground" href="/how-it-works">
                  {t("howItWorks")}
                </Link>
              </li>
              <li>
                <Link className="underline underline-offset-4 hover:text-foreground" href="/privacy">
                  {t("privacy")}
                </Link>
              </li>
              <li>
                <Link className="underline underline-offset-4 hover:text-foreground" href="/terms">
                  {t("terms")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
