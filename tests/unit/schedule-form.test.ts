import { describe, expect, it } from "@jest/globals";
import { zodResolver } from "@hookform/resolvers/zod";

import { appointmentDefaults, DEFAULT_DATE_OFFSET_DAYS, defaultPreferredDate } from "@/components/schedule/appointment-defaults";
import { newIdempotencyKey } from "@/components/schedule/idempotency-key";
import { apiValidationText } from "@/lib/api/texts";
import { appointmentFormSchema } from "@/lib/validation/appointment";

// Pure helpers of the schedule form; the components themselves are covered by tests/e2e/booking.spec.ts.
describe("schedule form defaults", () => {
  it("opens on a date two days ahead", () => {
    const now = new Date("2025-03-01T15:30:00Z");
    expect(DEFAULT_DATE_OFFSET_DAYS).toBe(2);
    expect(defaultPreferredDate(now).getTime() - now.getTime()).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it("takes category and issue from the link, starts with the morning slot and texts unticked", () => {
    const now = new Date("2025-03-01T15:30:00Z");
    expect(appointmentDefaults({ categoryId: "electrical", issueId: "gfci-issues" }, now)).toEqual({
      name: "",
      email: "",
      phone: "",
      category: "electrical",
      issue: "gfci-issues",
      noteForPro: "",
      preferredDate: new Date("2025-03-03T15:30:00Z"),
      timeFrame: "8-12",
      smsOptIn: false,
    });
    expect(appointmentDefaults({ categoryId: null, issueId: null }, now)).toMatchObject({ category: "", issue: "" });
  });
});

describe("schedule form validation", () => {
  const resolve = zodResolver(appointmentFormSchema);
  const run = (values: Record<string, unknown>) =>
    resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false }) as Promise<{ errors: Record<string, { message?: string }> }>;

  it("shows the spec's message for every required field of an empty form", async () => {
    const { errors } = await run({ name: "", email: "", phone: "", category: "", issue: "", preferredDate: null, timeFrame: undefined });
    // The resolver hands the form message keys; the English catalogue turns them into the spec's texts.
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, apiValidationText(error.message ?? "")]))).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      phone: "Phone number is required",
      category: "Category is required",
      preferredDate: "Please select a date",
      timeFrame: "Please select a time frame",
    });
  });

  it("accepts the defaults plus contact details, with no issue chosen", async () => {
    const { errors } = await run({
      name: "Jordan",
      email: "jordan@example.com",
      phone: "555 0100",
      category: "hvac",
      issue: "",
      preferredDate: defaultPreferredDate(),
      timeFrame: "8-12",
    });
    expect(errors).toEqual({});
  });
});

describe("newIdempotencyKey", () => {
  it("makes a fresh printable key each time", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
