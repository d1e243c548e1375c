import { siteConfig } from "@/config/site";
import { appointmentIcs, inviteMethod } from "@/lib/booking/calendar";
import type { AppointmentSnapshot } from "@/lib/booking/snapshot";
import { defaultLocale, localeRegistry, toAppLocale, type AppLocale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator";
import { getCategory } from "@/lib/catalog";
import { describeCostEstimate } from "@/lib/costs/booking";
import { problemIdOf, problemTitle, transcriptOf, visitWindowText, type TranscriptLine } from "@/lib/booking/words";
import { overlayOf } from "@/lib/catalog/i18n/overlays";
import type { OutgoingEvent } from "../channel";
import { homeownerNotice, noticeUrl, type HomeownerNotice } from "../homeowner-notice";

export interface ComposedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

// The homeowner's emails and invite are in the language they booked in (the snapshot's locale); the operator's
// stay in English and name that language.
const translators = (locale: AppLocale) => translatorFor(locale, "Email");
type Translate = ReturnType<typeof translators>;
const t = translators(defaultLocale);

function bookingLocale(appointment: Pick<AppointmentSnapshot, "locale">): AppLocale {
  return toAppLocale(appointment.locale);
}

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

// The overlay's words read directly: `npm run worker` composes these emails under plain Node, where the
// server-only accessors of lib/catalog/i18n cannot load.
type OverlayCategories = Partial<Record<string, { title: string; problems: Partial<Record<string, { title: string }>> }>>;
const overlayCategories = (locale: AppLocale): OverlayCategories | undefined => overlayOf(locale)?.categories;

/**
 * The catalogue's title only, in the booking's language: a stored category that is not a catalogue id (a row from
 * before it was checked) is never echoed into mail.
 */
export function categoryName(id: string, locale: AppLocale = defaultLocale): string {
  const english = getCategory(id);
  if (!english) return translators(locale)("summary.otherService");
  return overlayCategories(locale)?.[english.id]?.title ?? english.title;
}

/** The catalogue problem's title in the booking's language; free text as typed; null for none. */
function problemName(appointment: Pick<AppointmentSnapshot, "category" | "issue">, locale: AppLocale): string | null {
  const problemId = problemIdOf(appointment.category, appointment.issue);
  if (!problemId) return appointment.issue ?? null;
  return overlayCategories(locale)?.[appointment.category]?.problems[problemId]?.title ?? problemTitle(appointment.category, problemId);
}

/**
 * "Leaky Faucet (Plumbing)" from the catalogue's titles only: text a client typed (an unknown category, a free-text
 * issue) never reaches a subject line or a calendar invite.
 */
export function serviceName(appointment: Pick<AppointmentSnapshot, "category" | "issue">, locale: AppLocale = defaultLocale): string {
  const category = categoryName(appointment.category, locale);
  return problemIdOf(appointment.category, appointment.issue) ? `${problemName(appointment, locale)} (${category})` : category;
}

/** "Tue, Dec 1 · 8:00 AM–12:00 PM (Central)": the picked day and window in the homeowner's zone and language. */
function visitWhen(appointment: AppointmentSnapshot, locale: AppLocale = defaultLocale): string {
  return visitWindowText(appointment.preferredDate, appointment.timeFrame, appointment.timeZone, locale);
}

function summary(appointment: AppointmentSnapshot, locale: AppLocale = defaultLocale): Block[] {
  const tl = translators(locale);
  const lines = [
    tl("summary.reference", { id: appointment.id }),
    tl("summary.service", { category: categoryName(appointment.category, locale) }),
    ...(appointment.issue ? [tl("summary.issue", { issue: problemName(appointment, locale) ?? appointment.issue })] : []),
    tl("summary.when", { when: visitWhen(appointment, locale) }),
    tl("summary.status", { status: statusLabel(appointment.status, tl) }),
    ...(appointment.assignedContractor?.name ? [tl("summary.contractor", { name: appointment.assignedContractor.name })] : []),
  ];
  return [{ heading: tl("summary.heading") }, { text: lines.join("\n") }];
}

function statusLabel(status: string, tl: Translate): string {
  return ["requested", "confirmed", "completed", "cancelled"].includes(status) ? tl(`statuses.${status as "requested"}`) : status;
}

/** The invite in the language the homeowner booked in. */
export function calendarAttachment(appointment: AppointmentSnapshot, manageUrl: string | undefined) {
  const locale = bookingLocale(appointment);
  const t = translators(locale);
  // "Leaky Faucet (Plumbing)": the calendar entry names the problem, not its id.
  const category = serviceName(appointment, locale);
  const ics = appointmentIcs(appointment, {
    title: t("homeowner.calendarTitle", { product: siteConfig.name, category }),
    description: t("homeowner.calendarDescription", { category, id: appointment.id }),
    url: manageUrl,
    productName: siteConfig.name,
  });
  return { filename: `appointment-${appointment.id}.ics`, content: ics, contentType: `text/calendar; charset=utf-8; method=${inviteMethod(appointment)}` };
}

/** The homeowner's confirmation (appointment.created), change or new-message email; null when there is nobody to write to. */
export function homeownerEmail(event: OutgoingEvent): ComposedEmail | null {
  const appointment = event.payload.appointment;
  if (!appointment || appointment.anonymized) return null;
  // An appointment.updated whose change the homeowner need not hear of keeps the words it always had.
  const notice: HomeownerNotice | null =
    homeownerNotice(event.type, event.payload) ?? (event.type === "appointment.updated" ? { key: "rescheduled", values: {}, link: "booking" } : null);
  if (!notice) return null;
  const locale = bookingLocale(appointment);
  const t = translators(locale);
  const product = siteConfig.name;
  const manageUrl = event.secret?.manageUrl;
  const subjectKey =
    event.type === "appointment.created"
      ? "createdSubject"
      : event.type === "appointment.cancelled"
        ? "cancelledSubject"
        : event.type === "message.created"
          ? "messageSubject"
          : "changedSubject";
  const blocks: Block[] = [
    { text: t("homeowner.greeting", { name: appointment.name }) },
    { text: noticeIntro(notice, appointment, t, locale) },
    ...summary(appointment, locale),
    ...(event.type === "appointment.created" ? [{ heading: t("homeowner.nextHeading") }, { text: t("homeowner.nextBody") }] : []),
    ...(event.type !== "appointment.cancelled" ? [{ heading: t("homeowner.safetyHeading") }, { text: t("homeowner.safetyBody") }] : []),
    manageUrl ? noticeLink(notice, manageUrl, t) : { text: t("homeowner.manageLinkLater") },
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

/** The notice's words: never the message's own text, which stays behind the link. */
function noticeIntro(notice: HomeownerNotice, appointment: AppointmentSnapshot, t: Translate, locale: AppLocale): string {
  const product = siteConfig.name;
  const text = (value: string | number | undefined) => String(value ?? "");
  switch (notice.key) {
    case "created":
      return t("homeowner.createdIntro", { product });
    case "cancelled":
      return t("homeowner.cancelledIntro", { email: siteConfig.supportEmail });
    case "confirmed":
      return notice.values.name ? t("homeowner.confirmedByIntro", { name: text(notice.values.name) }) : t("homeowner.confirmedIntro");
    case "completed":
      return t("homeowner.completedIntro");
    case "contractor":
      return t("homeowner.contractorIntro");
    case "declined":
      return t("homeowner.declinedIntro");
    case "timeProposed":
      return t("homeowner.timeProposedIntro", {
        when: visitWindowText(text(notice.values.date), text(notice.values.timeFrame), appointment.timeZone, locale),
      });
    case "onMyWay":
      return t("homeowner.onMyWayIntro", { name: text(notice.values.name) || "none", minutes: Number(notice.values.minutes) });
    case "message":
      return t("homeowner.messageIntro", { author: text(notice.values.author), product });
    default:
      return t("homeowner.rescheduledIntro");
  }
}

function noticeLink(notice: HomeownerNotice, manageUrl: string, t: Translate): Block {
  const url = noticeUrl(manageUrl, notice);
  if (notice.link === "review") return { link: { label: t("homeowner.reviewLabel"), url, text: t("homeowner.reviewLink", { url }) } };
  if (notice.link === "thread") return { link: { label: t("homeowner.messageLabel"), url, text: t("homeowner.messageLink", { url }) } };
  return { link: { label: t("homeowner.manageLabel"), url, text: t("homeowner.manageLink", { url }) } };
}

/** How many photos the homeowner attached, linking to the console page that shows them (never the photos' own links). */
function photosBlock(payload: OutgoingEvent["payload"]): Block[] {
  const count = payload.photos?.length ?? 0;
  if (count === 0 || !payload.consoleUrl) return [];
  const url = payload.consoleUrl;
  return [{ link: { label: t("operator.photosLink", { count }), url, text: t("operator.photos", { count, url }) } }];
}

/** The operator's new-request (or homeowner-cancelled) notice with the console link. */
export function operatorEmail(event: OutgoingEvent, operatorAddress: string): ComposedEmail | null {
  const appointment = event.payload.appointment;
  if (!appointment) return null;
  const cancelled = event.type === "appointment.cancelled";
  const declined = event.payload.change === "declined";
  const proUrl = event.secret?.proUrl;
  const blocks: Block[] = [
    {
      text: cancelled
        ? t("operator.cancelledIntro")
        : declined
          ? t("operator.declinedIntro", { reason: event.payload.details?.reason ?? "-" })
          : t("operator.createdIntro"),
    },
    ...summary(appointment),
    { text: t("operator.language", { language: localeRegistry[bookingLocale(appointment)].englishName }) },
    { text: t("operator.contact", { name: appointment.name, email: appointment.email, phone: appointment.phone }) },
    ...whatTheHomeownerSaid(appointment),
    ...photosBlock(event.payload),
    ...(appointment.costEstimate ? [{ text: t("operator.costEstimate", { estimate: describeCostEstimate(appointment.costEstimate) }) }] : []),
    ...(proUrl ? [{ link: { label: t("operator.proLinkLabel"), url: proUrl, text: t("operator.proLink", { url: proUrl }) } }] : []),
    ...(event.payload.consoleUrl
      ? [{ link: { label: event.payload.consoleUrl, url: event.payload.consoleUrl, text: t("operator.consoleLink", { url: event.payload.consoleUrl }) } }]
      : []),
  ];
  return {
    to: operatorAddress,
    subject: cancelled
      ? t("operator.cancelledSubject", { id: appointment.id })
      : declined
        ? t("operator.declinedSubject", { id: appointment.id })
        : t("operator.createdSubject", { id: appointment.id, category: serviceName(appointment), date: visitWhen(appointment) }),
    ...render(blocks),
  };
}

/**
 * The chat as a transcript (Homeowner / FixPilot), or the stored problemDescription when there was no chat (a
 * direct booking, or one made through the API with its own description); then the note for the pro, its own field.
 */
function whatTheHomeownerSaid(appointment: AppointmentSnapshot): Block[] {
  const transcript = transcriptOf(appointment.diagnosticHistory);
  const note = appointment.noteForPro ? [{ heading: t("operator.noteHeading") }, { text: appointment.noteForPro }] : [];
  if (transcript.length === 0) {
    return [...(appointment.problemDescription ? [{ heading: t("operator.descriptionHeading") }, { text: appointment.problemDescription }] : []), ...note];
  }
  const speaker = (line: TranscriptLine) =>
    line.speaker === "homeowner" ? t("operator.speakerHomeowner") : t("operator.speakerAssistant", { product: siteConfig.name });
  return [{ heading: t("operator.conversationHeading") }, { text: transcript.map((line) => `${speaker(line)}: ${line.text}`).join("\n") }, ...note];
}
