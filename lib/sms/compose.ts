import { siteConfig } from "@/config/site";
import { toAppLocale, type AppLocale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator";
import { visitWindowText } from "@/lib/booking/words";
import type { AppointmentSnapshot } from "@/lib/booking/snapshot";
import { serviceName } from "@/lib/dispatch/email/compose";
import type { EventPayload, EventType } from "@/lib/dispatch/events";
import { homeownerNotice, noticeUrl } from "@/lib/dispatch/homeowner-notice";

// The plain translator (i18n/translator.ts), not next-intl's server accessors: `npm run worker` composes texts under
// plain Node.

/** What a text says about one outbox event, and whether it may break the quiet hours. */
export interface ComposedText {
  body: string;
  /** On my way and cancellations go out at once; everything else waits for 8 am. */
  urgent: boolean;
}

/** What a text needs besides the event: the booking link (the delivery's secret) and whether it is the first text. */
export interface TextContext {
  manageUrl?: string;
  /** The first text to this booking says how to stop. */
  first: boolean;
}

type Kind = "created" | "confirmed" | "onMyWay" | "message" | "timeProposed" | "rescheduled" | "cancelled" | "completed";

/**
 * Which text an event makes, keyed by event type and change: the confirmation, Accept, On my way, a new message from
 * the other side, a time the pro proposed, reschedule, cancel and completed. Anything else (an operator's note, a contractor assigned, the
 * homeowner's own message) makes none.
 */
export function textKind(type: EventType | string, payload: EventPayload & { message?: { authorRole?: string } }): Kind | null {
  switch (type) {
    case "appointment.created":
      return "created";
    case "appointment.cancelled":
      return "cancelled";
    case "message.created":
      return payload.message && payload.message.authorRole !== "homeowner" ? "message" : null;
    case "appointment.updated":
      switch (payload.change as string | undefined) {
        case "confirmed":
          return "confirmed";
        case "on_my_way":
          return "onMyWay";
        case "time_proposed":
          return "timeProposed";
        case "rescheduled":
          return "rescheduled";
        case "completed":
          return "completed";
        default:
          return null;
      }
    default:
      return null;
  }
}

const URGENT: ReadonlySet<Kind> = new Set(["onMyWay", "cancelled"]);

/** The link a text carries: the booking page, or the section the email's link opens too (the review form, the thread). */
function linkFor(type: EventType | string, payload: EventPayload, manageUrl: string): string {
  const notice = homeownerNotice(type as EventType, payload);
  return notice ? noticeUrl(manageUrl, notice) : manageUrl;
}

/**
 * The text for an event, in the booking's language; null when the event makes none. Short (one or two SMS segments),
 * never a message's body (the thread holds it), always a way back to the booking.
 */
export function composeText(type: EventType | string, payload: EventPayload, context: TextContext): ComposedText | null {
  const appointment = payload.appointment;
  if (!appointment || appointment.anonymized) return null;
  const kind = textKind(type, payload);
  if (!kind) return null;
  const locale = toAppLocale(appointment.locale); // read back from a stored event payload
  const t = translatorFor(locale, "Sms");
  const details = payload.details ?? {};
  const proName = details.proName || appointment.proName || appointment.assignedContractor?.name || "";
  const when = whenText(appointment, locale);
  const line = (() => {
    switch (kind) {
      case "created":
        return t("created", { id: appointment.id, service: serviceName(appointment, locale), when });
      case "confirmed":
        return proName ? t("confirmed", { name: proName, id: appointment.id, when }) : t("confirmedNoName", { id: appointment.id, when });
      case "onMyWay": {
        const minutes = details.etaMinutes ?? 0;
        return proName ? t("onMyWay", { name: proName, minutes }) : t("onMyWayNoName", { minutes });
      }
      case "timeProposed":
        return t("timeProposed", { id: appointment.id, when: visitWindowText(details.date ?? "", details.timeFrame ?? "", appointment.timeZone, locale) });
      case "message":
        return t("message", {
          author: (payload as { message?: { authorRole?: string } }).message?.authorRole ?? "operator",
          id: appointment.id,
          product: siteConfig.name,
        });
      default:
        return t(kind, { id: appointment.id, when });
    }
  })();
  const parts = [
    `${t("brand", { product: siteConfig.name })}${line}`,
    context.manageUrl ? linkFor(type, payload, context.manageUrl) : t("noLink"),
    ...(context.first ? [t("stop")] : []),
  ];
  return { body: parts.join(" "), urgent: URGENT.has(kind) };
}

function whenText(appointment: AppointmentSnapshot, locale: AppLocale): string {
  return visitWindowText(appointment.preferredDate, appointment.timeFrame, appointment.timeZone, locale);
}

/** The replies to keywords and to texts we cannot place, in the language of the number's latest booking. */
export function replyText(key: "helpReply" | "stopReply" | "startReply" | "unknownReply" | "tooManyReply", locale: AppLocale): string {
  const t = translatorFor(locale, "Sms");
  return t(key, { product: siteConfig.name, email: siteConfig.supportEmail });
}
