import { parseOrThrow, readJsonBody, withApiErrors } from "@/lib/api";
import { bodyLocale } from "@/lib/api/texts";
import { getDb } from "@/lib/db";
import { appointmentForSide } from "@/lib/thread/access";
import { listThread } from "@/lib/thread/messages";
import { threadReadSchema } from "@/lib/thread/schema";

export const runtime = "nodejs";

/**
 * POST /api/thread/entries `{ token, as, after }`: the thread's entries after an id, the pages' fallback while the live
 * stream is down. A POST so the token stays out of URLs and logs. 200 `{ entries }`.
 */
export const POST = withApiErrors("POST /api/thread/entries", async (request) => {
  const raw = await readJsonBody(request, 4 * 1024);
  const locale = bodyLocale(raw);
  const body = parseOrThrow(threadReadSchema, raw, locale);
  const prisma = await getDb();
  const appointment = await appointmentForSide(prisma, request.headers, body.as, body.token, locale);
  return Response.json({ entries: await listThread(prisma, appointment.id, body.after) }, { headers: { "Cache-Control": "no-store" } });
});
