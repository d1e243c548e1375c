import "server-only";
import { after } from "next/server";
import { getDb } from "@/lib/db";
import { parseEnv, serverEnvSchema } from "@/lib/env/schema";
import { dispatchDue } from "./index";

/**
 * Delivers the events a request just wrote, once its response has gone out, so a booking usually reaches the
 * contractor within seconds. Outside a request (tests, scripts) `after` throws and we leave the events to the
 * cron route or the worker; a failure here is only logged, since the outbox keeps the events for the next relay.
 */
export function dispatchAfterResponse(): void {
  if (parseEnv(serverEnvSchema, process.env).DISPATCH_AFTER_RESPONSE === "false") return;
  try {
    after(async () => {
      try {
        const result = await dispatchDue(await getDb());
        if (result.retrying || result.dead) console.warn("[dispatch] after response:", result);
      } catch (error) {
        console.error("[dispatch] relay after response failed:", error instanceof Error ? error.message : error);
      }
    });
  } catch {
    // Not inside a request scope.
  }
}
