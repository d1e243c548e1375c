import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { BookingActionsIsland } from "@/components/booking/booking-actions-island";
import { BookingPhotos } from "@/components/booking/booking-photos";
import { SiteHeader } from "@/components/layout/site-header";
import { ClientMessages } from "@/components/providers/client-messages";
import { BookingConversation } from "@/components/booking/booking-conversation";
import { ReviewFormIsland } from "@/components/reviews/review-form-island";
import { ProposalAnswer } from "@/components/thread/proposal-answer";
import { ThreadPanel } from "@/components/thread/thread-panel";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { localizedPath } from "@/i18n/locales";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { OPEN_STATUSES } from "@/lib/booking/change";
import { findByManageToken } from "@/lib/booking/lookup";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { calendarDay } from "@/lib/booking/snapshot";
import { isWellFormedManageToken } from "@/lib/booking/token";
import { localizedServiceWords } from "@/lib/booking/localized-words";
import { visitWindowText } from "@/lib/booking/words";
import { getDb } from "@/lib/db";
import { appointmentPhotoLinks } from "@/lib/photos/links";
import { listThread } from "@/lib/thread/messages";
import { TIME_FRAMES } from "@/lib/validation/appointment";
import { siteConfig } from "@/config/site";

export const dynamic = "force-dynamic";

type Props = LocaleParams<{ token: string }>;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("BookingPage");
  return { title: t("title"), description: t("metaDescription"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The homeowner's booking page, reached only through the secret token from the booking reply and the email. */
export default async function BookingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  // Over the limit, a right token answers 404 like a wrong one: a guesser learns nothing.
  if (!isWellFormedManageToken(token) || !(await allowBookingLookup(await headers()))) notFound();
  const row = await findByManageToken(await getDb(), token);
  if (!row) notFound();
  const [review, photos, entries] = await Promise.all([
    (await getDb()).review.findUnique({ where: { appointmentId: row.id }, select: { id: true } }),
    appointmentPhotoLinks(await getDb(), row.id),
    listThread(await getDb(), row.id),
  ]);
  const t = await getTranslations("BookingPage");
  const e = await getTranslations("Email");
  const day = calendarDay(row.preferredDate, row.timeZone);
  const open = OPEN_STATUSES.includes(row.status) && !row.anonymizedAt;
  const status = (["requested", "confirmed", "completed", "cancelled"] as const).find((value) => value === row.status) ?? "requested";
  const frameLabel = (frame: string) => (frame === "8-12" || frame === "12-4" ? e(`timeFrames.${frame}`) : frame);
  // The catalogue's title in the page's language ("Leaky Faucet", "Grifo que gotea"); free text as typed.
  const service = localizedServiceWords(row.category, row.issue, locale);
  // A catalogue title the overlay lacks is shown in English, and said so.
  const englishNote = service.fallback ? ` ${(await getTranslations("Language"))("inEnglish")}` : "";
  const problem = service.problem && `${service.problem}${englishNote}`;
  const details: [string, string][] = [
    [t("service"), `${service.category}${service.problem ? "" : englishNote}`],
    ...(problem ? ([[t("issue"), problem]] as [string, string][]) : []),
    [t("when"), visitWindowText(day, row.timeFrame, row.timeZone, locale)],
    [t("contractor"), row.proName ?? row.contractorName ?? t("notAssigned")],
    ...(row.anonymizedAt
      ? []
      : ([
          [t("name"), row.name],
          [t("email"), row.email],
          [t("phone"), row.phone],
        ] as [string, string][])),
  ];
  return (
    <>
      <SiteHeader path={`/appointments/${token}`} />
      <main id="main" className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-8 px-4 py-12">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("heading", { id: row.id })}</h1>
          <p className="text-muted-foreground">{t("intro")}</p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t("details")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p>
              <span className="font-semibold">{t("statusLabel")}: </span>
              <span data-testid="booking-status">{t(`statuses.${status}`)}</span>
            </p>
            {row.anonymizedAt && <p className="text-muted-foreground">{t("erasedNotice")}</p>}
            {!open && !row.anonymizedAt && <p className="text-muted-foreground">{t("closedNotice", { status: row.status })}</p>}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium">{label}</dt>
                  <dd className="break-words text-muted-foreground">{value}</dd>
                </div>
              ))}
            </dl>
            <BookingPhotos photos={photos} heading={t("photosHeading")} altText={(number, count) => t("photoAlt", { number, count })} headingLevel="h3" />
            {!row.anonymizedAt && row.status !== "cancelled" && (
              <div>
                <a href={localizedPath(`/appointments/${token}/calendar`, locale)} rel="noreferrer" className={buttonVariants({ variant: "outline" })} download>
                  {t("calendar")}
                </a>
              </div>
            )}
          </CardContent>
        </Card>
        {!row.anonymizedAt && <BookingConversation history={row.diagnosticHistory} note={row.noteForPro} />}
        <ClientMessages namespaces={["BookingPage", "BookingThread", "Thread", "Photos", "ReviewForm", "Validation.review", "Toast"]}>
          {open && row.proposedDate && row.proposedTimeFrame && (
            <ProposalAnswer
              token={token}
              locale={locale}
              when={visitWindowText(calendarDay(row.proposedDate, row.timeZone), row.proposedTimeFrame, row.timeZone, locale)}
            />
          )}
          {!row.anonymizedAt && <ThreadPanel token={token} as="homeowner" locale={locale} initialEntries={entries} product={siteConfig.name} />}
          <BookingActionsIsland
            token={token}
            open={open}
            anonymized={row.anonymizedAt !== null}
            timeFrames={TIME_FRAMES.map((value) => ({ value, label: frameLabel(value) }))}
            currentDate={day}
            currentTimeFrame={row.timeFrame}
          />
          {row.status === "completed" && (
            <Card id="review">
              <CardHeader>
                <CardTitle>{t("reviewHeading")}</CardTitle>
              </CardHeader>
              <CardContent>{review ? <p>{t("reviewDone")}</p> : <ReviewFormIsland appointmentId={row.id} appointmentToken={token} />}</CardContent>
            </Card>
          )}
          <LazyToaster />
        </ClientMessages>
      </main>
    </>
  );
}
