import { cookies } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { BookingPhotos } from "@/components/booking/booking-photos";
import { ConsoleHeader } from "@/components/operator/console-header";
import { ConsoleThread, ProLinkSection } from "@/components/operator/console-thread";
import { buttonVariants } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { siteConfig } from "@/config/site";
import { calendarDay, locationOf } from "@/lib/booking/snapshot";
import { categoryTitle, instantText, problemTitle, transcriptOf, visitWindowText } from "@/lib/booking/words";
import { describeCostEstimate, parseStoredCostEstimate } from "@/lib/costs/booking";
import { getDb } from "@/lib/db";
import { dispatchConfig } from "@/lib/dispatch/config";
import { contractorChoices } from "@/lib/operator/contractor-choices";
import { requireOperatorPage } from "@/lib/operator/guard";
import { noticeText } from "@/lib/operator/notice";
import { appointmentPhotoLinks } from "@/lib/photos/links";
import { PRO_LINK_COOKIE, proLinkFromCookie } from "@/lib/operator/pro-link-cookie";
import { hasActiveProLink } from "@/lib/thread/links";
import { listThread } from "@/lib/thread/messages";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const NEXT_STATUSES: Record<string, string[]> = { requested: ["confirmed", "cancelled"], confirmed: ["completed", "cancelled"] };

/** Every field, the diagnostic history, notes, status changes, contractor assignment and the delivery log. */
export default async function OperatorAppointmentPage({ params, searchParams }: Props) {
  const operator = await requireOperatorPage();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  const prisma = await getDb();
  const row = await prisma.appointment.findUnique({ where: { id } });
  if (!row) notFound();
  const t = await getTranslations("Operator");
  const error = noticeText(await searchParams);
  const location = locationOf(row);
  const [ranked, deliveries, photos, entries, linkActive] = await Promise.all([
    contractorChoices(prisma, row.category, location),
    prisma.outboxDelivery.findMany({
      where: { event: { appointmentId: id } },
      include: { event: { select: { type: true, id: true, createdAt: true } } },
      orderBy: { id: "asc" },
    }),
    appointmentPhotoLinks(prisma, id),
    listThread(prisma, id),
    hasActiveProLink(prisma, id),
  ]);
  const newProLink = proLinkFromCookie((await cookies()).get(PRO_LINK_COOKIE)?.value);
  const config = dispatchConfig();
  const gone = config.webhookUrl ? await prisma.webhookEndpointState.findUnique({ where: { url: config.webhookUrl } }) : null;
  const history = transcriptOf(row.diagnosticHistory);
  const values: Record<string, string> = {
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: categoryTitle(row.category),
    issue: problemTitle(row.category, row.issue) ?? "-",
    when: visitWindowText(calendarDay(row.preferredDate, row.timeZone), row.timeFrame, row.timeZone),
    // The language the homeowner booked in (their emails and booking page are in it).
    language: new Intl.DisplayNames("en-US", { type: "language" }).of(row.locale) ?? row.locale,
    location: location ? locationText(location) : "-",
    contractor: row.contractorName ?? "-",
    received: instantText(row.createdAt, row.timeZone),
    updated: instantText(row.updatedAt, row.timeZone),
    problemDescription: row.problemDescription,
    noteForPro: row.noteForPro ?? "-",
    costEstimate: describeStoredEstimate(row.costEstimate),
  };
  function describeStoredEstimate(value: unknown): string {
    const estimate = parseStoredCostEstimate(value);
    return estimate ? describeCostEstimate(estimate) : "-";
  }
  function locationText({ lat, lng, label }: { lat: number; lng: number; label?: string }): string {
    const coordinates = { lat: lat.toFixed(2), lng: lng.toFixed(2) };
    return label ? t("locationValue", { label, ...coordinates }) : t("locationCoordinates", coordinates);
  }
  const fields = Object.entries(values).map(([key, value]) => [key, t(`fieldLabels.${key as "status"}`), value] as const);
  return (
    <>
      <ConsoleHeader email={operator.email} />
      {/* Grid items may shrink below their content (min-w-0): wide tables scroll inside their region, never the page. */}
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-8 px-4 py-8 [&>*]:min-w-0">
        <Link href="/operator" className="underline underline-offset-4">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold">{t("detailHeading", { id })}</h1>
        {error && (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t("fields")}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {fields.map(([key, label, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]" data-testid={`field-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <BookingPhotos photos={photos} heading={t("photosHeading")} altText={(number, count) => t("photoAlt", { number, count })} />
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t("history")}</h2>
          {history.length === 0 ? (
            <p className="text-muted-foreground">{t("noHistory")}</p>
          ) : (
            <ol className="grid gap-1">
              {history.map((entry, index) => (
                <li key={index} className="whitespace-pre-line">
                  <strong>{entry.speaker === "assistant" ? t("historyAi", { product: siteConfig.name }) : t("historyUser")}:</strong> {entry.text}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t("changeStatus")}</h2>
          <div className="flex flex-wrap gap-2">
            {(NEXT_STATUSES[row.status] ?? []).map((status) => (
              <form key={status} method="post" action={`/api/operator/appointments/${id}`}>
                <input type="hidden" name="action" value="status" />
                <input type="hidden" name="value" value={status} />
                <button type="submit" className={buttonVariants({ variant: status === "cancelled" ? "outline" : "default" })}>
                  {t("markAs", { status })}
                </button>
              </form>
            ))}
            {!NEXT_STATUSES[row.status] && <p className="text-muted-foreground">{t("noStatusChange")}</p>}
          </div>
        </section>
        {NEXT_STATUSES[row.status] && !row.anonymizedAt && (
          <section className="grid gap-3">
            <h2 className="text-xl font-semibold">{t("assign")}</h2>
            <p id="contractor-order" className="text-sm text-muted-foreground">
              {location ? t("orderNearest") : t("orderNoLocation")}
            </p>
            <form method="post" action={`/api/operator/appointments/${id}`} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="action" value="assign" />
              <label className="grid w-full min-w-0 gap-1 text-sm font-medium sm:w-auto sm:max-w-xl">
                {t("contractorLabel")}
                <NativeSelect name="contractorId" aria-describedby="contractor-order" defaultValue={row.contractorId ?? ranked[0]?.contractor.placeId}>
                  {ranked.map(({ contractor, qualified, miles }) => (
                    <option key={contractor.placeId} value={contractor.placeId}>
                      {contractor.name} ({contractor.vicinity}){miles !== null ? ` - ${t("milesAway", { miles })}` : ""}
                      {qualified ? ` - ${t("qualified", { category: categoryTitle(row.category) })}` : ""}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <button type="submit" className={buttonVariants()}>
                {t("assignButton")}
              </button>
            </form>
          </section>
        )}
        <ProLinkSection id={id} proName={row.proName} active={linkActive} newLink={newProLink} anonymized={row.anonymizedAt !== null} />
        <ConsoleThread id={id} entries={entries} timeZone={row.timeZone} anonymized={row.anonymizedAt !== null} />
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t("notes")}</h2>
          <form method="post" action={`/api/operator/appointments/${id}`} className="grid gap-2">
            <input type="hidden" name="action" value="notes" />
            <Textarea name="notes" aria-label={t("notes")} defaultValue={row.operatorNotes ?? ""} rows={4} maxLength={5000} />
            <div>
              <button type="submit" className={buttonVariants({ variant: "outline" })}>
                {t("saveNotes")}
              </button>
            </div>
          </form>
        </section>
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t("deliveries")}</h2>
          {!config.webhookUrl && <p className="text-muted-foreground">{t("webhookNotConfigured")}</p>}
          {gone && (
            <p role="alert" className="font-medium text-destructive [overflow-wrap:anywhere]">
              {t("webhookGone", { url: gone.url, date: instantText(gone.goneAt, row.timeZone) })}
            </p>
          )}
          {deliveries.length === 0 ? (
            <p className="text-muted-foreground">{t("noDeliveries")}</p>
          ) : (
            // relative: the sr-only header inside is positioned against the region, so the region clips it too.
            <div className="relative min-w-0 overflow-x-auto" tabIndex={0} role="region" aria-label={t("deliveries")}>
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-border">
                    {(["colEvent", "colChannel", "colDelivery", "colAttempts", "colLast", "colNext"] as const).map((key) => (
                      <th key={key} scope="col" className="px-2 py-2">
                        {t(key)}
                      </th>
                    ))}
                    <th scope="col" className="px-2 py-2">
                      <span className="sr-only">{t("retryNow")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.map((delivery) => (
                    <tr key={delivery.id} className="border-b border-border" data-testid={`delivery-${delivery.channel}`}>
                      <td className="px-2 py-2">
                        {delivery.event.type}
                        <br />
                        <code className="text-xs">{delivery.event.id}</code>
                      </td>
                      <td className="px-2 py-2">{delivery.channel}</td>
                      <td className="px-2 py-2">{delivery.status}</td>
                      <td className="px-2 py-2">{delivery.attempts}</td>
                      <td className="px-2 py-2 break-words">{[delivery.lastStatus, delivery.lastError].filter((part) => part !== null).join(" ") || "-"}</td>
                      <td className="px-2 py-2">{delivery.status === "pending" ? instantText(delivery.nextAttemptAt, row.timeZone) : "-"}</td>
                      <td className="px-2 py-2">
                        {delivery.status === "dead" && (
                          <form method="post" action={`/api/operator/deliveries/${delivery.id}/retry`}>
                            <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
                              {t("retryNow")}
                            </button>
                          </form>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </main>
    </>
  );
}
