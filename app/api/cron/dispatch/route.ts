import { apiText, jsonError, withApiErrors } from "@/lib/api";
import { getDb, getRelayDb } from "@/lib/db";
import { dispatchDue } from "@/lib/dispatch";
import { isCronAuthorized } from "@/lib/dispatch/cron-auth";
import { sweepPhotos } from "@/lib/photos/records";
import { getPhotoStore } from "@/lib/photos/config";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// A pass may wait on a slow receiver (10 s per webhook attempt, sent concurrently).
export const maxDuration = 60;

/**
 * Delivers every due outbox event and sweeps photos never attached within 24 h; for Vercel Cron (GET) or any
 * scheduler (POST), with the CRON_SECRET bearer token.
 */
const handler = withApiErrors("POST /api/cron/dispatch", async (request) => {
  if (!isCronAuthorized(request)) {
    return jsonError(401, apiText("cronUnauthorized"), undefined, { "WWW-Authenticate": "Bearer" });
  }
  const result = await dispatchDue(await getRelayDb());
  const prisma = await getDb();
  const photosSwept = await sweepPhotos(prisma, await getPhotoStore(prisma));
  return Response.json({ ...result, photosSwept }, { headers: { "Cache-Control": "no-store" } });
});

export const POST = handler;
// Vercel Cron calls GET with the same Authorization header.
export const GET = handler;
