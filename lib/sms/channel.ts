import { absoluteUrl } from "@/config/site";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import type { DeliveryOutcome, DispatchChannel, OutgoingEvent } from "@/lib/dispatch/channel";
import { composeText } from "./compose";
import { activeOptOut } from "./consent";
import { SmsSendError, type SmsProvider } from "./provider";
import { quietHoursEnd } from "./quiet-hours";

export const SMS_STATUS_PATH = "/api/sms/status";
const E164 = /^\+[1-9]\d{6,14}$/;

export interface SmsChannelOptions {
  prisma: PrismaClient;
  provider: SmsProvider;
  /** For tests: the clock the quiet hours are read from. */
  now?: () => Date;
}

const skip = (why: string): DeliveryOutcome => ({ ok: false, error: why, final: true, skipped: true });

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * The homeowner's texts, one per outbox event. Consent is read when the text is due, not when the event was written:
 * the booking's opt-in, then the opt-out ledger, so a STOP stops even texts already queued. The event's id is the
 * send's key: a row in SmsMessage claims it before the provider is called, so a retry, a second relay or a crash
 * after the send never texts twice (a send whose outcome is unknown is not retried: at most once).
 */
export function createSmsChannel(options: SmsChannelOptions): DispatchChannel {
  const { prisma, provider } = options;
  return {
    name: "sms:homeowner",
    async send(event: OutgoingEvent): Promise<DeliveryOutcome> {
      const appointmentId = event.payload.appointment?.id;
      if (!appointmentId) return skip("No booking to text about");
      const booking = await prisma.appointment.findUnique({
        where: { id: appointmentId },
        select: { phone: true, smsOptIn: true, anonymizedAt: true, timeZone: true },
      });
      if (!booking || booking.anonymizedAt) return skip("The homeowner erased their details");
      if (!booking.smsOptIn) return skip("The homeowner did not opt in to texts");
      if (!E164.test(booking.phone)) return skip("No textable number on the booking");
      const optOut = await activeOptOut(prisma, booking.phone);
      if (optOut) return skip(`The number opted out (${optOut.keyword} at ${optOut.at.toISOString()})`);

      const previous = await prisma.smsMessage.findUnique({ where: { eventId: event.id }, select: { providerId: true, status: true } });
      if (previous) return { ok: true, note: `Already texted for this event (${previous.providerId ?? previous.status}); not sent again` };
      const sentBefore = await prisma.smsMessage.count({ where: { appointmentId, direction: "outbound", providerId: { not: null } } });
      const text = composeText(event.type, event.payload, { manageUrl: event.secret?.manageUrl, first: sentBefore === 0 });
      if (!text) return skip("Nothing to text for this event");
      const quietUntil = text.urgent ? null : quietHoursEnd(options.now?.() ?? new Date(), booking.timeZone);
      if (quietUntil) return { ok: false, error: `Quiet hours: waits until ${quietUntil.toISOString()}`, deferUntil: quietUntil };

      // The claim: one row per event, before the send.
      try {
        await prisma.smsMessage.create({
          data: {
            direction: "outbound",
            appointmentId,
            phone: booking.phone,
            body: text.body,
            eventId: event.id,
            deliveryId: event.deliveryId,
            status: "sending",
          },
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: true, note: "Another relay is texting this event; not sent again" };
        throw error;
      }
      try {
        const sent = await provider.send({
          to: booking.phone,
          body: text.body,
          key: event.id,
          statusCallback: provider.kind === "twilio" ? absoluteUrl(SMS_STATUS_PATH) : undefined,
        });
        await prisma.smsMessage.update({ where: { eventId: event.id }, data: { providerId: sent.providerId, status: sent.status } });
        return { ok: true, note: sent.file ? `Written to ${sent.file}` : `Accepted by ${provider.kind} as ${sent.providerId} (${sent.status})` };
      } catch (error) {
        if (!(error instanceof SmsSendError)) {
          await prisma.smsMessage.update({ where: { eventId: event.id }, data: { status: "unknown" } });
          return { ok: false, error: error instanceof Error ? error.message : String(error), final: true };
        }
        // Certainly not sent: release the claim so a retry may send it. Maybe sent: keep it, never retry.
        if (error.options.sent === false) await prisma.smsMessage.delete({ where: { eventId: event.id } });
        else await prisma.smsMessage.update({ where: { eventId: event.id }, data: { status: "unknown" } });
        return { ok: false, statusCode: error.options.status, error: error.message, final: error.options.final };
      }
    },
  };
}
