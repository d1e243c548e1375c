import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/db/generated/client";
import type { Channel, DeliverySecret, EventPayload, EventType } from "./events";

/*
 * Why an outbox in our own tables rather than pg-boss or graphile-worker: both need a real PostgreSQL server
 * (LISTEN/NOTIFY, their own schema managers, many connections), and the embedded default here is PGlite, a
 * single-connection in-process database. Two tables, written by Prisma inside the caller's transaction, serve
 * both databases; the relay claims rows with FOR UPDATE SKIP LOCKED, which PGlite and PostgreSQL both support.
 */

type Tx = Prisma.TransactionClient;

export interface NewEvent {
  type: EventType;
  appointmentId?: number | null;
  reviewId?: number | null;
  payload: EventPayload;
  channels: readonly Channel[];
  /** Stored only on the homeowner email's delivery and cleared once it is sent. */
  homeownerSecret?: DeliverySecret;
  /** The pro's link: stored on the webhook's and the operator email's deliveries, cleared once each is sent. */
  proSecret?: DeliverySecret;
}

/** The channels that reach the homeowner and carry their booking link. */
const HOMEOWNER_CHANNELS: ReadonlySet<Channel> = new Set(["email:homeowner", "sms:homeowner"]);

/** A Standard Webhooks message id: one per event, the same on every retry. */
export function newEventId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

/** The delivery rows of an event: one per channel, the homeowner email's carrying the secret it needs. */
export function deliveryRows(event: Pick<NewEvent, "channels" | "homeownerSecret" | "proSecret">): { channel: Channel; secret: DeliverySecret | null }[] {
  return event.channels.map((channel) => ({
    channel,
    secret: (HOMEOWNER_CHANNELS.has(channel) ? event.homeownerSecret : event.proSecret) ?? null,
  }));
}

/**
 * Writes an event and one pending delivery per channel; call it with the transaction that makes the change.
 * The booking, the hot path, writes the same rows in one SQL statement instead (lib/booking/create.ts).
 */
export async function enqueueEvent(tx: Tx, event: NewEvent): Promise<string> {
  const id = newEventId();
  await tx.outboxEvent.create({
    data: {
      id,
      type: event.type,
      appointmentId: event.appointmentId ?? null,
      reviewId: event.reviewId ?? null,
      payload: event.payload as Prisma.InputJsonValue,
      deliveries: {
        create: deliveryRows(event).map(({ channel, secret }) => ({ channel, secret: secret ? (secret as Prisma.InputJsonValue) : undefined })),
      },
    },
  });
  return id;
}
