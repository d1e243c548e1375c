import "server-only";
import { after } from "next/server";
import { getRelayDb } from "@/lib/db";
import { serverEnv } from "@/lib/env/server";
import { handOffToRelayProcess } from "@/lib/server/process-role";
import { joinRunningDispatch, requestDispatch } from "./index";
import { afterResponsePacing } from "./pacing";

/**
 * Delivers the events a request just wrote, once its response has gone out, so a booking usually reaches the
 * contractor within seconds. Each pass first waits for the server to have room (./pacing.ts): a saturated server
 * serves its requests first and delivers at a bounded pace until the load drops. Outside a request (tests, scripts)
 * `after` throws and we leave the events to the cron route or the worker; a failure here is only logged, since the
 * outbox keeps the events for the next relay.
 */
export function dispatchAfterResponse(): void {
  // The validated environment, parsed once: this runs on every booking.
  if (serverEnv().DISPATCH_AFTER_RESPONSE === "false") return;
  // One of several server processes (scripts/start.mjs): the relay process delivers for all of them.
  if (handOffToRelayProcess("dispatch")) return;
  // A relay already delivering in this process takes these events in its next round, so a busy server does not
  // keep an `after()` (and the request it belongs to) per booking waiting on that relay.
  if (joinRunningDispatch()) return;
  try {
    after(async () => {
      try {
        const result = await requestDispatch(await getRelayDb(), afterResponsePacing);
        if (result && (result.retrying || result.dead)) console.warn("[dispatch] after response:", result);
      } catch (error) {
        console.error("[dispatch] relay after response failed:", error instanceof Error ? error.message : error);
      }
    });
  } catch {
    // Not inside a request scope.
  }
}
