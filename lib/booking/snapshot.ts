import { toAppLocale, type AppLocale } from "@/i18n/locales";
import { linkUrl } from "@/config/site";
import type { Appointment } from "@/lib/db/generated/client";
import { parseStoredCostEstimate, type StoredCostEstimate } from "@/lib/costs/booking";
import { dateFormat } from "./date-formats";
import type { BookingLocation } from "./location";
import { problemIdOf } from "./words";

/** What a contractor's dispatch system receives about an appointment (the webhook's `data.appointment`). */
export interface AppointmentSnapshot {
  id: number;
  status: string;
  name: string;
  email: string;
  phone: string;
  /** The catalogue's category id ("plumbing"). */
  category: string;
  /** The problem as the booking named it (the form sends the catalogue title). */
  issue: string | null;
  /** The catalogue's problem id ("leaky-faucet") when `issue` names a catalogue problem. */
  problemId: string | null;
  problemDescription: string;
  /** The homeowner's note for the pro from the booking form (access, pets, parking), null when none. */
  noteForPro: string | null;
  diagnosticHistory: unknown;
  /** The calendar day the homeowner picked, YYYY-MM-DD in their time zone. */
  preferredDate: string;
  timeFrame: string;
  timeZone: string | null;
  /** The homeowner's approximate location (0.01°, about 1 km) when the booking form knew it; null otherwise. */
  location: BookingLocation | null;
  assignedContractor: { id: string; name: string | null } | null;
  /** The name the pro accepted under on their job page; null until then (and after a decline). */
  proName?: string | null;
  /** The cost estimate shown for the booked problem, as stored at booking; null without one. */
  costEstimate: StoredCostEstimate | null;
  anonymized: boolean;
  /** The language the homeowner booked in ("en-US", "es-US"), so the pro knows. */
  locale: AppLocale;
  createdAt: string;
  updatedAt: string;
}

const OPERATOR_APPOINTMENTS_PATH = "/operator/appointments/";

export function operatorAppointmentPath(id: number): string {
  return `${OPERATOR_APPOINTMENTS_PATH}${id}`;
}

export function snapshotOf(row: Appointment): AppointmentSnapshot {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: row.category,
    issue: row.issue,
    problemId: problemIdOf(row.category, row.issue),
    problemDescription: row.problemDescription,
    noteForPro: row.noteForPro,
    diagnosticHistory: row.diagnosticHistory,
    preferredDate: calendarDay(row.preferredDate, row.timeZone),
    timeFrame: row.timeFrame,
    timeZone: row.timeZone,
    location: locationOf(row),
    assignedContractor: row.contractorId ? { id: row.contractorId, name: row.contractorName } : null,
    proName: row.proName,
    costEstimate: parseStoredCostEstimate(row.costEstimate),
    anonymized: row.anonymizedAt !== null,
    locale: toAppLocale(row.locale),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored approximate location, or null when the booking had none (or it was erased). */
export function locationOf(row: Pick<Appointment, "locationLat" | "locationLng" | "locationLabel">): BookingLocation | null {
  if (row.locationLat === null || row.locationLng === null) return null;
  return { lat: row.locationLat, lng: row.locationLng, ...(row.locationLabel ? { label: row.locationLabel } : {}) };
}

/**
 * The form sends the picked day as the homeowner's local midnight; read back in their zone it is that day again.
 * Without a zone we fall back to UTC, which is the same day for every US zone (midnight there is daytime in UTC).
 */
export function calendarDay(date: Date, timeZone: string | null): string {
  return dateFormat("en-CA", { timeZone: timeZone ?? "UTC", year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

export function consoleUrl(id: number): string {
  return linkUrl(operatorAppointmentPath(id));
}

/** consoleUrl without the id, for SQL that appends the id the database just assigned. */
export function consoleUrlPrefix(): string {
  return linkUrl(OPERATOR_APPOINTMENTS_PATH);
}
