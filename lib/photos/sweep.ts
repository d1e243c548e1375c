import "server-only";

import { after } from "next/server";

import { getDb } from "@/lib/db";
import type { PrismaClient } from "@/lib/db/generated/client";
import { handOffToRelayProcess } from "@/lib/server/process-role";
import { getPhotoStore } from "./config";
import { PHOTO_SWEEP_INTERVAL_MS, sweepPhotos } from "./records";

const state = globalThis as typeof globalThis & { __fixpilotPhotoSweep?: { lastAt: number } };
const sweepState = (state.__fixpilotPhotoSweep ??= { lastAt: 0 });

/**
 * Removes photos never attached within 24 h (and orphaned bytes), at most once per interval in this process.
 * Run by POST /api/cron/dispatch, `npm run worker`, and after uploads, so even an install with neither a cron nor a
 * worker sweeps. Returns null when it was not yet due.
 */
export async function sweepPhotosIfDue(prisma: PrismaClient, now: number = Date.now()): Promise<{ photos: number; orphans: number } | null> {
  if (now - sweepState.lastAt < PHOTO_SWEEP_INTERVAL_MS) return null;
  sweepState.lastAt = now;
  return sweepPhotos(prisma, await getPhotoStore(prisma), new Date(now));
}

/** After an upload's response: the sweep never delays the homeowner, and a failure is only logged. */
export function sweepPhotosAfterResponse(): void {
  if (Date.now() - sweepState.lastAt < PHOTO_SWEEP_INTERVAL_MS) return;
  // One of several server processes (scripts/start.mjs): the relay process sweeps, once per interval for all.
  if (handOffToRelayProcess("sweep")) {
    sweepState.lastAt = Date.now();
    return;
  }
  try {
    after(async () => {
      try {
        await sweepPhotosIfDue(await getDb());
      } catch (error) {
        console.error("[photos] sweep failed:", error instanceof Error ? error.message : error);
      }
    });
  } catch {
    // Not inside a request scope (tests, scripts).
  }
}
