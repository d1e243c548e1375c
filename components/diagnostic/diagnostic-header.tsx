import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { buttonVariants } from "@/components/ui/button";

/** The sticky header of the diagnostic and upgrade pages: Back to home, plus page actions (voice, share). */
export async function DiagnosticHeader({ actions }: { actions?: ReactNode }) {
  const t = await getTranslations("Diagnostic");
  return (
    <header data-site-header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-4xl items-center justify-between gap-2 px-4">
        <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={t("backToHome")}>
          <ArrowLeft aria-hidden="true" />
          {t("back")}
        </Link>
        <div className="flex items-center gap-1">{actions}</div>
      </div>
    </header>
  );
}
