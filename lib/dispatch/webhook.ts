import { Webhook } from "standardwebhooks";
import type { PrismaClient } from "@/lib/db/generated/client";
import type { DeliveryOutcome, DispatchChannel, OutgoingEvent } from "./channel";
import { sendThread } from "./send-thread";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const GONE_MESSAGE = "The webhook URL answered 410 Gone, so nothing more is sent to it. Change DISPATCH_WEBHOOK_URL, then retry.";

export interface WebhookChannelOptions {
  url: string;
  /** Standard Webhooks secret, `whsec_<base64>`. */
  secret: string;
  prisma: PrismaClient;
  timeoutMs?: number;
  /** POST from the send thread (./send-thread.ts), off the web server's event loop; default true. */
  offThread?: boolean;
}

/**
 * The body a receiver gets; the same bytes on every retry of one event. The pro's job link (a delivery secret, kept
 * until this delivery succeeds) is merged in as `data.proUrl`, beside `data.consoleUrl`.
 */
export function webhookBody(event: Pick<OutgoingEvent, "type" | "createdAt" | "payload"> & { secret?: OutgoingEvent["secret"] }): string {
  const proUrl = event.secret?.proUrl;
  return JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: proUrl ? { ...event.payload, proUrl } : event.payload });
}

/**
 * Signed POSTs (Standard Webhooks): `webhook-id` is the event id, the same on every retry, so receivers can
 * drop duplicates (delivery is at least once); `webhook-timestamp` is the attempt's time, as the spec asks.
 */
export function createWebhookChannel(options: WebhookChannelOptions): DispatchChannel {
  const signer = new Webhook(options.secret);
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  // The sends of one relay pass start together; they share one look-up of the endpoint's state, not one each.
  let goneCheck: Promise<boolean> | undefined;
  const endpointGone = () =>
    (goneCheck ??= options.prisma.webhookEndpointState
      .findUnique({ where: { url: options.url } })
      .then((state) => state !== null)
      .finally(() => {
        goneCheck = undefined;
      }));
  return {
    name: "webhook",
    async send(event): Promise<DeliveryOutcome> {
      if (await endpointGone()) {
        return { ok: false, error: GONE_MESSAGE, final: true };
      }
      const body = webhookBody(event);
      const now = new Date();
      const headers = {
        "content-type": "application/json",
        "user-agent": "FixPilot-Dispatch/1.0",
        "webhook-id": event.id,
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": signer.sign(event.id, now, body),
      };
      let response: { status: number };
      try {
        const thread = options.offThread === false ? null : sendThread();
        response = thread
          ? await thread.run({ kind: "webhook", url: options.url, headers, body, timeoutMs })
          : await post(options.url, headers, body, timeoutMs);
      } catch (error) {
        return { ok: false, error: describeFetchError(error, timeoutMs) };
      }
      if (response.status >= 200 && response.status < 300) return { ok: true, statusCode: response.status };
      if (response.status === 410) {
        await options.prisma.webhookEndpointState.upsert({ where: { url: options.url }, create: { url: options.url }, update: {} });
        return { ok: false, statusCode: 410, error: GONE_MESSAGE, final: true };
      }
      return { ok: false, statusCode: response.status, error: `HTTP ${response.status}` };
    },
  };
}

async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<{ status: number }> {
  const response = await fetch(url, { method: "POST", redirect: "manual", signal: AbortSignal.timeout(timeoutMs), headers, body });
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
}

// Duck-typed: fetch's errors (a DOMException for the timeout) may come from another realm than ours.
function describeFetchError(error: unknown, timeoutMs: number): string {
  const failure = (error ?? {}) as { name?: string; message?: string; cause?: { code?: string } };
  if (failure.name === "TimeoutError" || failure.name === "AbortError") return `No answer within ${timeoutMs / 1000} s`;
  const code = failure.cause?.code;
  return code ? `Connection failed (${code})` : (failure.message ?? String(error));
}

/** Lets deliveries flow to a URL again (after the receiver is fixed), from the console. */
export async function clearGoneEndpoint(prisma: PrismaClient, url: string): Promise<void> {
  await prisma.webhookEndpointState.deleteMany({ where: { url } });
}
