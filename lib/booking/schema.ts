import { z } from "zod";
import { isCategoryId } from "@/lib/catalog";

import { defaultLocale, locales } from "@/i18n/locales";
import { appointmentRequestSchema } from "@/lib/validation/appointment";
import { messageKey } from "@/i18n/validation-messages";
import { LOCATION_LABEL_MAX, roundCoordinate } from "./location";
import { usPhoneE164 } from "@/lib/sms/phone";
import { isIanaTimeZone } from "./time-zone";

export const TIME_ZONE_MESSAGE = messageKey("booking.timeZoneInvalid");

/** Optional; a blank value counts as absent. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .nullish()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || isIanaTimeZone(value), TIME_ZONE_MESSAGE);

/** Message keys of messages/en-US/validation.json. */
export const LOCATION_MESSAGES = {
  location: messageKey("booking.locationNotObject"),
  lat: messageKey("booking.locationLat"),
  lng: messageKey("booking.locationLng"),
  label: messageKey("booking.locationLabel", { max: LOCATION_LABEL_MAX }),
} as const;

/**
 * Optional: the homeowner's approximate location from the /schedule finder. Rounded to 0.01° (about 1 km) here
 * too, so a client that sends more precision still gets only that stored. A blank label counts as absent.
 */
export const bookingLocationSchema = z
  .object(
    {
      lat: z.number({ error: LOCATION_MESSAGES.lat }).min(-90, LOCATION_MESSAGES.lat).max(90, LOCATION_MESSAGES.lat).transform(roundCoordinate),
      lng: z.number({ error: LOCATION_MESSAGES.lng }).min(-180, LOCATION_MESSAGES.lng).max(180, LOCATION_MESSAGES.lng).transform(roundCoordinate),
      label: z
        .string({ error: LOCATION_MESSAGES.label })
        .trim()
        .max(LOCATION_LABEL_MAX, LOCATION_MESSAGES.label)
        .nullish()
        .transform((value) => value || undefined),
    },
    { error: LOCATION_MESSAGES.location },
  )
  .nullish()
  .transform((value) => value ?? undefined);

/**
 * The category must be a catalogue id: it names the trade in the operator's and the homeowner's mail (Subject line
 * included), so free text here would be attacker text in branded mail. Checked on the server only, so the form's
 * shared schema does not pull the catalogue into the browser.
 */
export const bookingCategorySchema = appointmentRequestSchema.shape.category.refine(
  (value): boolean => isCategoryId(value),
  messageKey("appointment.categoryUnknown"),
);

/** POST /api/appointments: the spec's request plus the browser's time zone and the approximate location. */
/** The page's language, stored with the booking (its emails, invite and booking page follow it); English if absent. */
export const bookingLocaleSchema = z.enum(locales, { error: messageKey("booking.localeInvalid") }).default(defaultLocale);

export const bookingRequestSchema = appointmentRequestSchema
  .extend({
    category: bookingCategorySchema,
    timeZone: timeZoneSchema,
    location: bookingLocationSchema,
    locale: bookingLocaleSchema,
  })
  // Texts go to US numbers only (10DLC); create.ts stores the number in E.164. Without opt-in the phone is free text, as before.
  .superRefine((request, context) => {
    if (request.smsOptIn && usPhoneE164(request.phone) === null) {
      context.addIssue({ code: "custom", path: ["phone"], message: messageKey("appointment.smsPhoneInvalid"), input: request.phone });
    }
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** A reschedule from the booking page: the form's own date and time-window rules. */
export const rescheduleSchema = appointmentRequestSchema.pick({ preferredDate: true, timeFrame: true });
export type Reschedule = z.output<typeof rescheduleSchema>;

export const APPOINTMENT_STATUSES = ["requested", "confirmed", "completed", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
