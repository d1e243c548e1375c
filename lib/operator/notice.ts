import { apiText } from "@/lib/api/texts";
import { APPOINTMENT_STATUSES } from "@/lib/booking/schema";
import type { BookingStateError } from "@/lib/booking/change";

// The console's detail page explains a refused change from its address (a 303 back from the form's POST). The
// address names a message key and its values, never text: anyone can send an operator a link, and text from it
// would be shown as the console's own words.
const NOTICE_KEYS = ["booking.erased", "booking.closed", "booking.transition", "booking.alreadyErased"] as const;
type NoticeKey = (typeof NOTICE_KEYS)[number];

// Every value a notice may carry, by name; a value outside these words voids the notice.
const NOTICE_VALUES: Record<string, readonly string[]> = {
  action: ["cancel", "reschedule", "assign"],
  status: APPOINTMENT_STATUSES,
  from: APPOINTMENT_STATUSES,
  to: APPOINTMENT_STATUSES,
};

/** The query string (without "?") that names a refused change for the detail page. */
export function noticeQuery(error: BookingStateError): string {
  return new URLSearchParams({ error: error.key, ...error.values }).toString();
}

/** The text a detail page's address names, or null for anything but a known key with known values. */
export function noticeText(searchParams: Record<string, string | string[] | undefined>): string | null {
  const key = searchParams.error;
  if (typeof key !== "string" || !(NOTICE_KEYS as readonly string[]).includes(key)) return null;
  const values: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(NOTICE_VALUES)) {
    const value = searchParams[name];
    if (value === undefined) continue;
    if (typeof value !== "string" || !allowed.includes(value)) return null;
    values[name] = value;
  }
  try {
    return apiText(key as NoticeKey, values);
  } catch {
    // A key whose values are missing.
    return null;
  }
}
