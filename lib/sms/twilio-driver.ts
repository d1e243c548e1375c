import twilio from "twilio";
import type { OutgoingText, SentText, SmsProvider } from "./provider";
import { SmsSendError } from "./provider";

export interface TwilioDriverOptions {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** A Twilio-compatible server that takes the requests meant for https://*.twilio.com. */
  apiUrl?: string;
  timeoutMs?: number;
}

const TWILIO_HOST = /^https:\/\/[^/]*\.twilio\.com/;

/**
 * The library has no base-URL option (its maintainers point to a custom httpClient instead, twilio/twilio-node#326):
 * this client rewrites https://api.twilio.com/... to the configured server and leaves the rest of the request
 * (auth, form body, headers) as the library built it.
 */
function redirectingClient(apiUrl: string, timeoutMs: number): twilio.RequestClient {
  const base = apiUrl.replace(/\/+$/, "");
  const client = new twilio.RequestClient({ timeout: timeoutMs });
  const request = client.request.bind(client);
  client.request = (options) => request({ ...options, uri: options.uri.replace(TWILIO_HOST, base) });
  return client;
}

// Connection failures before the request left: the text was certainly not sent.
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/** Twilio's error, sorted by whether the text may have gone out and whether trying again can help. */
function sendError(error: unknown): SmsSendError {
  if (error instanceof twilio.RestException) {
    // Twilio answered: it did not take the message. 4xx (a bad or opted-out number, error 21211 or 21610) will not change; 429 and 5xx may.
    const status = error.status;
    const final = status >= 400 && status < 500 && status !== 429;
    return new SmsSendError(`Twilio ${status}${error.code ? ` error ${error.code}` : ""}: ${error.message}`, { sent: false, final, status, code: error.code });
  }
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code && NOT_SENT_CODES.has(code)) return new SmsSendError(`Twilio unreachable: ${message}`, { sent: false, final: false });
  // A timeout or a dropped connection after the request went out: Twilio may have sent it.
  return new SmsSendError(`Twilio did not answer: ${message}`, { sent: "unknown", final: true });
}

/** Texts through the official `twilio` package (Programmable Messaging, Messages resource). */
export function createTwilioSmsProvider(options: TwilioDriverOptions): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const client = twilio(options.accountSid, options.authToken, {
    ...(options.apiUrl ? { httpClient: redirectingClient(options.apiUrl, timeoutMs) } : {}),
    timeout: timeoutMs,
  });
  return {
    kind: "twilio",
    async send(text: OutgoingText): Promise<SentText> {
      try {
        const message = await client.messages.create({
          to: text.to,
          body: text.body,
          // A Messaging Service (10DLC campaign, Advanced Opt-Out) when configured, else the sending number.
          ...(options.messagingServiceSid ? { messagingServiceSid: options.messagingServiceSid } : { from: options.from! }),
          ...(text.statusCallback ? { statusCallback: text.statusCallback } : {}),
        });
        return { providerId: message.sid, status: message.status };
      } catch (error) {
        throw sendError(error);
      }
    },
  };
}
