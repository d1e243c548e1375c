import { parseOrThrow, readJsonBody, withApiErrors } from "@/lib/api";
import { bodyLocale } from "@/lib/api/texts";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { appointmentForSide } from "@/lib/thread/access";
import { sendThreadMessage } from "@/lib/thread/messages";
import { threadMessageSchema } from "@/lib/thread/schema";

export const runtime = "nodejs";

/**
 * POST /api/thread/messages `{ token, as: "homeowner" | "pro", body }`: a message in the booking's thread from the side
 * whose link the token is, with a machine translation for the other side when a model is configured (lib/thread/translate.ts).
 * 201 `{ entry }`; unknown link 404; over the link's message limit 429.
 */
export const POST = withApiErrors("POST /api/thread/messages", async (request) => {
  const raw = await readJsonBody(request, 16 * 1024);
  const locale = bodyLocale(raw);
  const body = parseOrThrow(threadMessageSchema, raw, locale);
  const prisma = await getDb();
  const appointment = await appointmentForSide(prisma, request.headers, body.as, body.token, locale);
  const entry = await sendThreadMessage(prisma, appointment, { author: body.as, body: body.body, sender: body.token, locale });
  dispatchAfterResponse();
  return Response.json({ entry }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
