import { ApiError, withApiErrors } from "@/lib/api";
import { apiText } from "@/lib/api/texts";
import { getDb } from "@/lib/db";
import { resumeAfter, threadEventStream } from "@/lib/thread/stream";
import { verifyTicket } from "@/lib/thread/ticket";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// The stream ends itself before this (lib/thread/stream.ts STREAM_MAX_MS) and the browser resumes with Last-Event-ID.
export const maxDuration = 60;

/**
 * GET /api/thread/stream?ticket=…: the booking's thread as server-sent events (`event: entry`, `id` the entry's id).
 * The ticket comes from POST /api/thread/ticket; a missing or expired one is 403 and the page asks for a new one.
 */
export const GET = withApiErrors("GET /api/thread/stream", async (request) => {
  const prisma = await getDb();
  const claims = await verifyTicket(prisma, new URL(request.url).searchParams.get("ticket"));
  if (!claims) throw new ApiError(403, apiText("thread.ticketInvalid"));
  const stream = threadEventStream({ prisma, appointmentId: claims.appointmentId, after: resumeAfter(request), signal: request.signal });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: a compressing proxy (or Next's own compression) must not buffer the events.
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
});
