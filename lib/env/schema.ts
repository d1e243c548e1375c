import { z } from "zod";

// Empty strings count as unset, so `FOO=` in an env file behaves like no FOO at all.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

// Dispatch after a booking (issue 12): webhook, email, cron route, worker. Kept as one block for easy merging.
const dispatchEnvFields = {
  DISPATCH_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: "DISPATCH_WEBHOOK_URL must be an http:// or https:// URL" })),
  DISPATCH_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_[A-Za-z0-9+/=]{24,}$/, "DISPATCH_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64"),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")),
  MAIL_FROM: optional(z.string().min(3, "MAIL_FROM must be an address such as FixPilot <bookings@example.com>")),
  OPERATOR_EMAIL: optional(z.email("OPERATOR_EMAIL must be an email address")),
  MAIL_DIR: optional(z.string()),
  CRON_SECRET: optional(z.string().min(16, "CRON_SECRET must be at least 16 characters")),
  DISPATCH_POLL_MS: optional(z.coerce.number().int().positive("DISPATCH_POLL_MS must be a positive number of milliseconds")),
  DISPATCH_LEASE_MS: optional(z.coerce.number().int().positive("DISPATCH_LEASE_MS must be a positive number of milliseconds")),
  DISPATCH_AFTER_RESPONSE: optional(z.enum(["true", "false"], "DISPATCH_AFTER_RESPONSE must be true or false")),
};

const UPLOADS_PER_DAY = "PHOTO_UPLOADS_PER_CLIENT_PER_DAY must be a positive whole number";
const UNATTACHED_GB = "PHOTO_UNATTACHED_MAX_GB must be a positive number of gigabytes, e.g. 5 or 0.5";

// Photos (issue 22): where the bytes live, how their links are signed, and whether the chat model may see them.
const photoEnvFields = {
  PHOTO_STORE: optional(z.enum(["db", "fs", "s3"], "PHOTO_STORE must be db, fs or s3")),
  PHOTO_DIR: optional(z.string()),
  PHOTO_URL_SECRET: optional(z.string().min(32, "PHOTO_URL_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)")),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)"),
  ),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "S3_ENDPOINT must be an http:// or https:// URL" })),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(z.enum(["true", "false"], "S3_FORCE_PATH_STYLE must be true or false")),
  S3_PREFIX: optional(z.string().regex(/^[\w!.*'()/-]{0,200}$/, "S3_PREFIX must be a plain key prefix such as photos/")),
  OPENAI_VISION: optional(z.enum(["true", "false"], "OPENAI_VISION must be true or false")),
  /** The model the chat's photos go to (one that accepts images); required with OPENAI_VISION=true. */
  OPENAI_VISION_MODEL: optional(z.string().trim().min(1)),
  // Caps (issue 33): uploads per client (address) per day, and all unattached photos together (lib/photos/caps.ts).
  PHOTO_UPLOADS_PER_CLIENT_PER_DAY: optional(z.coerce.number({ error: UPLOADS_PER_DAY }).int(UPLOADS_PER_DAY).positive(UPLOADS_PER_DAY)),
  PHOTO_UNATTACHED_MAX_GB: optional(z.coerce.number({ error: UNATTACHED_GB }).positive(UNATTACHED_GB)),
};

// Text messages (issue 32): Twilio when the account is set, else JSON files in SMS_DIR (lib/sms/config.ts).
const smsEnvFields = {
  TWILIO_ACCOUNT_SID: optional(z.string().regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be an account SID: AC followed by 32 hex digits")),
  TWILIO_AUTH_TOKEN: optional(z.string().min(16, "TWILIO_AUTH_TOKEN must be the account's auth token")),
  TWILIO_FROM: optional(z.string().regex(/^\+[1-9]\d{6,14}$/, "TWILIO_FROM must be a phone number in E.164 form, such as +15125550123")),
  TWILIO_MESSAGING_SERVICE_SID: optional(
    z.string().regex(/^MG[0-9a-fA-F]{32}$/, "TWILIO_MESSAGING_SERVICE_SID must be a Messaging Service SID: MG followed by 32 hex digits"),
  ),
  TWILIO_API_URL: optional(z.url({ protocol: /^https?$/, error: "TWILIO_API_URL must be an http:// or https:// URL" })),
  SMS_DIR: optional(z.string()),
};

export const serverEnvSchema = z
  .object({
    ...smsEnvFields,
    ...dispatchEnvFields,
    ...photoEnvFields,
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")),
    PGLITE_DATA_DIR: optional(z.string()),
    PGLITE_SHARED_BUFFERS: optional(z.string().regex(/^\d+(kB|MB|GB)$/, "PGLITE_SHARED_BUFFERS must be a size such as 16MB (kB, MB or GB)")),
    DATABASE_TIMEOUT_MS: optional(z.coerce.number().int().positive("DATABASE_TIMEOUT_MS must be a positive number of milliseconds")),
    DATABASE_STATEMENT_TIMEOUT: optional(z.string().regex(/^(0|1|true|false|on|off|yes|no)$/i, "DATABASE_STATEMENT_TIMEOUT must be on or off")),
    DATABASE_POOL_MAX: optional(z.coerce.number().int().positive("DATABASE_POOL_MAX must be a positive whole number")),
    SATURATED_READ_CONCURRENCY: optional(z.coerce.number().int().min(0, "SATURATED_READ_CONCURRENCY must be 0 (no gate) or a positive whole number")),
    DATABASE_MIGRATE_ON_START: optional(z.enum(["true", "false"], "DATABASE_MIGRATE_ON_START must be true or false")),
    SEED_SAMPLE_CONTRACTORS: optional(z.enum(["true", "false"], "SEED_SAMPLE_CONTRACTORS must be true or false")),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(z.url("OPENAI_BASE_URL must be a URL")),
    OPENAI_MODEL: optional(z.string()),
    OPENAI_TIMEOUT_MS: optional(z.coerce.number().int().positive("OPENAI_TIMEOUT_MS must be a positive number of milliseconds")),
    OPENAI_MAX_RETRIES: optional(z.coerce.number().int().min(0, "OPENAI_MAX_RETRIES must be 0 or more")),
    YOUTUBE_API_KEY: optional(z.string()),
    YOUTUBE_API_BASE_URL: optional(z.url("YOUTUBE_API_BASE_URL must be a URL")),
    YOUTUBE_TIMEOUT_MS: optional(z.coerce.number().int().positive("YOUTUBE_TIMEOUT_MS must be a positive number of milliseconds")),
    GOOGLE_MAPS_API_KEY: optional(z.string()),
    GOOGLE_PLACES_BASE_URL: optional(z.url("GOOGLE_PLACES_BASE_URL must be a URL")),
    GOOGLE_PLACES_TIMEOUT_MS: optional(z.coerce.number().int().positive("GOOGLE_PLACES_TIMEOUT_MS must be a positive number of milliseconds")),
    IP_GEOLOCATION_URL: optional(z.url("IP_GEOLOCATION_URL must be a URL (with an {ip} placeholder)")),
    IP_GEOLOCATION_TIMEOUT_MS: optional(z.coerce.number().int().positive("IP_GEOLOCATION_TIMEOUT_MS must be a positive number of milliseconds")),
    RATE_LIMIT_MULTIPLIER: optional(z.coerce.number().positive("RATE_LIMIT_MULTIPLIER must be a positive number")),
    SERVER_TIMING: optional(z.enum(["true", "false"], "SERVER_TIMING must be true or false")),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL")),
    // Deployment: a direct URL for migrations beside a pooled DATABASE_URL, who may say who the client is, and
    // the variables by which serverless hosts are recognised (lib/env/platform.ts).
    DIRECT_DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "DIRECT_DATABASE_URL must be a postgres:// or postgresql:// URL")),
    REDIS_KEY_PREFIX: optional(z.string().regex(/^[\w:.-]{1,64}$/, "REDIS_KEY_PREFIX must be 1-64 letters, digits, or _ : . -")),
    TRUSTED_PROXY_COUNT: optional(z.coerce.number().int().min(0, "TRUSTED_PROXY_COUNT must be 0 or more").max(10, "TRUSTED_PROXY_COUNT must be at most 10")),
    VERCEL: optional(z.string()),
    NETLIFY: optional(z.string()),
    CF_PAGES: optional(z.string()),
    AWS_LAMBDA_FUNCTION_NAME: optional(z.string()),
  })
  .superRefine((env, context) => {
    // The default chat model reads text only: a vision flag without a model that sees would send photos nowhere useful.
    if (env.OPENAI_VISION === "true" && !env.OPENAI_VISION_MODEL) {
      context.addIssue({
        code: "custom",
        path: ["OPENAI_VISION_MODEL"],
        message: "OPENAI_VISION_MODEL must name a model that accepts images (e.g. gpt-4o-mini) when OPENAI_VISION=true",
      });
    }
  });

export const clientEnvSchema = z.object({
  NEXT_PUBLIC_SITE_URL: optional(z.url("NEXT_PUBLIC_SITE_URL must be an absolute URL")),
  NEXT_PUBLIC_SITE_NAME: optional(z.string()),
  NEXT_PUBLIC_SUPPORT_EMAIL: optional(z.email("NEXT_PUBLIC_SUPPORT_EMAIL must be an email address")),
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: optional(z.string()),
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: optional(z.string().regex(/^[\w-]{1,64}$/, "NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID must be a Google Maps map id")),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;
export type ClientEnv = z.infer<typeof clientEnvSchema>;

/** Parses an environment, or throws one readable message naming every bad variable. */
export function parseEnv<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.infer<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`).join("\n");
  throw new Error(`Invalid environment configuration:\n${problems}`);
}
