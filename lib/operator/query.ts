import type { Prisma } from "@/lib/db/generated/client";
import { APPOINTMENT_STATUSES } from "@/lib/booking/schema";

export const PAGE_SIZE = 20;

export interface AppointmentFilters {
  status?: string;
  category?: string;
  /** Preferred date from/to, YYYY-MM-DD (inclusive). */
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: Params, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, 200) : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseFilters(params: Params): AppointmentFilters {
  const status = read(params, "status");
  const from = read(params, "from");
  const to = read(params, "to");
  const page = Number(read(params, "page") ?? "1");
  return {
    status: status && (APPOINTMENT_STATUSES as readonly string[]).includes(status) ? status : undefined,
    category: read(params, "category"),
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    q: read(params, "q"),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

export function whereOf(filters: AppointmentFilters): Prisma.AppointmentWhereInput {
  const where: Prisma.AppointmentWhereInput = {};
  if (filters.status) where.status = filters.status;
  if (filters.category) where.category = filters.category;
  if (filters.from || filters.to) {
    // A day's bookings start at its midnight anywhere in the US; a day of slack either side keeps them in.
    where.preferredDate = {
      ...(filters.from ? { gte: new Date(Date.parse(`${filters.from}T00:00:00Z`) - 12 * 3_600_000) } : {}),
      ...(filters.to ? { lt: new Date(Date.parse(`${filters.to}T00:00:00Z`) + 36 * 3_600_000) } : {}),
    };
  }
  if (filters.q) {
    const contains = { contains: filters.q, mode: "insensitive" as const };
    where.OR = [{ name: contains }, { email: contains }, { phone: contains }];
  }
  return where;
}

/** The filters as a query string, for page links and the CSV export. */
export function filtersQuery(filters: AppointmentFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["status", "category", "from", "to", "q"] as const) if (filters[key]) params.set(key, filters[key]);
  if (page && page > 1) params.set("page", String(page));
  return params.toString();
}
