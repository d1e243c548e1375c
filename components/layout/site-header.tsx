import { Wrench } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { LanguageLink } from "@/components/layout/language-link";
import { siteConfig } from "@/config/site";
import { Link } from "@/i18n/link";

/**
 * `path`: the page's unprefixed app path ("/how-it-works"; "/" on not-found screens), for the link to the other
 * language. `languageQuery`: the page's query string, kept by that link (pages with search params pass it).
 */
export async function SiteHeader({ path, languageQuery }: { path: string; languageQuery?: string }) {
  const t = await getTranslations("Header");
  return (
    <header data-site-header className="border-b border-border bg-background">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 rounded-md font-semibold text-foreground" aria-label={t("home", { product: siteConfig.name })}>
          <Wrench aria-hidden="true" className="size-5 text-primary" />
          <span>{siteConfig.name}</span>
        </Link>
        <nav aria-label={t("nav")}>
          <ul className="flex items-center gap-1 text-sm sm:gap-4">
            <li>
              <Link className="rounded-md px-2 py-2 text-muted-foreground hover:text-foreground" href="/how-it-works">
                {t("howItWorks")}
              </Link>
            </li>
            <li>
              <Link className="rounded-md px-2 py-2 text-muted-foreground hover:text-foreground" href="/upgrade">
                {t("upgrades")}
              </Link>
            </li>
            <li>
              <LanguageLink
                path={path}
                query={languageQuery}
                className="rounded-md px-2 py-2 font-medium text-primary underline underline-offset-4 hover:text-foreground"
              />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
