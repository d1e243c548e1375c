import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { ConsoleHeader } from "@/components/operator/console-header";
import { buttonVariants } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { calendarDay, locationOf } from "@/lib/booking/snapshot";
import { getDb } from "@/lib/db";
import { dispatchConfig } from "@/lib/dispatch/config";
import { contractorChoices } from "@/lib/operator/contractor-choices";
import { requireOperatorPage } from "@/lib/operator/guard";

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
  const error = (await searchParams).error;
  const location = locationOf(row);
  const [ranked, deliveries] = await Promise.all([
    contractorChoices(prisma, row.category, location),
    prisma.outboxDelivery.findMany({
      where: { event: { appointmentId: id } },
      include: { event: { select: { type: true, id: true, createdAt: true } } },
      orderBy: { id: "asc" },
    }),
  ]);
  const config = dispatchConfig();
  const gone = config.webhookUrl ? await prisma.webhookEndpointState.findUnique({ where: { url: config.webhookUrl } }) : null;
  const history = Array.isArray(row.diagnosticHistory) ? (row.diagnosticHistory as { type: string; content: string }[]) : [];
  const values: Record<string, string> = {
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: row.category,
    issue: row.issue ?? "-",
    preferredDate: calendarDay(row.preferredDate, row.timeZone),
    timeFrame: row.timeFrame,
    timeZone: row.timeZone ?? "-",
    location: location ? locationText(location) : "-",
    contractor: row.contractorName ?? "-",
    received: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    problemDescription: row.problemDescription,
  };
  function locationText({ lat, lng, label }: { lat: number; lng: number; label?: string }): string {
    const coordinates = { lat: lat.toFixed(2), lng: lng.toFixed(2) };
    return label ? t("locationValue", { label, ...coordinates }) : t("locationCoordinates", coordinates);
  }
  const fields = Object.entries(values).map(([key, value]) => [key, t(`fieldLabels.${key as "status"}`), value] as const);
  return (
    <>
      <ConsoleHeader email={operator.email} />
      <main id="main" className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-8 px-4 py-8">
        <Link href="/operator" className="underline underline-offset-4">
          {t("back")}
        </Link>
        <h1 className="text-2xl font-bold">{t("detailHeading", { id })}</h1>
        {typeof error === "string" && (
          <p role="alert" className="font-medium text-destructive">
            {error.slice(0, 300)}
          </p>
        )}
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t("fields")}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {fields.map(([key, label, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="break-words whitespace-pre-line" data-testid={`field-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="grid gap-3">
          <h2 className="text-xl font-semibold">{t("history")}</h2>
          {history.length === 0 ? (
            <p className="text-muted-foreground">{t("noHistory")}</p>
          ) : (
            <ol className="grid gap-1">
              {history.map((entry, index) => (
                <li key={index} className="whitespace-pre-line">
                  <strong>{entry.type === "ai" ? t("historyAi") : t("historyUser")}:</strong> {entry.content}
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
              <label className="grid gap-1 text-sm font-medium">
                {t("contractorLabel")}
                <NativeSelect name="contractorId" aria-describedby="contractor-order" defaultValue={row.contractorId ?? ranked[0]?.contractor.placeId}>
                  {ranked.map(({ contractor, qualified, miles }) => (
                    <option key={contractor.placeId} value={contractor.placeId}>
                      {contractor.name} ({contractor.vicinity}){miles !== null ? ` - ${t("milesAway", { miles })}` : ""}
                      {qualified ? ` - ${t("qualified", { category: row.category })}` : ""}
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
            <p role="alert" className="font-medium text-destructive">
              {t("webhookGone", { url: gone.url, date: gone.goneAt.toISOString() })}
            </p>
          )}
          {deliveries.length === 0 ? (
            <p className="text-muted-foreground">{t("noDeliveries")}</p>
          ) : (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("deliveries")}>
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
                      <td className="px-2 py-2">{delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : "-"}</td>
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
