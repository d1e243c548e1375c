import type { PrismaClient } from "@/lib/db/generated/client";
import { getThreadHub, type ThreadHub } from "./live";
import { listThread, type ThreadEntryView } from "./messages";

/**
 * A stream closes itself after this long, before a serverless function's time limit (route maxDuration 60 s); the
 * browser reconnects with Last-Event-ID and misses nothing, as the entries come from the database after that id.
 */
export const STREAM_MAX_MS = 50_000;
const HEARTBEAT_MS = 15_000;
/** What the browser waits before reconnecting by itself. */
const RETRY_MS = 2_000;

export interface ThreadStreamOptions {
  prisma: PrismaClient;
  appointmentId: number;
  /** Entries after this id are sent first (Last-Event-ID or ?after=). */
  after: number;
  signal?: AbortSignal;
  hub?: ThreadHub;
  maxMs?: number;
}

function frame(entry: ThreadEntryView): string {
  return `id: ${entry.id}\nevent: entry\ndata: ${JSON.stringify(entry)}\n\n`;
}

/** Server-sent events: the entries after `after`, then each new one as its booking's signal arrives, until maxMs. */
export function threadEventStream(options: ThreadStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const hub = options.hub ?? getThreadHub();
  let lastId = options.after;
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let pulling: Promise<void> | null = null;
      let again = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      // One read at a time; a signal during a read asks for one more afterwards, so nothing is sent twice or missed.
      const pull = () => {
        if (closed) return;
        if (pulling) {
          again = true;
          return;
        }
        pulling = (async () => {
          do {
            again = false;
            const entries = await listThread(options.prisma, options.appointmentId, lastId);
            for (const entry of entries) {
              send(frame(entry));
              lastId = entry.id;
            }
          } while (again && !closed);
        })()
          .catch((error: unknown) => console.error("[thread] stream read failed:", error instanceof Error ? error.message : error))
          .finally(() => {
            pulling = null;
          });
      };
      const unsubscribe = hub.subscribe(options.appointmentId, pull);
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      const end = setTimeout(() => close(), options.maxMs ?? STREAM_MAX_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(end);
        options.signal?.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      cleanup = close;
      options.signal?.addEventListener("abort", close);
      send(`retry: ${RETRY_MS}\n\n`);
      pull();
    },
    cancel() {
      cleanup();
    },
  });
}

/** The id to resume after: the Last-Event-ID header of a reconnect, else ?after=, else 0 (everything). */
export function resumeAfter(request: Request): number {
  const fromHeader = request.headers.get("last-event-id");
  const fromQuery = new URL(request.url).searchParams.get("after");
  for (const value of [fromHeader, fromQuery]) {
    if (value && /^\d{1,10}$/.test(value)) return Number(value);
  }
  return 0;
}
