import { describe, expect, it } from "@jest/globals";
import { apiValidationText } from "@/lib/api/texts";
import { reviewRequestSchema } from "@/lib/validation/review";

/** The text the API answers with for the first problem (the schema itself carries message keys). */
function firstMessage(body: unknown): string | undefined {
  const result = reviewRequestSchema.safeParse(body);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message && apiValidationText(message);
}

describe("reviewRequestSchema", () => {
  it("accepts a rating, a comment and an appointment id, trimming the comment", () => {
    expect(reviewRequestSchema.parse({ rating: 5, comment: "  Great work!  ", appointmentId: 12, appointmentToken: "tok" })).toEqual({
      rating: 5,
      comment: "Great work!",
      appointmentId: 12,
      appointmentToken: "tok",
    });
  });

  it("treats a missing appointment id as null", () => {
    expect(reviewRequestSchema.parse({ rating: 4, comment: "Good" }).appointmentId).toBeNull();
    expect(reviewRequestSchema.parse({ rating: 4, comment: "Good", appointmentId: null }).appointmentId).toBeNull();
  });

  it.each([0, 6, 2.5, "5", null, undefined])("asks for a rating when it is %p", (rating) => {
    expect(firstMessage({ rating, comment: "Fine" })).toBe("Please select a rating");
  });

  it.each(["", "   ", "\n\t", undefined])("asks about the experience when the comment is %j", (comment) => {
    expect(firstMessage({ rating: 3, comment })).toBe("Please tell us about your experience");
  });

  it("limits the comment's length", () => {
    expect(firstMessage({ rating: 3, comment: "x".repeat(2001) })).toBe("Please keep your review under 2000 characters");
  });

  it.each([["12"], [1.5], [-1]])("refuses an appointment id of %p", (appointmentId) => {
    expect(firstMessage({ rating: 3, comment: "Fine", appointmentId })).toMatch(/appointmentId/);
  });
});
