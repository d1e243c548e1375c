import { ApiError, apiText, withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { retryDelivery } from "@/lib/dispatch/relay";
import { clearGoneEndpoint } from "@/lib/dispatch/webhook";
import { dispatchConfig } from "@/lib/dispatch/config";
import { operatorFromRequest, seeOther, unauthorized } from "@/lib/operator/guard";

export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** "Retry now" for a dead letter: pending again with a fresh attempt budget, relayed right after this response. */
export async function POST(request: Request, context: Context): Promise<Response> {
  return withApiErrors("POST /api/operator/deliveries/[id]/retry", async () => {
    if (!(await operatorFromRequest(request))) return unauthorized();
    const id = Number((await context.params).id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError(404, apiText("operator.noSuchDelivery"));
    const prisma = await getDb();
    const delivery = await prisma.outboxDelivery.findUnique({ where: { id }, include: { event: { select: { appointmentId: true } } } });
    if (!delivery) throw new ApiError(404, apiText("operator.noSuchDelivery"));
    // Retrying a webhook after a 410 means the operator believes the receiver is back.
    const url = dispatchConfig().webhookUrl;
    if (delivery.channel === "webhook" && url) await clearGoneEndpoint(prisma, url);
    await retryDelivery(prisma, id);
    dispatchAfterResponse();
    return seeOther(request, delivery.event.appointmentId ? `/operator/appointments/${delivery.event.appointmentId}` : "/operator");
  })(request);
}
