import { parseOrThrow, readJsonBody, withApiErrors } from "@/lib/api";
import { bodyLocale } from "@/lib/api/texts";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { appointmentForSide } from "@/lib/thread/access";
import { threadPhotoUpload } from "@/lib/thread/photos";
import { sendThreadMessage } from "@/lib/thread/messages";
import { threadMessageSchema } from "@/lib/thread/schema";

export const runtime = "nodejs";

/**
 * POST /api/thread/messages `{ token, as: "homeowner" | "pro", body, photoIds? }`: a message in the booking's thread from the
 * side whose link the token is, with a machine translation for the other side when a model is configured
 * (lib/thread/translate.ts), and up to 6 photos this client uploaded with POST /api/photos (lib/thread/photos.ts). The
 * body may be empty when photos come with it. 201 `{ entry }`; unknown link 404; a photo not the sender's own, attached
 * or expired 400 on `photoIds`; over the link's message limit 429.
 */
export const POST = withApiErrors("POST /api/thread/messages", async (request) => {
  const raw = await readJsonBody(request, 16 * 1024);
  const locale = bodyLocale(raw);
  const body = parseOrThrow(threadMessageSchema, raw, locale);
  const prisma = await getDb();
  const appointment = await appointmentForSide(prisma, request.headers, body.as, body.token, locale);
  const photos = await threadPhotoUpload(prisma, body.photoIds, request.headers, locale);
  const entry = await sendThreadMessage(prisma, appointment, { author: body.as, body: body.body, sender: body.token, locale, photos });
  dispatchAfterResponse();
  return Response.json({ entry }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
