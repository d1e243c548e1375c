export const EVENT_TYPES = ["appointment.created", "appointment.updated", "appointment.cancelled", "review.created", "message.created"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const CHANNELS = ["webhook", "email:homeowner", "email:operator", "sms:homeowner"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Why an appointment.updated was sent; the homeowner is emailed only for the changes that concern them. */
export type AppointmentChange =
  | "confirmed"
  | "completed"
  | "rescheduled"
  | "contractor_assigned"
  | "notes"
  | "anonymized"
  | "details"
  /** The pro declined from the job page: back to requested, their link revoked. */
  | "declined"
  /** The pro proposed another time; the homeowner answers on their booking page. */
  | "time_proposed"
  | "proposal_refused"
  /** The pro is on the way (details.etaMinutes, and details.proName as recorded on Accept). */
  | "on_my_way"
  /** The operator revoked the pro's link and issued a new one (the webhook delivery carries the new proUrl). */
  | "pro_link_reissued"
  | "pro_link_revoked";

/** The changes that show in the booking's thread as timeline events (cancellations too). */
export const TIMELINE_CHANGES: ReadonlySet<string> = new Set([
  "confirmed",
  "completed",
  "rescheduled",
  "contractor_assigned",
  "declined",
  "time_proposed",
  "proposal_refused",
  "on_my_way",
  "cancelled",
]);

/** What the pro said with an action (the event's `data.details` and the timeline entry's data). */
export interface ChangeDetails {
  proName?: string;
  reason?: string;
  /** A proposed or new visit day, YYYY-MM-DD in the homeowner's zone, and its window. */
  date?: string;
  timeFrame?: string;
  etaMinutes?: number;
  notes?: string;
  /** The final price in US dollars, as the pro typed it. */
  finalPrice?: number;
}

/** A thread message as message.created carries it. */
export interface MessagePayload {
  id: number;
  authorRole: "homeowner" | "pro" | "operator";
  body: string;
  /** Photos' absolute signed links (valid for days, as the booking's in appointment.created); empty for a text-only message. */
  photos: string[];
  createdAt: string;
}

/** The `data` of a webhook body and the input of every email. */
export interface EventPayload {
  change?: AppointmentChange;
  details?: ChangeDetails;
  /** message.created: the message (author role, body, photos' signed links). */
  message?: MessagePayload;
  appointment?: import("@/lib/booking/snapshot").AppointmentSnapshot;
  review?: { id: number; rating: number; comment: string; appointmentId: number | null; createdAt: string };
  consoleUrl?: string;
  /** appointment.created: the attached photos, with absolute signed links valid for days (lib/photos/attach.ts). */
  photos?: import("@/lib/photos/attach").WebhookPhoto[];
}

/**
 * Kept on a delivery only until it is sent: the homeowner's deliveries' (email, text) booking link (manageUrl); the
 * webhook's and the operator email's job link for the pro (proUrl), merged into the webhook's `data` at send time.
 */
export interface DeliverySecret {
  manageUrl?: string;
  proUrl?: string;
}
