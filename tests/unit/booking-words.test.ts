import { describe, expect, it } from "@jest/globals";

import { categoryTitle, instantText, problemIdOf, problemTitle, serviceSummary, timeZoneName, transcriptOf, visitWindowText } from "@/lib/booking/words";
import { appointmentFormSchema, appointmentRequestSchema, buildProblemDescription, toAppointmentRequestBody } from "@/lib/validation/appointment";

import { validAppointmentBody } from "../support/appointment-fixture";

describe("words a person reads about a booking", () => {
  it("names the category and problem as the catalogue titles them, from an id or a title", () => {
    expect(categoryTitle("plumbing")).toBe("Plumbing");
    expect(problemTitle("plumbing", "leaky-faucet")).toBe("Leaky Faucet");
    expect(problemTitle("plumbing", "Leaky Faucet")).toBe("Leaky Faucet");
    expect(problemTitle("plumbing", null)).toBeNull();
    expect(problemIdOf("plumbing", "Leaky Faucet")).toBe("leaky-faucet");
    expect(problemIdOf("plumbing", "something else")).toBeNull();
    expect(serviceSummary("plumbing", "leaky-faucet")).toBe("Leaky Faucet (Plumbing)");
    expect(serviceSummary("hvac", undefined)).toBe("HVAC");
  });

  it("writes the visit window with its day, hours and zone", () => {
    expect(visitWindowText("2026-12-01", "8-12", "America/Chicago")).toBe("Tue, Dec 1 · 8:00 AM–12:00 PM (Central)");
    expect(visitWindowText("2026-07-14", "12-4", "America/Los_Angeles")).toBe("Tue, Jul 14 · 12:00 PM–4:00 PM (Pacific)");
    expect(visitWindowText("2026-12-01", "8-12", null)).toBe("Tue, Dec 1 · 8:00 AM–12:00 PM (UTC)");
    expect(timeZoneName("America/New_York")).toBe("Eastern");
  });

  it("writes an instant in the booking's zone, with the year when it is not this one", () => {
    expect(instantText(new Date("2025-03-04T13:02:00Z"), "America/Chicago")).toBe("Tue, Mar 4, 7:02 AM, 2025 (Central)");
    const now = new Date();
    expect(instantText(now, "UTC")).not.toMatch(/, \d{4} \(/);
  });

  it("turns the stored chat into a transcript and drops what is malformed", () => {
    expect(
      transcriptOf([
        { type: "ai", content: "Please select a problem:" },
        { type: "user", content: " Leaky Faucet " },
        { type: "system", content: "x" },
        "nonsense",
        { type: "user", content: "" },
      ]),
    ).toEqual([
      { speaker: "assistant", text: "Please select a problem:" },
      { speaker: "homeowner", text: "Leaky Faucet" },
    ]);
    expect(transcriptOf(null)).toEqual([]);
  });
});

describe("the note for the pro", () => {
  it("is optional, at most 1,000 characters, and never part of the description", () => {
    const parsed = appointmentRequestSchema.parse({ ...validAppointmentBody, noteForPro: "  Side gate is unlocked.  " });
    expect(parsed.noteForPro).toBe("Side gate is unlocked.");
    expect(appointmentRequestSchema.parse({ ...validAppointmentBody, noteForPro: "   " }).noteForPro).toBeUndefined();
    expect(appointmentRequestSchema.safeParse({ ...validAppointmentBody, noteForPro: "x".repeat(1001) }).success).toBe(false);
    expect(appointmentRequestSchema.safeParse({ ...validAppointmentBody, noteForPro: "x".repeat(1000) }).success).toBe(true);

    expect(buildProblemDescription([{ type: "user", content: "Leaky Faucet" }], undefined)).toBe("User: Leaky Faucet");
    expect(
      toAppointmentRequestBody(
        appointmentFormSchema.parse({ ...validAppointmentBody, preferredDate: new Date("2030-01-02T06:00:00Z"), noteForPro: "Side gate is unlocked." }),
      ).problemDescription,
    ).not.toContain("Side gate");
  });
});
