import { z } from "zod";

/** Spec section 5 messages, shared by the thank-you page's review form and POST /api/reviews. */
export const reviewMessages = {
  rating: "Please select a rating",
  comment: "Please tell us about your experience",
} as const;

export const REVIEW_COMMENT_MAX = 2000;

export const reviewRequestSchema = z.object(
  {
    rating: z.number({ error: reviewMessages.rating }).int(reviewMessages.rating).min(1, reviewMessages.rating).max(5, reviewMessages.rating),
    comment: z
      .string({ error: reviewMessages.comment })
      .trim()
      .min(1, reviewMessages.comment)
      .max(REVIEW_COMMENT_MAX, `Please keep your review under ${REVIEW_COMMENT_MAX} characters`),
    appointmentId: z
      .number({ error: "appointmentId must be a number or null" })
      .int("appointmentId must be a whole number")
      .positive("appointmentId must be a positive number")
      .max(2_147_483_647, "appointmentId is out of range")
      .nullish()
      .transform((value) => value ?? null),
    /** The booking's secret token; required with an appointmentId (checked by the route, not here). */
    appointmentToken: z
      .string({ error: "appointmentToken must be a string" })
      .max(100, "appointmentToken is not valid")
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: "Request body must be a JSON object" },
);

/** The JSON body a client sends (also the review form's values). */
export type ReviewRequestBody = z.input<typeof reviewRequestSchema>;
/** Validated: comment trimmed, appointmentId a number or null. */
export type ReviewRequest = z.output<typeof reviewRequestSchema>;
