import { siteConfig } from "@/config/site";
import { DEFAULT_MAIL_DIR } from "./email/transport";

export interface DispatchConfig {
  webhookUrl?: string;
  webhookSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  operatorEmail?: string;
  mailDir: string;
}

/** Read on each use (not cached) so tests and the worker see the environment as it is. Validated in lib/env/schema.ts. */
export function dispatchConfig(env: Record<string, string | undefined> = process.env): DispatchConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  return {
    webhookUrl: value("DISPATCH_WEBHOOK_URL"),
    webhookSecret: value("DISPATCH_WEBHOOK_SECRET"),
    smtpUrl: value("SMTP_URL"),
    mailFrom: value("MAIL_FROM") ?? `${siteConfig.name} <${siteConfig.supportEmail}>`,
    operatorEmail: value("OPERATOR_EMAIL"),
    mailDir: value("MAIL_DIR") ?? DEFAULT_MAIL_DIR,
  };
}
