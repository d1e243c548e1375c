import { createTranslator } from "use-intl/core";
import { siteConfig } from "@/config/site";
import { appointmentIcs } from "@/lib/booking/calendar";
import type { AppointmentSnapshot } from "@/lib/booking/snapshot";
import { getCategory } from "@/lib/catalog";
import emailMessages from "@/messages/en/email.json";
import type { OutgoingEvent } from "../channel";

export interface ComposedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

const t = createTranslator({ locale: "en", messages: emailMessages, namespace: "Email" });

/** Text paragraphs; a `link` paragraph becomes an anchor in the HTML part. */
type Block = { text: string } | { heading: string } | { link: { label: string; url: string; text: string } };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
}

function render(blocks: Block[]): { text: string; html: string } {
  const text = blocks.map((block) => ("heading" in block ? block.heading : "link" in block ? block.link.text : block.text)).join("\n\n");
  const html = blocks
    .map((block) => {
      if ("heading" in block) return `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(block.heading)}</h2>`;
      if ("link" in block) return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`;
      return `<p style="white-space:pre-line">${escapeHtml(block.text)}</p>`;
    })
    .join("\n");
  return { text: `${text}\n`, html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${html}</body></html>` };
}

export function categoryName(id: string): string {
  return getCategory(id)?.title ?? id;
}

// Built once: a formatter costs far more to build than to use, and every email formats a date.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });

function longDate(appointment: AppointmentSnapshot): string {
  // preferredDate is a calendar day; noon UTC keeps it the same day whatever zone formats it.
  return LONG_DATE.format(new Date(`${appointment.preferredDate}T12:00:00Z`));
}

function windowLabel(timeFrame: string): string {
  return timeFrame === "8-12" || timeFrame === "12-4" ? t(`timeFrames.${timeFrame}`) : timeFrame;
}

function summary(appointment: AppointmentSnapshot): Block[] {
  const lines = [
    t("summary.reference", { id: appointment.id }),
    t("summary.service", { category: categoryName(appointment.category) }),
    ...(appointment.issue ? [t("summary.issue", { issue: appointment.issue })] : []),
    t("summary.date", { date: longDate(appointment) }),
    t("summary.window", { window: windowLabel(appointment.timeFrame), timeZone: appointment.timeZone ?? "UTC" }),
    t("summary.status", { status: statusLabel(appointment.status) }),
    ...(appointment.assignedContractor?.name ? [t("summary.contractor", { name: appointment.assignedContractor.name })] : []),
  ];
  return [{ heading: t("summary.heading") }, { text: lines.join("\n") }];
}

function statusLabel(status: string): string {
  return ["requested", "confirmed", "completed", "cancelled"].includes(status) ? t(`statuses.${status as "requested"}`) : status;
}

export function calendarAttachment(appointment: AppointmentSnapshot, manageUrl: string | undefined) {
  const category = categoryName(appointment.category);
  const ics = appointmentIcs(appointment, {
    title: t("homeowner.calendarTitle", { product: siteConfig.name, category }),
    description: t("homeowner.calendarDescription", { category, id: appointment.id }),
    url: manageUrl,
    productName: siteConfig.name,
  });
  return { filename: `appointment-${appointment.id}.ics`, content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" };
}

/** The homeowner's confirmation (appointment.created) or change email; null when there is nobody to write to. */
export function homeownerEmail(event: OutgoingEvent): ComposedEmail | null {
  const appointment = event.payload.appointment;
  if (!appointment || appointment.anonymized) return null;
  const product = siteConfig.name;
  const manageUrl = event.secret?.manageUrl;
  const subjects = { "appointment.created": "createdSubject", "appointment.cancelled": "cancelledSubject" } as const;
  const subjectKey = subjects[event.type as keyof typeof subjects] ?? "changedSubject";
  const intro =
    event.type === "appointment.created"
      ? t("homeowner.createdIntro", { product })
      : event.type === "appointment.cancelled"
        ? t("homeowner.cancelledIntro", { email: siteConfig.supportEmail })
        : t(`homeowner.${changeIntroKey(event.payload.change)}`);
  const blocks: Block[] = [
    { text: t("homeowner.greeting", { name: appointment.name }) },
    { text: intro },
    ...summary(appointment),
    ...(event.type === "appointment.created" ? [{ heading: t("homeowner.nextHeading") }, { text: t("homeowner.nextBody") }] : []),
    ...(event.type !== "appointment.cancelled" ? [{ heading: t("homeowner.safetyHeading") }, { text: t("homeowner.safetyBody") }] : []),
    manageUrl
      ? { link: { label: t("homeowner.manageLabel"), url: manageUrl, text: t("homeowner.manageLink", { url: manageUrl }) } }
      : { text: t("homeowner.manageLinkLater") },
    { text: t("homeowner.signOff", { product }) },
  ];
  const withInvite = event.type === "appointment.created" || event.payload.change === "rescheduled" || event.type === "appointment.cancelled";
  return {
    to: appointment.email,
    subject: t(`homeowner.${subjectKey}`, { product, id: appointment.id }),
    ...render(blocks),
    attachments: withInvite ? [calendarAttachment(appointment, manageUrl)] : undefined,
  };
}

function changeIntroKey(change: string | undefined) {
  switch (change) {
    case "confirmed":
      return "confirmedIntro" as const;
    case "completed":
      return "completedIntro" as const;
    case "contractor_assigned":
      return "contractorIntro" as const;
    default:
      return "rescheduledIntro" as const;
  }
}

/** The operator's new-request (or homeowner-cancelled) notice with the console link. */
export function operatorEmail(event: OutgoingEvent, operatorAddress: string): ComposedEmail | null {
  const appointment = event.payload.appointment;
  if (!appointment) return null;
  const cancelled = event.type === "appointment.cancelled";
  const blocks: Block[] = [
    { text: cancelled ? t("operator.cancelledIntro") : t("operator.createdIntro") },
    ...summary(appointment),
    { text: t("operator.contact", { name: appointment.name, email: appointment.email, phone: appointment.phone }) },
    ...(appointment.problemDescription ? [{ text: appointment.problemDescription }] : []),
    ...(event.payload.consoleUrl
      ? [{ link: { label: event.payload.consoleUrl, url: event.payload.consoleUrl, text: t("operator.consoleLink", { url: event.payload.consoleUrl }) } }]
      : []),
  ];
  return {
    to: operatorAddress,
    subject: cancelled
      ? t("operator.cancelledSubject", { id: appointment.id })
      : t("operator.createdSubject", { id: appointment.id, category: categoryName(appointment.category), date: longDate(appointment) }),
    ...render(blocks),
  };
}
