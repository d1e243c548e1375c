import { apiError, apiTextIn, withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { clientIpFrom } from "@/lib/location/client-ip";
import { getPhotoStore } from "@/lib/photos/config";
import { processPhoto } from "@/lib/photos/pipeline";
import { savePhoto } from "@/lib/photos/records";
import { sweepPhotosAfterResponse } from "@/lib/photos/sweep";
import { getPhotoUrlSigner, PHOTO_LINK_TTL } from "@/lib/photos/signing";
import { readPhotoUpload } from "@/lib/photos/upload";
import { consumeRateLimit, getRateLimitStore, PHOTO_UPLOAD_RATE_LIMIT, rateLimitHeaders, scaledRule, tooManyRequestsResponse } from "@/lib/rate-limit";
import { applySecurityHeaders } from "@/lib/security/headers";
import { isCrossSiteRequest } from "@/lib/security/same-origin";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/photos (multipart/form-data, one file in `photo`): 201 `{ id, url, thumbUrl, width, height }` with
 * signed links valid 24 h. proxy.ts leaves this path alone (its body would be buffered before the route ran), so
 * the route makes the proxy's same-origin check and rate limit itself, then reads the body with a limit while it
 * streams in. See lib/photos/pipeline.ts for what happens to the picture. Refusals are in the language of the
 * page's `?locale=` (the photo picker sends it; a multipart body is read too late to name it).
 */
const upload = withApiErrors("POST /api/photos", async (request, scope) => {
  if (isCrossSiteRequest(request.headers)) throw apiError(403, "crossSite");
  const limit = await consumeRateLimit(getRateLimitStore(), scaledRule(PHOTO_UPLOAD_RATE_LIMIT), clientIpFrom(request.headers) ?? "unknown");
  if (!limit.allowed) return tooManyRequestsResponse(limit, apiTextIn(scope.locale)("tooManyRequests"));

  const processed = await processPhoto(await readPhotoUpload(request));
  const prisma = await getDb();
  const photo = await savePhoto(prisma, await getPhotoStore(), processed);
  const signer = await getPhotoUrlSigner(prisma);
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
