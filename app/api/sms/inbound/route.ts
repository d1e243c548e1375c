import { withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { handleInboundText } from "@/lib/sms/inbound";
import { SMS_INBOUND_PATH, twimlResponse, verifiedTwilioForm } from "@/lib/sms/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/sms/inbound: Twilio's "A message comes in" webhook, signed; answers TwiML (a reply, or none). */
export const POST = withApiErrors("POST /api/sms/inbound", async (request) => {
  const form = await verifiedTwilioForm(request, SMS_INBOUND_PATH);
  const outcome = await handleInboundText(await getDb(), { from: form.From ?? "", body: form.Body ?? "", providerId: form.MessageSid });
  // A message for the thread: the pro's webhook and the operator's console hear of it now rather than at the next relay.
  if (outcome.action === "thread") dispatchAfterResponse();
  return twimlResponse(outcome.reply);
});
