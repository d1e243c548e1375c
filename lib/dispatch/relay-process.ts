import "server-only";
import { getDb, getRelayDb } from "@/lib/db";
import { getPhotoStores } from "@/lib/photos/config";
import { sweepPhotosIfDue } from "@/lib/photos/sweep";
import { isHandOffMessage, serverRole, type BackgroundTask } from "@/lib/server/process-role";
import { requestDispatch } from "./index";
import { afterResponsePacing } from "./pacing";

async function runTask(task: BackgroundTask): Promise<void> {
  if (task === "dispatch") {
    const result = await requestDispatch(await getRelayDb(), afterResponsePacing);
    if (result && (result.retrying || result.dead)) console.warn("[dispatch] relay process:", result);
  } else {
    const prisma = await getDb();
    await sweepPhotosIfDue(prisma, await getPhotoStores(prisma));
  }
}

/**
 * In the relay process of several (lib/server/process-role.ts): runs what the peers hand over, with the same pacing
 * as after a response here. Started once from instrumentation.ts; a failure is only logged, since the outbox keeps
 * the events for the next pass, the cron route or the worker.
 */
export function listenForHandOffs(): void {
  if (serverRole() !== "relay") return;
  process.on("message", (message: unknown) => {
    if (!isHandOffMessage(message)) return;
    runTask(message.task).catch((error: unknown) => {
      console.error(`[${message.task}] relay process:`, error instanceof Error ? error.message : error);
    });
  });
  // Whatever the peers booked while this process was (re)starting.
  runTask("dispatch").catch((error: unknown) => console.error("[dispatch] relay process:", error instanceof Error ? error.message : error));
}
