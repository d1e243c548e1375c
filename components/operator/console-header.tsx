import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { buttonVariants } from "@/components/ui/button";

/** Console navigation and sign-out (a plain form: the console needs no client JavaScript). */
export async function ConsoleHeader({ email }: { email: string }) {
  const t = await getTranslations("Operator");
  return (
    <header className="border-b border-border">
      <nav aria-label={t("title")} className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/operator" className="font-semibold">
          {t("title")}
        </Link>
        <Link href="/operator" className="underline underline-offset-4">
          {t("navAppointments")}
        </Link>
        <Link href="/operator/reviews" className="underline underline-offset-4">
          {t("navReviews")}
        </Link>
        <Link href="/operator/mail" className="underline underline-offset-4">
          {t("navMail")}
        </Link>
        <Link href="/operator/photos" className="underline underline-offset-4">
          {t("navPhotos")}
        </Link>
        <span className="ml-auto text-sm text-muted-foreground">{t("signedInAs", { email })}</span>
        <form method="post" action="/api/operator/sign-out">
          <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("signOut")}
          </button>
        </form>
      </nav>
    </header>
  );
}
