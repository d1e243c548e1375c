import type { Appointment, Prisma, PrismaClient, ThreadEntry } from "@/lib/db/generated/client";
import { consoleUrl, snapshotOf } from "@/lib/booking/snapshot";
import type { ChangeDetails, MessagePayload } from "@/lib/dispatch/events";
import { enqueueEvent } from "@/lib/dispatch/outbox";
import { toAppLocale, type AppLocale } from "@/i18n/locales";
import { countMessage } from "./access";
import { homeownerDeliveries } from "./homeowner-deliveries";
import { hasActiveProLink, notificationUrl } from "./links";
import { publishThreadChange } from "./live";
import { attachThreadPhotos, threadPhotoLinks, type ThreadPhotoUpload } from "./photos";
import type { PhotoLink } from "@/lib/photos/links";
import type { LinkSide, ThreadAuthor } from "./schema";
import { translateForThread, translatorFromEnv, type MessageTranslator, type StoredTranslation } from "./translate";

/** A thread entry as pages, the polling route and the stream send it. */
export interface ThreadEntryView {
  id: number;
  kind: "message" | "event";
  author: ThreadAuthor;
  body: string;
  /** An event's change and details; a message's machine translation, when a model made one. */
  data: (ChangeDetails & { change?: string; translation?: StoredTranslation }) | null;
  /** A message's photos, or a completed event's after-photos: thumbnails and full images behind links signed now. */
  photos: PhotoLink[];
  createdAt: string;
}

/** Entries sent at once at most; a page that fell further behind asks again after the last one. */
export const THREAD_PAGE_SIZE = 200;

export function entryView(entry: ThreadEntry, photos: PhotoLink[] = []): ThreadEntryView {
  return {
    id: entry.id,
    kind: entry.kind === "event" ? "event" : "message",
    author: entry.author as ThreadAuthor,
    body: entry.body,
    data: (entry.data as ThreadEntryView["data"]) ?? null,
    photos,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Entries as views, each with its photos' freshly signed links. */
export async function entryViews(prisma: PrismaClient, rows: readonly ThreadEntry[]): Promise<ThreadEntryView[]> {
  const photos = await threadPhotoLinks(
    prisma,
    rows.map((row) => row.id),
  );
  return rows.map((row) => entryView(row, photos.get(row.id)));
}

/** The booking's entries after `after` (an entry id), oldest first. */
export async function listThread(prisma: PrismaClient, appointmentId: number, after = 0): Promise<ThreadEntryView[]> {
  const rows = await prisma.threadEntry.findMany({ where: { appointmentId, id: { gt: after } }, orderBy: { id: "asc" }, take: THREAD_PAGE_SIZE });
  return entryViews(prisma, rows);
}

/**
 * Stores a message and its message.created event in one transaction, then wakes the pages open on the thread.
 * The webhook always gets the event (with a fresh job link for the pro while their links are not revoked); the
 * homeowner is emailed and, with opt-in, texted, with a fresh link to their booking page, when someone else wrote.
 * Emails and texts never carry the message's text, only that there is one.
 */
export async function postMessage(
  prisma: PrismaClient,
  appointment: Appointment,
  author: ThreadAuthor,
  body: string,
  translation: StoredTranslation | null = null,
  photos: ThreadPhotoUpload | null = null,
): Promise<ThreadEntryView> {
  const entry = await prisma.$transaction(async (tx) => {
    const created = await tx.threadEntry.create({
      data: { appointmentId: appointment.id, kind: "message", author, body, ...(translation ? { data: { translation: { ...translation } } } : {}) },
    });
    // Up to 6 photos, each the writer's own unattached upload; a refused one rolls the whole message back.
    const photoLinks = photos ? (await attachThreadPhotos(tx, appointment.id, created.id, photos)).map((photo) => photo.url) : [];
    const message: MessagePayload = { id: created.id, authorRole: author, body, photos: photoLinks, createdAt: created.createdAt.toISOString() };
    const payload = { message, appointment: snapshotOf(appointment), consoleUrl: consoleUrl(appointment.id) };
    // The other side's message reaches the homeowner by email and, with opt-in, by text: a link, never the body.
    const homeowner = await homeownerDeliveries(tx, appointment, "message.created", payload);
    await enqueueEvent(tx, {
      type: "message.created",
      appointmentId: appointment.id,
      payload,
      channels: ["webhook", ...homeowner.channels],
      homeownerSecret: homeowner.homeownerSecret,
      proSecret: await proSecretFor(tx, appointment),
    });
    return created;
  });
  await publishThreadChange(appointment.id);
  return (await entryViews(prisma, [entry]))[0];
}

async function proSecretFor(tx: Prisma.TransactionClient, appointment: Appointment) {
  if (!(await hasActiveProLink(tx, appointment.id))) return undefined;
  return { proUrl: await notificationUrl(tx, appointment, "pro") };
}

export interface IncomingMessage {
  author: LinkSide;
  body: string;
  /** Whose limit the message counts against: the link's token, or the phone number a text came from. */
  sender: string;
  /** The writer's page language (the pro's); a homeowner writes in the booking's. Also the language of a 429. */
  locale: AppLocale;
  /** Photos the writer uploaded through POST /api/photos (none for a text message). */
  photos?: ThreadPhotoUpload | null;
}

/**
 * A message from the homeowner or the pro, however it arrived (their page's message box, or a text to our number): counted
 * against the sender's per-minute limit (429 past it), translated for the other side when a model is configured, then
 * stored with its message.created event and shown live (postMessage).
 */
export async function sendThreadMessage(
  prisma: PrismaClient,
  appointment: Appointment,
  message: IncomingMessage,
  translator: MessageTranslator | null = translatorFromEnv(),
): Promise<ThreadEntryView> {
  await countMessage(message.sender, message.locale);
  const bookingLocale = toAppLocale(appointment.locale);
  const writerLocale = message.author === "homeowner" ? bookingLocale : message.locale;
  // A photos-only message has nothing to translate.
  const translation = message.body ? await translateForThread(translator, message.body, writerLocale, bookingLocale) : null;
  return postMessage(prisma, appointment, message.author, message.body, translation, message.photos ?? null);
}
