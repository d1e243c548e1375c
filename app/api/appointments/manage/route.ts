import { apiError, parseOrThrow, readJsonBody, replyLocale, withApiErrors } from "@/lib/api";
import { BookingStateError, cancel, changeAppointment, eraseAppointment, reschedule } from "@/lib/booking/change";
import { findByManageToken } from "@/lib/booking/lookup";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { manageRequestSchema } from "@/lib/booking/manage-schema";
import { bookingPageUrl } from "@/lib/booking/token";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { acceptProposal, JobStateError, refuseProposal } from "@/lib/thread/job-actions";

export const runtime = "nodejs";

/**
 * POST /api/appointments/manage `{ token, action, ... }`: the homeowner's booking page cancels, reschedules
 * (the booking form's date and time-window rules), answers a time the pro proposed, or erases personal details. The token travels in the body,
 * not the URL, so it stays out of logs; guessing is bounded by the shared token look-up limit (404 over it, as for a
 * wrong token) besides the /api/appointments rate limit.
 * 200 `{ status }`; unknown token 404 (in the page's `locale`); a change the booking's state forbids 409 (in the booking's language).
 */
export const POST = withApiErrors("POST /api/appointments/manage", async (request, scope) => {
  const raw = await readJsonBody(request, 4 * 1024);
  scope.locale = replyLocale({ body: raw, request });
  const body = parseOrThrow(manageRequestSchema, raw);
  const prisma = await getDb();
  const appointment = (await allowBookingLookup(request.headers)) ? await findByManageToken(prisma, body.token) : null;
  if (!appointment) throw apiError(404, "booking.notFound");
  scope.locale = replyLocale({ booking: appointment });
  try {
    // The change and cancel emails link to the booking page in the language the homeowner booked in.
    const homeownerSecret = { manageUrl: bookingPageUrl(body.token, scope.locale) };
    const mutation =
      body.action === "cancel"
        ? cancel
        : body.action === "acceptProposal"
          ? acceptProposal
          : body.action === "refuseProposal"
            ? refuseProposal
            : body.action === "reschedule"
              ? reschedule(body)
              : null;
    const row = mutation
      ? await changeAppointment(prisma, appointment.id, mutation, { homeownerSecret, notifyOperator: body.action === "cancel", actor: "homeowner" })
      : await eraseAppointment(prisma, appointment.id);
    if (!row) throw apiError(404, "booking.notFound");
    dispatchAfterResponse();
    return Response.json({ status: row.status, anonymized: row.anonymizedAt !== null }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof BookingStateError) throw apiError(409, error.key, error.values);
    if (error instanceof JobStateError) throw apiError(error.status, `thread.${error.key}`, error.values);
    throw error;
  }
});
