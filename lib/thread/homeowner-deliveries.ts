import type { Appointment, Prisma } from "@/lib/db/generated/client";
import type { Channel, DeliverySecret, EventPayload, EventType } from "@/lib/dispatch/events";
import { homeownerNotice } from "@/lib/dispatch/homeowner-notice";
import { textKind } from "@/lib/sms/compose";
import { notificationUrl } from "./links";

export interface HomeownerDeliveries {
  /** "email:homeowner" and/or "sms:homeowner", or none. */
  channels: Channel[];
  /** The booking link both carry, as their deliveries' secret; absent when there is nobody to tell. */
  homeownerSecret?: DeliverySecret;
}

/**
 * How the homeowner hears of one event, decided here for every writer (booking changes, the pro's job actions, thread
 * messages): an email when the event is news for them (lib/dispatch/homeowner-notice.ts), a text too when the booking
 * opted in and the event makes one (lib/sms/compose.ts), nothing once the booking is erased. Both carry a link to the
 * booking page: `secret` when the homeowner acted from their own page, else one fresh notification link
 * (lib/thread/links.ts), which lives only in the deliveries' secret until each is sent. Consent is read again when the
 * text is due (lib/sms/channel.ts), so a STOP in between still stops it.
 */
export async function homeownerDeliveries(
  tx: Prisma.TransactionClient,
  row: Pick<Appointment, "id" | "locale" | "smsOptIn" | "anonymizedAt">,
  type: EventType,
  payload: EventPayload,
  secret?: DeliverySecret,
): Promise<HomeownerDeliveries> {
  if (row.anonymizedAt !== null) return { channels: [] };
  const channels: Channel[] = [];
  if (homeownerNotice(type, payload)) channels.push("email:homeowner");
  if (row.smsOptIn && textKind(type, payload)) channels.push("sms:homeowner");
  if (channels.length === 0) return { channels };
  return { channels, homeownerSecret: secret ?? { manageUrl: await notificationUrl(tx, row, "homeowner") } };
}
