import { categoryTitle, problemIdOf, problemTitle } from "@/lib/booking/words";
import { getDb } from "@/lib/db";
import { toCsv } from "@/lib/operator/csv";
import { withOperator } from "@/lib/operator/guard";
import { parseFilters, whereOf } from "@/lib/operator/query";

export const runtime = "nodejs";

// Ids and ISO times for spreadsheets and scripts; the catalogue's titles beside them for the person reading.
const COLUMNS = [
  "id",
  "createdAt",
  "status",
  "name",
  "email",
  "phone",
  "category",
  "categoryTitle",
  "problemId",
  "problem",
  "preferredDate",
  "timeFrame",
  "timeZone",
  "contractor",
  "operatorNotes",
  "problemDescription",
  "noteForPro",
  "photos",
] as const;

/** GET /api/operator/appointments/export?status=&category=&from=&to=&q=: the filtered appointments as CSV. */
export const GET = withOperator("GET /api/operator/appointments/export", async (request) => {
  const filters = parseFilters(new URL(request.url).searchParams);
  const rows = await (
    await getDb()
  ).appointment.findMany({ where: whereOf(filters), orderBy: { id: "asc" }, take: 50_000, include: { _count: { select: { photos: true } } } });
  const csv = toCsv(
    [...COLUMNS],
    rows.map((row) => [
      row.id,
      row.createdAt,
      row.status,
      row.name,
      row.email,
      row.phone,
      row.category,
      categoryTitle(row.category),
      problemIdOf(row.category, row.issue),
      problemTitle(row.category, row.issue),
      row.preferredDate,
      row.timeFrame,
      row.timeZone,
      row.contractorName,
      row.operatorNotes,
      row.problemDescription,
      row.noteForPro,
      row._count.photos,
    ]),
  );
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="appointments.csv"', "Cache-Control": "no-store" },
  });
});
