import twilio from "twilio";
import { absoluteUrl } from "@/config/site";
import { ApiError, apiText } from "@/lib/api";
import { smsConfig } from "./config";

/** Where Twilio posts texts to our number (the number's or Messaging Service's "A message comes in" webhook). */
export const SMS_INBOUND_PATH = "/api/sms/inbound";

// Twilio's webhooks are small forms (a text is at most 1,600 characters); anything far larger is not Twilio's.
const MAX_FORM_BYTES = 32 * 1024;

/**
 * The form Twilio POSTed, once its X-Twilio-Signature is checked with the twilio package's validateRequest against
 * the public address we are configured with (NEXT_PUBLIC_SITE_URL + path), never the URL as the request arrived: a
 * proxy or a platform in front rewrites host and scheme. Unsigned, mis-signed, or no Twilio account configured: 403.
 */
export async function verifiedTwilioForm(request: Request, path: string): Promise<Record<string, string>> {
  const authToken = smsConfig().authToken;
  const signature = request.headers.get("x-twilio-signature");
  const raw = await request.text();
  if (raw.length > MAX_FORM_BYTES) throw new ApiError(413, apiText("bodyTooLarge", { kb: MAX_FORM_BYTES / 1024 }));
  const params = Object.fromEntries(new URLSearchParams(raw));
  const url = absoluteUrl(path) + new URL(request.url).search;
  if (!authToken || !signature || !twilio.validateRequest(authToken, signature, url, params)) {
    throw new ApiError(403, apiText("smsSignatureInvalid"));
  }
  return params;
}

/** A TwiML reply: one text back, or none. */
export function twimlResponse(reply: string | null): Response {
  const response = new twilio.twiml.MessagingResponse();
  if (reply) response.message(reply);
  return new Response(response.toString(), { headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" } });
}
