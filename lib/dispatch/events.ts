export const EVENT_TYPES = ["appointment.created", "appointment.updated", "appointment.cancelled", "review.created"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const CHANNELS = ["webhook", "email:homeowner", "email:operator", "sms:homeowner"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Why an appointment.updated was sent; the homeowner is emailed only for the changes that concern them. */
export type AppointmentChange = "confirmed" | "completed" | "rescheduled" | "contractor_assigned" | "notes" | "anonymized" | "details";

export const HOMEOWNER_EMAIL_CHANGES: ReadonlySet<string> = new Set(["confirmed", "rescheduled", "contractor_assigned", "completed"]);

/** The `data` of a webhook body and the input of every email. */
export interface EventPayload {
  change?: AppointmentChange;
  appointment?: import("@/lib/booking/snapshot").AppointmentSnapshot;
  review?: { id: number; rating: number; comment: string; appointmentId: number | null; createdAt: string };
  consoleUrl?: string;
  /** appointment.created: the attached photos, with absolute signed links valid for days (lib/photos/attach.ts). */
  photos?: import("@/lib/photos/attach").WebhookPhoto[];
}

/** Kept on the homeowner's deliveries (email, text) only until each is sent. */
export interface DeliverySecret {
  manageUrl?: string;
}
