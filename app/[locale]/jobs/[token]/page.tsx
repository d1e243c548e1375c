import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { BookingConversation } from "@/components/booking/booking-conversation";
import { BookingPhotos } from "@/components/booking/booking-photos";
import { SiteHeader } from "@/components/layout/site-header";
import { ClientMessages } from "@/components/providers/client-messages";
import { JobActionForms } from "@/components/thread/job-action-forms";
import { ThreadPanel } from "@/components/thread/thread-panel";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { siteConfig } from "@/config/site";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { OPEN_STATUSES } from "@/lib/booking/change";
import { localizedServiceWords } from "@/lib/booking/localized-words";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { calendarDay } from "@/lib/booking/snapshot";
import { isWellFormedManageToken } from "@/lib/booking/token";
import { visitWindowText } from "@/lib/booking/words";
import { getDb } from "@/lib/db";
import { appointmentPhotoLinks } from "@/lib/photos/links";
import { isAcceptedByPro } from "@/lib/thread/job-actions";
import { findByLink } from "@/lib/thread/links";
import { listThread } from "@/lib/thread/messages";
import { JOB_ACTIONS } from "@/lib/thread/schema";
import { parseMessageKey } from "@/i18n/validation-messages";
import { TIME_FRAMES } from "@/lib/validation/appointment";

export const dynamic = "force-dynamic";

type Props = LocaleParams<{ token: string }> & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("JobPage");
  return {
    title: t("title"),
    description: t("metaDescription", { product: siteConfig.name }),
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

/**
 * The pro's job page, reached only through the job link (proUrl). Reading it changes nothing (mail scanners open links);
 * every action is a POST from a button. The homeowner's contact details show only after the pro accepted.
 */
export default async function JobPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  if (!isWellFormedManageToken(token) || !(await allowBookingLookup(await headers()))) notFound();
  const prisma = await getDb();
  const row = await findByLink(prisma, token, "pro");
  if (!row) notFound();
  const [photos, entries] = await Promise.all([appointmentPhotoLinks(prisma, row.id), listThread(prisma, row.id)]);
  const t = await getTranslations("JobPage");
  const e = await getTranslations("Email");
  const notice = await noticeText(await searchParams);
  const day = calendarDay(row.preferredDate, row.timeZone);
  const service = localizedServiceWords(row.category, row.issue, locale);
  const accepted = isAcceptedByPro(row);
  const open = OPEN_STATUSES.includes(row.status) && !row.anonymizedAt;
  const status = (["requested", "confirmed", "completed", "cancelled"] as const).find((value) => value === row.status) ?? "requested";
  const frameLabel = (frame: string) => (frame === "8-12" || frame === "12-4" ? e(`timeFrames.${frame}`) : frame);
  const details: [string, string][] = [
    [t("service"), service.category],
    ...(service.problem ? ([[t("issue"), service.problem]] as [string, string][]) : []),
    [t("when"), visitWindowText(day, row.timeFrame, row.timeZone, locale)],
    [t("area"), row.locationLabel ?? t("areaUnknown")],
  ];
  const contact: [string, string][] = [
    [t("name"), row.name],
    [t("phone"), row.phone],
    [t("email"), row.email],
  ];
  return (
    <>
      <SiteHeader path={`/jobs/${token}`} />
      <main id="main" className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-8 px-4 py-12">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("heading", { id: row.id, service: service.problem ?? service.category })}</h1>
          <p className="text-muted-foreground">{t("intro")}</p>
        </div>
        {notice && (
          <p role="status" className="rounded-md border border-border p-3 font-medium" data-testid="job-notice">
            {notice}
          </p>
        )}
        <Card>
          <CardHeader>
            <CardTitle>{t("problem")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p>
              <span className="font-semibold">{t("statusLabel")}: </span>
              <span data-testid="job-status">{t(`statuses.${status}`)}</span>
              {accepted && row.proName && <span className="text-muted-foreground"> · {t("acceptedBy", { name: row.proName })}</span>}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {details.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium">{label}</dt>
                  <dd className="break-words text-muted-foreground">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted-foreground">
              {t("language", { language: new Intl.DisplayNames(locale, { type: "language" }).of(row.locale) ?? row.locale })}
            </p>
            <BookingPhotos photos={photos} heading={t("photosHeading")} altText={(number, count) => t("photoAlt", { number, count })} headingLevel="h3" />
            <p className="text-sm font-medium">{t("safety")}</p>
          </CardContent>
        </Card>
        {!row.anonymizedAt && <BookingConversation history={row.diagnosticHistory} note={row.noteForPro} />}
        <Card>
          <CardHeader>
            <CardTitle>{t("contact")}</CardTitle>
          </CardHeader>
          <CardContent>
            {accepted && !row.anonymizedAt ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2" data-testid="job-contact">
                {contact.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium">{label}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-muted-foreground">{t("contactHidden")}</p>
            )}
          </CardContent>
        </Card>
        {row.proposedDate && row.proposedTimeFrame && (
          <p className="text-muted-foreground">
            {t("proposalPending", { when: visitWindowText(calendarDay(row.proposedDate, row.timeZone), row.proposedTimeFrame, row.timeZone, locale) })}
          </p>
        )}
        {open ? (
          <JobActionForms
            token={token}
            locale={locale}
            accepted={accepted}
            contractorName={row.contractorName}
            timeFrames={TIME_FRAMES.map((value) => ({ value, label: frameLabel(value) }))}
            today={new Date().toISOString().slice(0, 10)}
          />
        ) : (
          <p className="text-muted-foreground">{row.anonymizedAt ? t("erased") : t("closed", { status: row.status })}</p>
        )}
        {!row.anonymizedAt && (
          <ClientMessages namespaces={["Thread", "Photos"]}>
            <ThreadPanel token={token} as="pro" locale={locale} initialEntries={entries} product={siteConfig.name} />
          </ClientMessages>
        )}
      </main>
    </>
  );
}

/** The outcome the page's address names after a form POST: only known keys, never text from the address. */
async function noticeText(query: Record<string, string | string[] | undefined>): Promise<string | null> {
  const t = await getTranslations("JobPage");
  const done = query.done;
  if (typeof done === "string" && (JOB_ACTIONS as readonly string[]).includes(done)) return t(`done.${done as (typeof JOB_ACTIONS)[number]}`);
  const error = query.error;
  if (typeof error !== "string") return null;
  const api = await getTranslations("Api.thread");
  const apiKey = error.startsWith("thread.") ? error.slice("thread.".length) : "";
  const status = typeof query.status === "string" && ["completed", "cancelled"].includes(query.status) ? query.status : "other";
  if (["closed", "erased", "alreadyAccepted", "notAccepted", "proNameRequired", "noProposal", "datePast"].includes(apiKey)) {
    return api(apiKey as "closed", { status });
  }
  const parsed = parseMessageKey(error);
  const validation = await getTranslations("Validation");
  if (!parsed || !validation.has(parsed.key)) return null;
  const values = Object.fromEntries(Object.entries(parsed.values ?? {}).map(([key, value]) => [key, typeof value === "number" ? value : Number(value) || 0]));
  return validation(parsed.key, values);
}
