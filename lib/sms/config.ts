import { parseEnv, serverEnvSchema } from "@/lib/env/schema";

export type SmsDriver = "twilio" | "file";

export interface SmsConfig {
  driver: SmsDriver;
  accountSid?: string;
  authToken?: string;
  from?: string;
  messagingServiceSid?: string;
  /** A Twilio-compatible server in place of https://api.twilio.com (tests, a local stand-in). */
  apiUrl?: string;
  /** The file driver's folder. */
  dir: string;
}

/** The file driver's default folder, beside the embedded database and the .eml files (scripts/start.mjs makes it absolute). */
export const DEFAULT_SMS_DIR = ".data/sms";

/**
 * Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set, else JSON files in SMS_DIR. Read on each use, like
 * dispatchConfig, so the worker and tests see the environment as it is. A half-configured Twilio is an error that
 * names what is missing, not a silent fall back to files.
 */
export function smsConfig(env: Record<string, string | undefined> = process.env): SmsConfig {
  const settings = parseEnv(serverEnvSchema, env);
  const dir = smsDir({ SMS_DIR: settings.SMS_DIR });
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from, TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid } = settings;
  if (!accountSid && !authToken) return { driver: "file", dir };
  const problems = [
    ...(!accountSid ? ["TWILIO_ACCOUNT_SID is required with TWILIO_AUTH_TOKEN"] : []),
    ...(!authToken ? ["TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID"] : []),
    ...(!from && !messagingServiceSid ? ["TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required to send texts with Twilio"] : []),
  ];
  if (problems.length > 0) throw new Error(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  return { driver: "twilio", accountSid, authToken, from, messagingServiceSid, apiUrl: settings.TWILIO_API_URL, dir };
}

/** The file driver's folder alone (erasure needs it even when Twilio sends, for files written before). */
export function smsDir(env: Record<string, string | undefined> = process.env): string {
  return env.SMS_DIR?.trim() || DEFAULT_SMS_DIR;
}
