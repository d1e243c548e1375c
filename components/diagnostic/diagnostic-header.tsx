import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { LanguageLink } from "@/components/layout/language-link";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";

/**
 * The sticky header of the diagnostic and upgrade pages: Back to home, the other language, plus page actions (voice,
 * share). `path`: the page's unprefixed app path, for the link to the other language; `languageQuery`: the page's
 * query string, kept by that link.
 */
export async function DiagnosticHeader({ path, actions, languageQuery }: { path: string; actions?: ReactNode; languageQuery?: string }) {
  const t = await getTranslations("Diagnostic");
  return (
    <header data-site-header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-4xl items-center justify-between gap-2 px-4">
        <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={t("backToHome")}>
          <ArrowLeft aria-hidden="true" />
          {t("back")}
        </Link>
        <div className="flex items-center gap-1">
          <LanguageLink
            path={path}
            query={languageQuery}
            className="rounded-md px-2 py-2 text-sm font-medium text-primary underline underline-offset-4 hover:text-foreground"
          />
          {actions}
        </div>
      </div>
    </header>
  );
}
