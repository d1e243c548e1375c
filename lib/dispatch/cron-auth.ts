import { createHash, timingSafeEqual } from "node:crypto";

import { parseEnv, serverEnvSchema } from "@/lib/env/schema";

/**
 * True when the request carries `Authorization: Bearer <CRON_SECRET>`. Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of the guess. No secret configured: always false.
 */
export function isCronAuthorized(request: Request, secret: string | undefined = parseEnv(serverEnvSchema, process.env).CRON_SECRET?.trim()): boolean {
  if (!secret) return false;
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(secret));
}
