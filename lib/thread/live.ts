import { EventEmitter } from "node:events";
import type Redis from "ioredis";
import { createRedisClient } from "@/lib/rate-limit/store";

/*
 * "Something new in booking N's thread": the signal that wakes the live streams of the pages open on it, which then
 * read the new entries from the database after the last id they sent. The database is the source of truth, so a
 * lost signal costs only latency (the browser also polls when its stream fails). With REDIS_URL every instance
 * hears every other's signals through Redis pub/sub; without it, one process's emitter is enough.
 */
export interface ThreadHub {
  publish(appointmentId: number): Promise<void>;
  /** Calls `listener` on every signal for the booking until the returned function is called. */
  subscribe(appointmentId: number, listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL_PREFIX = "fixpilot:thread:";

export class MemoryThreadHub implements ThreadHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(appointmentId: number): Promise<void> {
    this.emitter.emit(String(appointmentId));
  }

  subscribe(appointmentId: number, listener: () => void): () => void {
    this.emitter.on(String(appointmentId), listener);
    return () => this.emitter.off(String(appointmentId), listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** One publishing and one subscribed connection per process; a channel is subscribed while a stream listens to it. */
export class RedisThreadHub implements ThreadHub {
  private readonly local = new MemoryThreadHub();
  private readonly listening = new Map<number, number>();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(url: string) {
    this.publisher = createRedisClient(url);
    this.subscriber = createRedisClient(url);
    this.subscriber.on("message", (channel: string) => {
      const id = Number(channel.slice(CHANNEL_PREFIX.length));
      if (Number.isInteger(id)) void this.local.publish(id);
    });
  }

  async publish(appointmentId: number): Promise<void> {
    await this.publisher.publish(`${CHANNEL_PREFIX}${appointmentId}`, "1");
  }

  subscribe(appointmentId: number, listener: () => void): () => void {
    const count = this.listening.get(appointmentId) ?? 0;
    this.listening.set(appointmentId, count + 1);
    if (count === 0) this.subscriber.subscribe(`${CHANNEL_PREFIX}${appointmentId}`).catch(() => undefined);
    const off = this.local.subscribe(appointmentId, listener);
    return () => {
      off();
      const left = (this.listening.get(appointmentId) ?? 1) - 1;
      if (left > 0) return this.listening.set(appointmentId, left) && undefined;
      this.listening.delete(appointmentId);
      this.subscriber.unsubscribe(`${CHANNEL_PREFIX}${appointmentId}`).catch(() => undefined);
    };
  }

  /** Resolves once both connections are up (tests; requests never wait for it). */
  async ready(): Promise<void> {
    await Promise.all([this.publisher.connect().catch(() => undefined), this.subscriber.connect().catch(() => undefined)]);
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
    await this.local.close();
  }
}

const state = globalThis as typeof globalThis & { __fixpilotThreadHub?: { key: string; hub: ThreadHub } };

/** The process's hub for the configured REDIS_URL (shared across dev reloads and every import). */
export function getThreadHub(env: Record<string, string | undefined> = process.env): ThreadHub {
  const url = env.REDIS_URL?.trim() || "";
  const key = url || "memory";
  if (state.__fixpilotThreadHub?.key === key) return state.__fixpilotThreadHub.hub;
  void state.__fixpilotThreadHub?.hub.close();
  const hub = url ? new RedisThreadHub(url) : new MemoryThreadHub();
  state.__fixpilotThreadHub = { key, hub };
  return hub;
}

/** Signals a booking's thread after a commit; never fails the change that caused it (the pages also poll). */
export async function publishThreadChange(appointmentId: number): Promise<void> {
  try {
    await getThreadHub().publish(appointmentId);
  } catch (error) {
    console.error("[thread] live signal failed:", error instanceof Error ? error.message : error);
  }
}
