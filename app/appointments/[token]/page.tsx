import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { BookingActionsIsland } from "@/components/booking/booking-actions-island";
import { SiteHeader } from "@/components/layout/site-header";
import { ClientMessages } from "@/components/providers/client-messages";
import { ReviewFormIsland } from "@/components/reviews/review-form-island";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { OPEN_STATUSES } from "@/lib/booking/change";
import { findByManageToken } from "@/lib/booking/lookup";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { calendarDay } from "@/lib/booking/snapshot";
import { isWellFormedManageToken } from "@/lib/booking/token";
import { getCategory } from "@/lib/catalog";
import { getDb } from "@/lib/db";
import { TIME_FRAMES } from "@/lib/validation/appointment";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("BookingPage");
  return { title: t("title"), description: t("metaDescription"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** The homeowner's booking page, reached only through the secret token from the booking reply and the email. */
export default async function BookingPage({ params }: Props) {
  const { token } = await params;
  // Over the limit, a right token answers 404 like a wrong one: a guesser learns nothing.
  if (!isWellFormedManageToken(token) || !(await allowBookingLookup(await headers()))) notFound();
  const row = await findByManageToken(await getDb(), token);
  if (!row) notFound();
  const review = await (await getDb()).review.findUnique({ where: { appointmentId: row.id }, select: { id: true } });
  const t = await getTranslations("BookingPage");
  const e = await getTranslations("Email");
  const day = calendarDay(row.preferredDate, row.timeZone);
  const open = OPEN_STATUSES.includes(row.status) && !row.anonymizedAt;
  const status = (["requested", "confirmed", "completed", "cancelled"] as const).find((value) => value === row.status) ?? "requested";
  const dateText = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  const frameLabel = (frame: string) => (frame === "8-12" || frame === "12-4" ? e(`timeFrames.${frame}`) : frame);
  const details: [string, string][] = [
    [t("service"), getCategory(row.category)?.title ?? row.category],
    ...(row.issue ? ([[t("issue"), row.issue]] as [string, string][]) : []),
    [t("date"), dateText],
    [t("window"), frameLabel(row.timeFrame)],
    [t("timeZone"), row.timeZone ?? "UTC"],
    [t("contractor"), row.contractorName ?? t("notAssigned")],
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
      <SiteHeader />
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
            {!row.anonymizedAt && row.status !== "cancelled" && (
              <div>
                <a href={`/appointments/${token}/calendar`} rel="noreferrer" className={buttonVariants({ variant: "outline" })} download>
                  {t("calendar")}
                </a>
              </div>
            )}
          </CardContent>
        </Card>
        <ClientMessages namespaces={["BookingPage", "ReviewForm", "Validation.review", "Toast"]}>
          <BookingActionsIsland
            token={token}
            open={open}
            anonymized={row.anonymizedAt !== null}
            timeFrames={TIME_FRAMES.map((value) => ({ value, label: frameLabel(value) }))}
            currentDate={day}
            currentTimeFrame={row.timeFrame}
          />
          {row.status === "completed" && (
            <Card>
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
