import { z } from "zod";

import { ApiError, apiText, parseOrThrow, readJsonBody } from "@/lib/api";
import { getDb } from "@/lib/db";
import { withOperatorRow } from "@/lib/operator/guard";
import { listThread } from "@/lib/thread/messages";
import { threadReadSchema } from "@/lib/thread/schema";

export const runtime = "nodejs";

const entriesSchema = z.object({ after: threadReadSchema.shape.after });

/**
 * POST /api/operator/appointments/[id]/entries `{ after }`: the booking's thread entries after an id, the console's
 * fallback while the live stream is down (as POST /api/thread/entries for the booking and job pages). 200 `{ entries }`.
 */
export const POST = withOperatorRow("POST /api/operator/appointments/[id]/entries", "operator.noSuchAppointment", async (request, id) => {
  const { after } = parseOrThrow(entriesSchema, await readJsonBody(request, 1024));
  const prisma = await getDb();
  const row = await prisma.appointment.findUnique({ where: { id }, select: { id: true } });
  if (!row) throw new ApiError(404, apiText("operator.noSuchAppointment"));
  return Response.json({ entries: await listThread(prisma, row.id, after) }, { headers: { "Cache-Control": "no-store" } });
});
