import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { SiteHeader } from "@/components/layout/site-header";
import { ClientMessages } from "@/components/providers/client-messages";
import { ReviewFormIsland } from "@/components/reviews/review-form-island";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { siteConfig } from "@/config/site";
import { getCategory } from "@/lib/catalog";
import { upgradePath } from "@/lib/catalog/routes";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DEFAULT_CATEGORY = "hvac";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ThankYou");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), url: "/thank-you" });
}

/** A positive whole appointment id, else null (the review is then kept without an appointment). */
function parseAppointmentId(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export default async function ThankYouPage({ searchParams }: Props) {
  const params = await searchParams;
  const appointmentId = parseAppointmentId(params.appointmentId);
  const category = getCategory(Array.isArray(params.category) ? params.category[0] : params.category)?.id ?? DEFAULT_CATEGORY;
  const t = await getTranslations("ThankYou");
  const r = await getTranslations("ReviewForm");
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-8 px-4 py-12 text-center">
        <div className="grid justify-items-center gap-3">
          <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
          <h1 className="text-3xl font-bold tracking-tight">{t("success")}</h1>
          <p className="text-xl font-medium">{t("confirmed")}</p>
          <p className="max-w-prose text-muted-foreground">{t("body", { product: siteConfig.name })}</p>
          {appointmentId !== null && <p className="text-sm text-muted-foreground">{t("reference", { id: appointmentId })}</p>}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{r("heading")}</CardTitle>
            <p className="text-sm text-muted-foreground">{r("intro")}</p>
          </CardHeader>
          <CardContent>
            <ClientMessages namespaces={["ReviewForm", "Toast"]}>
              <ReviewFormIsland appointmentId={appointmentId} />
              <LazyToaster />
            </ClientMessages>
          </CardContent>
        </Card>
        <p className="text-sm text-muted-foreground">
          {t.rich("support", {
            email: siteConfig.supportEmail,
            link: (chunks) => (
              <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${siteConfig.supportEmail}`}>
                {chunks}
              </a>
            ),
          })}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonVariants({ variant: "outline" })}>
            {t("returnHome")}
          </Link>
          <Link href={upgradePath(category)} className={buttonVariants()}>
            {t("exploreUpgrades")}
          </Link>
        </div>
      </main>
    </>
  );
}
