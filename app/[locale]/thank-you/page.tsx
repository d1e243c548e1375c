import { CheckCircle2 } from "lucide-react";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";

import { SiteHeader } from "@/components/layout/site-header";
import { ClientMessages } from "@/components/providers/client-messages";
import { ReviewFormIsland } from "@/components/reviews/review-form-island";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { siteConfig } from "@/config/site";
import { Link } from "@/i18n/link";
import { searchQuery } from "@/i18n/locales";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { findByIdAndToken } from "@/lib/booking/lookup";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { isReviewable } from "@/lib/booking/review";
import { calendarDay } from "@/lib/booking/snapshot";
import { localizedServiceSummary, localizedServiceWords } from "@/lib/booking/localized-words";
import { visitWindowText } from "@/lib/booking/words";
import { manageUrlPath } from "@/lib/booking/token";
import { getCategory } from "@/lib/catalog";
import { getDb, type Appointment } from "@/lib/db";
import { upgradePath } from "@/lib/catalog/routes";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DEFAULT_CATEGORY = "hvac";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("ThankYou");
  // The address may carry the booking's token: never index it, never pass it on as a referrer.
  return {
    ...(await buildPageMetadata({ title: t("title"), description: t("metaDescription"), url: "/thank-you" })),
    robots: { index: false, follow: true },
    referrer: "no-referrer",
  };
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The appointment, only when it exists and its token is the one in the address (a look-up under the shared token limit). */
async function confirmedBooking(id: number | null, token: string | undefined): Promise<Appointment | null> {
  if (id === null || !token) return null;
  try {
    if (!(await allowBookingLookup(await headers()))) return null;
    return await findByIdAndToken(await getDb(), id, token);
  } catch {
    // No database, no confirmation: the page still thanks the visitor.
    return null;
  }
}

/** A positive whole appointment id, else null (the review is then kept without an appointment). */
function parseAppointmentId(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export default async function ThankYouPage({ params: localeParams, searchParams }: Props & LocaleParams) {
  const locale = await pageLocale(localeParams);
  const params = await searchParams;
  const token = first(params.token);
  const booking = await confirmedBooking(parseAppointmentId(params.appointmentId), token);
  const appointmentId = booking?.id ?? null;
  // Just booked, the visit has not happened: the review then speaks about the booking experience, unattached.
  const reviewedAppointmentId = booking && isReviewable(booking) ? booking.id : null;
  const category = getCategory(Array.isArray(params.category) ? params.category[0] : params.category)?.id ?? DEFAULT_CATEGORY;
  const t = await getTranslations("ThankYou");
  const r = await getTranslations("ReviewForm");
  const u = await getTranslations("ThankYouUnconfirmed");
  const b = await getTranslations("BookingLink");
  const l = await getTranslations("Language");
  return (
    <>
      <SiteHeader path="/thank-you" languageQuery={searchQuery(params)} />
      <main id="main" className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-8 px-4 py-12 text-center">
        <div className="grid justify-items-center gap-3">
          <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
          {appointmentId !== null && token ? (
            <>
              <h1 className="text-3xl font-bold tracking-tight">{t("success")}</h1>
              <p className="text-xl font-medium">{t("confirmed")}</p>
              <p className="max-w-prose text-muted-foreground">{t("body", { product: siteConfig.name })}</p>
              {booking && (
                <p data-testid="thank-you-summary">
                  {t("summary", {
                    service: localizedServiceSummary(booking.category, booking.issue, locale),
                    when: visitWindowText(calendarDay(booking.preferredDate, booking.timeZone), booking.timeFrame, booking.timeZone, locale),
                  })}
                  {/* A catalogue title the overlay lacks is shown in English, and said so. */}
                  {localizedServiceWords(booking.category, booking.issue, locale).fallback && ` ${l("inEnglish")}`}
                </p>
              )}
              <p className="text-sm text-muted-foreground">{t("reference", { id: appointmentId })}</p>
              <Link href={manageUrlPath(token)} rel="noreferrer" className={buttonVariants({ variant: "outline" })}>
                {b("manage")}
              </Link>
            </>
          ) : (
            <>
              <h1 className="text-3xl font-bold tracking-tight">{u("heading")}</h1>
              <p className="max-w-prose text-muted-foreground">{u("body", { product: siteConfig.name })}</p>
            </>
          )}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{r("heading")}</CardTitle>
            <p className="text-sm text-muted-foreground">{r("intro")}</p>
          </CardHeader>
          <CardContent>
            <ClientMessages namespaces={["ReviewForm", "Validation.review", "Toast"]}>
              <ReviewFormIsland appointmentId={reviewedAppointmentId} appointmentToken={reviewedAppointmentId !== null ? (token ?? null) : null} />
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
