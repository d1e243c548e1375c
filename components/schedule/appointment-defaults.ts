import { addDays } from "date-fns";

import type { AppointmentFormInput } from "@/lib/validation/appointment";

import type { ScheduleQuery } from "./schedule-query";

/** Spec section 5: the form opens on a date two days ahead. */
export const DEFAULT_DATE_OFFSET_DAYS = 2;

export const defaultPreferredDate = (now = new Date()) => addDays(now, DEFAULT_DATE_OFFSET_DAYS);

/** Spec section 5 defaults: category and issue from the link, a date two days ahead, the morning slot. */
export function appointmentDefaults(query: Pick<ScheduleQuery, "categoryId" | "issueId">, now = new Date()): AppointmentFormInput {
  return {
    name: "",
    email: "",
    phone: "",
    category: query.categoryId ?? "",
    issue: query.issueId ?? "",
    noteForPro: "",
    preferredDate: defaultPreferredDate(now),
    timeFrame: "8-12",
    // Texts only when the homeowner ticks the box.
    smsOptIn: false,
  };
}
