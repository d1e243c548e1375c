import { TZDate } from "@date-fns/tz";
import { createEvent } from "ics";
import type { AppointmentSnapshot } from "./snapshot";

const WINDOW_HOURS: Record<string, [number, number]> = { "8-12": [8, 12], "12-4": [12, 16] };

/** The time window as two instants: the wall-clock hours on the picked day in the homeowner's zone (UTC if unknown). */
export function visitWindow(appointment: Pick<AppointmentSnapshot, "preferredDate" | "timeFrame" | "timeZone">): { start: Date; end: Date } {
  const [year, month, day] = appointment.preferredDate.split("-").map(Number);
  const [from, to] = WINDOW_HOURS[appointment.timeFrame] ?? [8, 12];
  const zone = appointment.timeZone ?? "UTC";
  return {
    start: new Date(new TZDate(year!, month! - 1, day!, from, 0, 0, zone).getTime()),
    end: new Date(new TZDate(year!, month! - 1, day!, to, 0, 0, zone).getTime()),
  };
}

export interface CalendarText {
  title: string;
  description: string;
  url?: string;
  organizerEmail?: string;
  productName: string;
}

/** An iCalendar file with one VEVENT for the preferred window (UTC instants, so every calendar shows local time). */
export function appointmentIcs(appointment: AppointmentSnapshot, text: CalendarText): string {
  const { start, end } = visitWindow(appointment);
  const { error, value } = createEvent({
    uid: `appointment-${appointment.id}@fixpilot`,
    productId: text.productName,
    title: text.title,
    description: text.description,
    url: text.url,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: appointment.status === "cancelled" ? "CANCELLED" : appointment.status === "confirmed" ? "CONFIRMED" : "TENTATIVE",
    method: appointment.status === "cancelled" ? "CANCEL" : "PUBLISH",
    // Calendars replace an invite with the same UID only when the sequence grows.
    sequence: Math.floor(Date.parse(appointment.updatedAt) / 1000),
  });
  if (error || !value) throw error ?? new Error("Could not build the calendar invite");
  return value;
}
