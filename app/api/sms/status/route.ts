import { withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { SMS_STATUS_PATH } from "@/lib/sms/channel";
import { recordTextStatus } from "@/lib/sms/status";
import { verifiedTwilioForm } from "@/lib/sms/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/sms/status: Twilio's status callback for a text we sent, signed; recorded in the delivery log. */
export const POST = withApiErrors("POST /api/sms/status", async (request) => {
  const form = await verifiedTwilioForm(request, SMS_STATUS_PATH);
  if (form.MessageSid && form.MessageStatus) {
    await recordTextStatus(await getDb(), { providerId: form.MessageSid, status: form.MessageStatus, errorCode: form.ErrorCode });
  }
  return new Response(null, { status: 204 });
});
