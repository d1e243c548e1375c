import { apiError, parseOrThrow, readJsonBody, replyLocale, withApiErrors } from "@/lib/api";
import { findByIdAndToken } from "@/lib/booking/lookup";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { createReview, isReviewable } from "@/lib/booking/review";
import { getDb, isForeignKeyViolation, isUniqueViolation } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { reviewRequestSchema } from "@/lib/validation/review";
import { withHoneypot } from "@/lib/validation/honeypot";

export const runtime = "nodejs";

// The spam trap is checked before anything else and never reaches the database.
const requestSchema = withHoneypot(reviewRequestSchema);

const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /api/reviews: 201 `{ id }`; at most one review per appointment, and only with the appointment's secret
 * `appointmentToken` (ids are sequential, so an id alone proves nothing). A wrong or missing token answers 422
 * exactly like an unknown id, so the reply reveals nothing about which ids exist (and so does a client over the
 * shared token look-up limit). A booking that is not confirmed or completed answers 409. A repeat of the very same review
 * (a retry whose first reply was lost) answers 200 with the stored id; a different second review answers 409.
 */
export const POST = withApiErrors("POST /api/reviews", async (request, scope) => {
  const raw = await readJsonBody(request, MAX_BODY_BYTES);
  scope.locale = replyLocale({ body: raw, request });
  const { appointmentToken, ...review } = parseOrThrow(requestSchema, raw);
  const prisma = await getDb();
  const unknownAppointment = apiError(422, "review.unknownAppointment", undefined, { field: "appointmentId" });
  if (review.appointmentId !== null) {
    const booking = (await allowBookingLookup(request.headers)) ? await findByIdAndToken(prisma, review.appointmentId, appointmentToken) : null;
    if (!booking) throw unknownAppointment;
    scope.locale = replyLocale({ booking });
    if (!isReviewable(booking)) throw apiError(409, "review.notReviewable");
  }
  try {
    const { id } = await createReview(prisma, review);
    dispatchAfterResponse();
    return Response.json({ id }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (isUniqueViolation(error, "appointmentId")) {
      const stored = await prisma.review.findUnique({ where: { appointmentId: review.appointmentId! }, select: { id: true, rating: true, comment: true } });
      if (stored && stored.rating === review.rating && stored.comment === review.comment) {
        return Response.json({ id: stored.id }, { status: 200, headers: { "Cache-Control": "no-store" } });
      }
      throw apiError(409, "review.duplicate");
    }
    // The appointment vanished between the check and the insert.
    if (isForeignKeyViolation(error)) throw unknownAppointment;
    throw error;
  }
});
