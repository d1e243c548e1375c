import { createFileSmsProvider } from "./file-driver";
import type { SmsProvider } from "./provider";
import { createTwilioSmsProvider } from "./twilio-driver";
import type { SmsConfig } from "./config";

export type { OutgoingText, SentText, SmsProvider } from "./provider";
export { SmsSendError } from "./provider";
export { smsConfig, DEFAULT_SMS_DIR } from "./config";

/** The driver the configuration names (one registry of drivers, as for photo stores). */
export function createSmsProvider(config: SmsConfig): SmsProvider {
  if (config.driver === "twilio") {
    return createTwilioSmsProvider({
      accountSid: config.accountSid!,
      authToken: config.authToken!,
      from: config.from,
      messagingServiceSid: config.messagingServiceSid,
      apiUrl: config.apiUrl,
    });
  }
  return createFileSmsProvider(config.dir);
}
