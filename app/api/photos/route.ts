import { apiError, apiTextIn, withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { assertPhotoUploadAllowed } from "@/lib/photos/caps";
import { getPhotoStore } from "@/lib/photos/config";
import { processPhoto } from "@/lib/photos/pipeline";
import { savePhoto } from "@/lib/photos/records";
import { sweepPhotosAfterResponse } from "@/lib/photos/sweep-after-response";
import { getPhotoUrlSigner, PHOTO_LINK_TTL, uploaderAddress } from "@/lib/photos/signing";
import { claimUploadSlot, readPhotoUpload } from "@/lib/photos/upload";
import { consumeRateLimit, getRateLimitStore, PHOTO_UPLOAD_RATE_LIMIT, rateLimitHeaders, scaledRule, tooManyRequestsResponse } from "@/lib/rate-limit";
import { applySecurityHeaders } from "@/lib/security/headers";
import { isCrossSiteRequest } from "@/lib/security/same-origin";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/photos (multipart/form-data, one file in `photo`): 201 `{ id, url, thumbUrl, width, height }` with
 * signed links valid 24 h. proxy.ts leaves this path alone (its body would be buffered before the route ran), so
 * the route makes the proxy's same-origin check and rate limit itself, then reads the body with a limit while it
 * streams in (cutting off slow senders), with at most MAX_CONCURRENT_UPLOADS_PER_ADDRESS uploads per address at once.
 * See lib/photos/pipeline.ts for what happens to the picture. Refusals are in the language of the page's `?locale=`
 * (the photo picker sends it; a multipart body is read too late to name it).
 */
const upload = withApiErrors("POST /api/photos", async (request, scope) => {
  if (isCrossSiteRequest(request.headers)) throw apiError(403, "crossSite");
  const client = uploaderAddress(request.headers);
  const limit = await consumeRateLimit(getRateLimitStore(), scaledRule(PHOTO_UPLOAD_RATE_LIMIT), client);
  if (!limit.allowed) return tooManyRequestsResponse(limit, apiTextIn(scope.locale)("tooManyRequests"));
  const prisma = await getDb();
  // The daily and total caps (lib/photos/caps.ts), in the page's language (?locale=es-US), before the body is read.
  await assertPhotoUploadAllowed(prisma, client, scope.locale);

  const release = claimUploadSlot(client);
  if (!release) throw apiError(429, "tooManyRequests", undefined, { headers: { "Retry-After": "5" } });
  let processed;
  try {
    // The request's signal aborts when the sender goes away: a photo waiting for its decode is then dropped.
    processed = await processPhoto(await readPhotoUpload(request), { signal: request.signal });
  } finally {
    release();
  }
  const signer = await getPhotoUrlSigner(prisma);
  const photo = await savePhoto(prisma, await getPhotoStore(prisma), processed, signer.uploaderTag(client));
  sweepPhotosAfterResponse();
  const body = {
    id: photo.id,
    url: signer.path(photo.id, "full", PHOTO_LINK_TTL.upload),
    thumbUrl: signer.path(photo.id, "thumb", PHOTO_LINK_TTL.upload),
    width: photo.width,
    height: photo.height,
  };
  return Response.json(body, { status: 201, headers: { "Cache-Control": "no-store", ...rateLimitHeaders(limit) } });
});

export async function POST(request: Request): Promise<Response> {
  const response = await upload(request);
  // The headers proxy.ts would have added.
  applySecurityHeaders(response.headers);
  return response;
}
