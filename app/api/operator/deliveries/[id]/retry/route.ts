import { ApiError, apiText } from "@/lib/api";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { dispatchConfig } from "@/lib/dispatch/config";
import { retryDelivery } from "@/lib/dispatch/relay";
import { clearGoneEndpoint } from "@/lib/dispatch/webhook";
import { seeOther, withOperatorRow } from "@/lib/operator/guard";

export const runtime = "nodejs";

/** "Retry now" for a dead letter: pending again with a fresh attempt budget, relayed right after this response. */
export const POST = withOperatorRow("POST /api/operator/deliveries/[id]/retry", "operator.noSuchDelivery", async (request, id) => {
  const prisma = await getDb();
  const delivery = await prisma.outboxDelivery.findUnique({ where: { id }, include: { event: { select: { appointmentId: true } } } });
  if (!delivery) throw new ApiError(404, apiText("operator.noSuchDelivery"));
  // Retrying a webhook after a 410 means the operator believes the receiver is back.
  const url = dispatchConfig().webhookUrl;
  if (delivery.channel === "webhook" && url) await clearGoneEndpoint(prisma, url);
  await retryDelivery(prisma, id);
  dispatchAfterResponse();
  return seeOther(request, delivery.event.appointmentId ? `/operator/appointments/${delivery.event.appointmentId}` : "/operator");
});
