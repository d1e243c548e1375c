import { parseOrThrow, readJsonBody, withApiErrors } from "@/lib/api";
import { bodyLocale } from "@/lib/api/texts";
import { getDb } from "@/lib/db";
import { appointmentForSide } from "@/lib/thread/access";
import { threadReadSchema } from "@/lib/thread/schema";
import { issueTicket, TICKET_TTL_SECONDS } from "@/lib/thread/ticket";

export const runtime = "nodejs";

/** POST /api/thread/ticket `{ token, as }`: a short-lived ticket for the live stream (lib/thread/ticket.ts). 200 `{ ticket, expiresIn }`. */
export const POST = withApiErrors("POST /api/thread/ticket", async (request) => {
  const raw = await readJsonBody(request, 4 * 1024);
  const locale = bodyLocale(raw);
  const body = parseOrThrow(threadReadSchema, raw, locale);
  const prisma = await getDb();
  const appointment = await appointmentForSide(prisma, request.headers, body.as, body.token, locale);
  const ticket = await issueTicket(prisma, { appointmentId: appointment.id, side: body.as });
  return Response.json({ ticket, expiresIn: TICKET_TTL_SECONDS }, { headers: { "Cache-Control": "no-store" } });
});
