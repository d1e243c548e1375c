import { jsonError, withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { apiText } from "@/lib/api/texts";
import { getPhotoStores } from "@/lib/photos/config";
import { readPhoto } from "@/lib/photos/records";
import { getPhotoUrlSigner } from "@/lib/photos/signing";
import { PHOTO_ID } from "@/lib/photos/store";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/photos/{id}?size=full|thumb&expires=…&sig=…: the photo's bytes behind a signed, expiring link. An unsigned,
 * expired, tampered or unknown link gets the same 404, so the answer tells nothing about which it was.
 */
export function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  // An unreachable database or store answers in the API's JSON format (503/500) like every other route.
  return withApiErrors("GET /api/photos/{id}", (req) => servePhoto(req, context))(request);
}

async function servePhoto(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const query = new URL(request.url).searchParams;
  const size = query.get("size") ?? "full";
  if (!PHOTO_ID.test(id) || (size !== "full" && size !== "thumb")) return notFound();
  const prisma = await getDb();
  const signer = await getPhotoUrlSigner(prisma);
  if (!signer.verify(id, size, query.get("expires") ?? "", query.get("sig") ?? "")) return notFound();
  const photo = await readPhoto(prisma, await getPhotoStores(prisma), id, size);
  if (!photo) return notFound();
  const secondsLeft = Math.max(0, Number(query.get("expires")) - Math.floor(Date.now() / 1000));
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.byteLength),
      // Only the visitor's own browser may keep it, and no longer than the link lives.
      "Cache-Control": `private, max-age=${Math.min(secondsLeft, 24 * 60 * 60)}`,
      "Content-Disposition": `inline; filename="photo-${size}.jpg"`,
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-site",
    },
  });
}

function notFound(): Response {
  return jsonError(404, apiText("photos.notFound"));
}
