import "server-only";

import { after } from "next/server";

import { getDb } from "@/lib/db";
import { handOffToRelayProcess } from "@/lib/server/process-role";
import { getPhotoStores } from "./config";
import { photoSweepRecentlyChecked, sweepPhotosIfDue } from "./sweep";

/**
 * After an upload's response, the throttled sweep (lib/photos/sweep.ts), so even an install with neither a cron nor
 * a worker sweeps: it never delays the homeowner, and a failure is only logged.
 */
export function sweepPhotosAfterResponse(): void {
  if (photoSweepRecentlyChecked()) return;
  // One of several server processes (scripts/start.mjs): the relay process sweeps for all.
  if (handOffToRelayProcess("sweep")) return;
  try {
    after(async () => {
      try {
        const prisma = await getDb();
        await sweepPhotosIfDue(prisma, await getPhotoStores(prisma));
      } catch (error) {
        console.error("[photos] sweep failed:", error instanceof Error ? error.message : error);
      }
    });
  } catch {
    // Not inside a request scope (tests, scripts).
  }
}
