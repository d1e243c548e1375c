import type { EventPayload, EventType } from "./events";

/**
 * What the homeowner should hear about one outbox event, whatever the channel: the email composer writes it out
 * (lib/dispatch/email/compose.ts), and a text-message channel reads the same notice. `key` names the words
 * (Email.homeowner.<key>Intro), `values` fill them, `link` says where the notification's link should open:
 * the booking page, its review form, or its thread. Null: nothing for the homeowner (an operator note, a webhook-only change).
 */
export interface HomeownerNotice {
  key: "created" | "cancelled" | "confirmed" | "completed" | "rescheduled" | "contractor" | "declined" | "timeProposed" | "onMyWay" | "message";
  values: Record<string, string | number>;
  link: "booking" | "review" | "thread";
}

export function homeownerNotice(type: EventType, payload: EventPayload): HomeownerNotice | null {
  const appointment = payload.appointment;
  if (!appointment || appointment.anonymized) return null;
  const details = payload.details ?? {};
  const proName = details.proName ?? appointment.proName ?? appointment.assignedContractor?.name ?? "";
  switch (type) {
    case "appointment.created":
      return { key: "created", values: {}, link: "booking" };
    case "appointment.cancelled":
      return { key: "cancelled", values: {}, link: "booking" };
    case "message.created":
      return payload.message && payload.message.authorRole !== "homeowner"
        ? { key: "message", values: { author: payload.message.authorRole }, link: "thread" }
        : null;
    case "appointment.updated":
      switch (payload.change) {
        case "confirmed":
          return { key: "confirmed", values: { name: proName }, link: "booking" };
        case "completed":
          return { key: "completed", values: {}, link: "review" };
        case "rescheduled":
          return { key: "rescheduled", values: {}, link: "booking" };
        case "contractor_assigned":
          return { key: "contractor", values: {}, link: "booking" };
        case "declined":
          return { key: "declined", values: {}, link: "booking" };
        case "time_proposed":
          return { key: "timeProposed", values: { date: details.date ?? "", timeFrame: details.timeFrame ?? "" }, link: "booking" };
        case "on_my_way":
          return { key: "onMyWay", values: { name: proName, minutes: details.etaMinutes ?? 0 }, link: "booking" };
        default:
          return null;
      }
    default:
      return null;
  }
}

/** The notification's link with its target: the review form and the thread are sections of the booking page. */
export function noticeUrl(manageUrl: string, notice: Pick<HomeownerNotice, "link">): string {
  return notice.link === "booking" ? manageUrl : `${manageUrl}#${notice.link}`;
}
