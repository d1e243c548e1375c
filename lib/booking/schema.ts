import { z } from "zod";
import { appointmentRequestSchema } from "@/lib/validation/appointment";
import { isIanaTimeZone } from "./time-zone";

export const TIME_ZONE_MESSAGE = "timeZone must be an IANA time zone such as America/Chicago";

/** Optional; a blank value counts as absent. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .nullish()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isIanaTimeZone(value), TIME_ZONE_MESSAGE);

/** POST /api/appointments: the spec's request plus the browser's time zone. */
export const bookingRequestSchema = appointmentRequestSchema.extend({ timeZone: timeZoneSchema });
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** A reschedule from the booking page: the form's own date and time-window rules. */
export const rescheduleSchema = appointmentRequestSchema.pick({ preferredDate: true, timeFrame: true });
export type Reschedule = z.output<typeof rescheduleSchema>;

export const APPOINTMENT_STATUSES = ["requested", "confirmed", "completed", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
