import { PLACE_NOT_FOUND_MESSAGE, PLACE_QUERY_INVALID_MESSAGE } from "@/lib/location/messages";
import { resolvePlace } from "@/lib/location/resolve-place";
import { placeQuerySchema } from "@/lib/location/schemas";

/** GET /api/places/resolve?q=...: a typed US ZIP code or city turned into coordinates, from data held on the server. */
export async function GET(request: Request): Promise<Response> {
  const parsed = placeQuerySchema.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  if (!parsed.success) {
    // One field, one problem: the text the manual-location form shows (zod's own English stays out of the reply).
    return Response.json({ message: PLACE_QUERY_INVALID_MESSAGE, errors: { q: [PLACE_QUERY_INVALID_MESSAGE] } }, { status: 400 });
  }
  const place = resolvePlace(parsed.data.q);
  if (!place) return Response.json({ message: PLACE_NOT_FOUND_MESSAGE }, { status: 404 });
  // The ZIP data only changes with a deploy, so browsers and CDNs may keep answers for a day.
  return Response.json(place, { headers: { "Cache-Control": "public, max-age=86400" } });
}
