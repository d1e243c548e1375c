import { apiText, jsonError, withApiErrors } from "@/lib/api";
import { getDb, getRelayDb } from "@/lib/db";
import { dispatchDue } from "@/lib/dispatch";
import { isCronAuthorized } from "@/lib/dispatch/cron-auth";
import { getPhotoStores } from "@/lib/photos/config";
import { sweepPhotosIfDue } from "@/lib/photos/sweep";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// A pass may wait on a slow receiver (10 s per webhook attempt, sent concurrently).
export const maxDuration = 60;

/**
 * Delivers every due outbox event and, when due, sweeps photos never attached within 24 h; for Vercel Cron (GET) or any
 * scheduler (POST), with the CRON_SECRET bearer token.
 */
const handler = withApiErrors("POST /api/cron/dispatch", async (request) => {
  if (!isCronAuthorized(request)) {
    return jsonError(401, apiText("cronUnauthorized"), undefined, { "WWW-Authenticate": "Bearer" });
  }
  const result = await dispatchDue(await getRelayDb());
  const prisma = await getDb();
  // Throttled like every sweep (lib/photos/sweep.ts): a cron calling every minute sweeps every ten, null between.
  const photosSwept = await sweepPhotosIfDue(prisma, await getPhotoStores(prisma));
  return Response.json({ ...result, photosSwept }, { headers: { "Cache-Control": "no-store" } });
});

export const POST = handler;
// Vercel Cron calls GET with the same Authorization header.
export const GET = handler;
