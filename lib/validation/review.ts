import { z } from "zod";

import { messageKey } from "@/i18n/validation-messages";

/** Spec section 5 messages (keys of messages/en-US/validation.json), shared by the review forms and POST /api/reviews. */
export const reviewMessages = {
  rating: messageKey("review.ratingRequired"),
  comment: messageKey("review.commentRequired"),
} as const;

export const REVIEW_COMMENT_MAX = 2000;

export const reviewRequestSchema = z.object(
  {
    rating: z.number({ error: reviewMessages.rating }).int(reviewMessages.rating).min(1, reviewMessages.rating).max(5, reviewMessages.rating),
    comment: z
      .string({ error: reviewMessages.comment })
      .trim()
      .min(1, reviewMessages.comment)
      .max(REVIEW_COMMENT_MAX, messageKey("review.commentTooLong", { max: REVIEW_COMMENT_MAX })),
    appointmentId: z
      .number({ error: messageKey("review.appointmentIdType") })
      .int(messageKey("review.appointmentIdWhole"))
      .positive(messageKey("review.appointmentIdPositive"))
      .max(2_147_483_647, messageKey("review.appointmentIdRange"))
      .nullish()
      .transform((value) => value ?? null),
    /** The booking's secret token; required with an appointmentId (checked by the route, not here). */
    appointmentToken: z
      .string({ error: messageKey("review.appointmentTokenType") })
      .max(100, messageKey("review.appointmentTokenInvalid"))
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: messageKey("request.bodyNotObject") },
);

/** The JSON body a client sends (also the review form's values). */
export type ReviewRequestBody = z.input<typeof reviewRequestSchema>;
/** Validated: comment trimmed, appointmentId a number or null. */
export type ReviewRequest = z.output<typeof reviewRequestSchema>;
