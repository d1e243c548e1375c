import { ApiError, apiText } from "@/lib/api";
import { getDb } from "@/lib/db";
import { withOperatorRow } from "@/lib/operator/guard";
import { issueTicket, TICKET_TTL_SECONDS } from "@/lib/thread/ticket";

export const runtime = "nodejs";

/**
 * POST /api/operator/appointments/[id]/ticket: the console's short-lived ticket for this booking's live thread
 * (GET /api/thread/stream?ticket=…, lib/thread/ticket.ts). Only for a signed-in operator (401 otherwise), by POST only
 * (the proxy's same-origin check covers it), and good for this one booking. 200 `{ ticket, expiresIn }`.
 */
export const POST = withOperatorRow("POST /api/operator/appointments/[id]/ticket", "operator.noSuchAppointment", async (_request, id) => {
  const prisma = await getDb();
  const row = await prisma.appointment.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new ApiError(404, apiText("operator.noSuchAppointment"));
  const ticket = await issueTicket(prisma, { appointmentId: row.id, side: "operator" });
  return Response.json({ ticket, expiresIn: TICKET_TTL_SECONDS }, { headers: { "Cache-Control": "no-store" } });
});
