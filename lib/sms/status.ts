import type { PrismaClient } from "@/lib/db/generated/client";

const FAILED = new Set(["failed", "undelivered"]);

/**
 * Twilio's report on a text we sent (queued, sent, delivered, undelivered, failed): the message's status, and a line
 * in its delivery's log (the console's delivery log), with Twilio's error code when it failed. False when the
 * message is not ours (or was erased).
 */
export async function recordTextStatus(prisma: PrismaClient, report: { providerId: string; status: string; errorCode?: string }): Promise<boolean> {
  const message = await prisma.smsMessage.findUnique({ where: { providerId: report.providerId }, select: { id: true, deliveryId: true } });
  if (!message) return false;
  await prisma.smsMessage.update({ where: { id: message.id }, data: { status: report.status } });
  if (message.deliveryId !== null) {
    const failed = FAILED.has(report.status);
    await prisma.deliveryAttempt.create({
      data: {
        deliveryId: message.deliveryId,
        ok: !failed,
        statusCode: report.errorCode && /^\d+$/.test(report.errorCode) ? Number(report.errorCode) : null,
        error: `Twilio status: ${report.status}${report.errorCode ? ` (error ${report.errorCode})` : ""}`,
      },
    });
  }
  return true;
}
