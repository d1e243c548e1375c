import { siteConfig } from "@/config/site";
import { parseEnv, serverEnvSchema } from "@/lib/env/schema";

import { DEFAULT_MAIL_DIR } from "./email/transport";

export interface DispatchConfig {
  webhookUrl?: string;
  webhookSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  operatorEmail?: string;
  mailDir: string;
}

/**
 * Read on each use (not cached) so tests and the worker see the environment as it is, through the one validated
 * schema (lib/env/schema.ts; the worker runs under plain Node, where the server-only lib/env/server.ts cannot load).
 */
export function dispatchConfig(env: Record<string, string | undefined> = process.env): DispatchConfig {
  const settings = parseEnv(serverEnvSchema, env);
  const value = (setting: string | undefined) => setting?.trim() || undefined;
  return {
    webhookUrl: value(settings.DISPATCH_WEBHOOK_URL),
    webhookSecret: value(settings.DISPATCH_WEBHOOK_SECRET),
    smtpUrl: value(settings.SMTP_URL),
    mailFrom: value(settings.MAIL_FROM) ?? `${siteConfig.name} <${siteConfig.supportEmail}>`,
    operatorEmail: value(settings.OPERATOR_EMAIL),
    mailDir: value(settings.MAIL_DIR) ?? DEFAULT_MAIL_DIR,
  };
}
