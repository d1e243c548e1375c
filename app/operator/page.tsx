import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { ConsoleHeader } from "@/components/operator/console-header";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { APPOINTMENT_STATUSES } from "@/lib/booking/schema";
import { calendarDay } from "@/lib/booking/snapshot";
import { categoryTitle, instantText, problemTitle, visitWindowText } from "@/lib/booking/words";
import { categories } from "@/lib/catalog";
import { getDb } from "@/lib/db";
import { requireOperatorPage } from "@/lib/operator/guard";
import { filtersQuery, PAGE_SIZE, parseFilters, whereOf } from "@/lib/operator/query";

export const dynamic = "force-dynamic";

// At 390 px the received time and the contractor give way (both are on the detail page), so the table fits
// the screen without scrolling sideways; at 1280 px every column shows.
const RECEIVED = "hidden md:table-cell";
const CONTRACTOR = "hidden lg:table-cell";
const COLUMNS = [
  { key: "colId", className: "" },
  { key: "colCreated", className: RECEIVED },
  { key: "colName", className: "" },
  { key: "colProblem", className: "" },
  { key: "colWhen", className: "" },
  { key: "colStatus", className: "" },
  { key: "colContractor", className: CONTRACTOR },
] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Appointments: filters (status, category, preferred date), search (name, email, phone), pages, CSV export. */
export default async function OperatorAppointmentsPage({ searchParams }: Props) {
  const operator = await requireOperatorPage();
  const t = await getTranslations("Operator");
  const filters = parseFilters(await searchParams);
  const prisma = await getDb();
  const where = whereOf(filters);
  const [total, rows] = await Promise.all([
    prisma.appointment.count({ where }),
    prisma.appointment.findMany({ where, orderBy: { id: "desc" }, skip: (filters.page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const query = filtersQuery(filters);
  return (
    <>
      <ConsoleHeader email={operator.email} />
      <main id="main" className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-8 [&>*]:min-w-0">
        <h1 className="text-2xl font-bold">{t("appointmentsHeading")}</h1>
        <form method="get" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end" aria-label={t("filters")}>
          <label className="grid gap-1 text-sm font-medium">
            {t("status")}
            <NativeSelect name="status" defaultValue={filters.status ?? ""}>
              <option value="">{t("anyStatus")}</option>
              {APPOINTMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t("category")}
            <NativeSelect name="category" defaultValue={filters.category ?? ""}>
              <option value="">{t("anyCategory")}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.title}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t("from")}
            <Input type="date" name="from" defaultValue={filters.from} />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t("to")}
            <Input type="date" name="to" defaultValue={filters.to} />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t("search")}
            <Input type="search" name="q" defaultValue={filters.q} />
          </label>
          <div className="flex gap-2">
            <button type="submit" className={buttonVariants()}>
              {t("apply")}
            </button>
            <a href={`/api/operator/appointments/export${query ? `?${query}` : ""}`} className={buttonVariants({ variant: "outline" })}>
              {t("exportCsv")}
            </a>
          </div>
        </form>
        <p role="status">{t("count", { count: total })}</p>
        <div className="relative min-w-0 overflow-x-auto" tabIndex={0} role="region" aria-label={t("appointmentsHeading")}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                {COLUMNS.map(({ key, className }) => (
                  <th key={key} scope="col" className={`px-2 py-2 font-semibold ${className}`}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-border">
                  <td className="px-2 py-2">
                    <Link href={`/operator/appointments/${row.id}`} className="font-medium text-primary underline underline-offset-4">
                      #{row.id}
                    </Link>
                  </td>
                  <td className={`px-2 py-2 ${RECEIVED}`}>{instantText(row.createdAt, row.timeZone)}</td>
                  <td className="px-2 py-2 break-words">{row.name}</td>
                  <td className="px-2 py-2">
                    {problemTitle(row.category, row.issue) ?? categoryTitle(row.category)}
                    {row.issue && <span className="block text-muted-foreground">{categoryTitle(row.category)}</span>}
                  </td>
                  <td className="px-2 py-2">{visitWindowText(calendarDay(row.preferredDate, row.timeZone), row.timeFrame, row.timeZone)}</td>
                  <td className="px-2 py-2">{row.status}</td>
                  <td className={`px-2 py-2 ${CONTRACTOR}`}>{row.contractorName ?? "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <nav aria-label={t("pageOf", { page: filters.page, pages })} className="flex items-center gap-4">
          {filters.page > 1 && (
            <Link href={`/operator?${filtersQuery(filters, filters.page - 1)}`} className="underline underline-offset-4">
              {t("previous")}
            </Link>
          )}
          <span>{t("pageOf", { page: filters.page, pages })}</span>
          {filters.page < pages && (
            <Link href={`/operator?${filtersQuery(filters, filters.page + 1)}`} className="underline underline-offset-4">
              {t("next")}
            </Link>
          )}
        </nav>
      </main>
    </>
  );
}
