import type { Channel, DeliverySecret, EventPayload, EventType } from "./events";

/** What a channel gets to send: the event (stable id, type, snapshot) and the delivery's private data. */
export interface OutgoingEvent {
  id: string;
  type: EventType;
  createdAt: Date;
  payload: EventPayload;
  secret: DeliverySecret | null;
  deliveryId: number;
  attempt: number;
}

export type DeliveryOutcome =
  | { ok: true; statusCode?: number; note?: string }
  /**
   * `deferUntil`: not now, at that time (a text in the homeowner's quiet hours); the attempt is not counted.
   * `final`: retrying cannot help (410 Gone): dead-letter now. `skipped`: nothing to send (no recipient), not a failure. */
  | { ok: false; statusCode?: number; error: string; final?: boolean; skipped?: boolean; deferUntil?: Date };

export interface DispatchChannel {
  name: Channel;
  send(event: OutgoingEvent): Promise<DeliveryOutcome>;
}
