import type { PrismaClient } from "@/lib/db/generated/client";
import type { DispatchChannel } from "./channel";
import { dispatchConfig, type DispatchConfig } from "./config";
import { createHomeownerEmailChannel, createOperatorEmailChannel } from "./email/channel";
import { createMailTransport } from "./email/transport";
import { addResults, relayUntilIdle, type RelayOptions, type RelayResult } from "./relay";
import { createWebhookChannel } from "./webhook";
import { createSmsChannel } from "@/lib/sms/channel";
import { createSmsProvider, smsConfig } from "@/lib/sms";

export { relayOnce, relayUntilIdle, retryDelivery } from "./relay";
export { dispatchConfig } from "./config";

/**
 * The channels this configuration can deliver to. Without DISPATCH_WEBHOOK_URL the webhook deliveries stay
 * pending (visible in the console) until one is configured; email always works (SMTP, else .eml files).
 */
export function createChannels(prisma: PrismaClient, config: DispatchConfig = dispatchConfig()): DispatchChannel[] {
  const channels: DispatchChannel[] = [];
  if (config.webhookUrl && config.webhookSecret) {
    channels.push(createWebhookChannel({ url: config.webhookUrl, secret: config.webhookSecret, prisma }));
  }
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, mailDir: config.mailDir });
  const email = { transport, from: config.mailFrom, operatorEmail: config.operatorEmail };
  channels.push(createHomeownerEmailChannel(email), createOperatorEmailChannel(email));
  // Texts too: Twilio when configured, else JSON files (lib/sms). A half-configured Twilio must not stop the emails and
  // webhooks: its texts stay pending (visible in the console) and the log says what is missing.
  try {
    channels.push(createSmsChannel({ prisma, provider: createSmsProvider(smsConfig()) }));
  } catch (error) {
    console.error("[dispatch] texts are not sent:", error instanceof Error ? error.message : error);
  }
  return channels;
}

const state = globalThis as typeof globalThis & { __fixpilotRelay?: { running?: Promise<RelayResult>; again?: boolean } };
const relayState = (state.__fixpilotRelay ??= {});

/**
 * Delivers everything due. Within one process, calls that arrive while a pass runs join it and trigger one
 * more pass afterwards, so a burst of bookings does not start a burst of relays.
 */
export function dispatchDue(prisma: PrismaClient, options: Partial<RelayOptions> = {}): Promise<RelayResult> {
  if (joinRunningDispatch()) return relayState.running!;
  const run = async (): Promise<RelayResult> => {
    const channels = options.channels ?? createChannels(prisma);
    let result = await relayUntilIdle({ prisma, channels, ...options });
    while (relayState.again) {
      relayState.again = false;
      result = addResults(result, await relayUntilIdle({ prisma, channels, ...options }));
    }
    return result;
  };
  const running = run().finally(() => {
    relayState.running = undefined;
    // A call that joined after the last round's check and before this line still gets its round.
    if (relayState.again) {
      relayState.again = false;
      dispatchDue(prisma, options).catch((error: unknown) => console.error("[dispatch] relay round failed:", error instanceof Error ? error.message : error));
    }
  });
  relayState.running = running;
  return running;
}

/**
 * For the after-response hook: when a relay is already running in this process, asks it for one more round (which
 * will see the events just committed) and returns true, so the request need not schedule any work of its own.
 */
export function joinRunningDispatch(): boolean {
  if (!relayState.running) return false;
  relayState.again = true;
  return true;
}

/**
 * dispatchDue for the after-response hook: when a relay started meanwhile, it only joins it (joinRunningDispatch)
 * and returns null at once, rather than holding the request until the pass ends; the call that started the relay
 * waits for all of it, which keeps a serverless instance alive while it delivers.
 */
export function requestDispatch(prisma: PrismaClient, options: Partial<RelayOptions> = {}): Promise<RelayResult | null> {
  return joinRunningDispatch() ? Promise.resolve(null) : dispatchDue(prisma, options);
}
