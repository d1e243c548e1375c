import { describe, expect, it } from "@jest/globals";
import { apiValidationText } from "@/lib/api/texts";
import {
  appointmentFormSchema,
  appointmentRequestSchema,
  buildProblemDescription,
  checkPreferredDate,
  toAppointmentRequestBody,
} from "@/lib/validation/appointment";

const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);

const validBody = {
  name: "Dana Homeowner",
  email: "dana@example.com",
  phone: "555-0100",
  category: "plumbing",
  preferredDate: inThreeDays.toISOString(),
  timeFrame: "8-12",
  issue: "leaky-faucet",
  diagnosticHistory: [
    { type: "ai", content: "What seems to be the problem?" },
    { type: "user", content: "The kitchen faucet drips." },
  ],
};

/** The text the API answers with for the first problem (the schema itself carries message keys). */
function firstMessage(body: Record<string, unknown>): string | undefined {
  const result = appointmentRequestSchema.safeParse(body);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message && apiValidationText(message);
}

describe("appointmentRequestSchema", () => {
  it("accepts a complete request and normalises it", () => {
    const parsed = appointmentRequestSchema.parse({ ...validBody, name: "  Dana Homeowner  " });
    expect(parsed.name).toBe("Dana Homeowner");
    expect(parsed.preferredDate).toBeInstanceOf(Date);
    expect(parsed.diagnosticHistory).toHaveLength(2);
  });

  it("treats issue, problemDescription and diagnosticHistory as optional", () => {
    const { issue, diagnosticHistory, ...required } = validBody;
    void issue;
    void diagnosticHistory;
    const parsed = appointmentRequestSchema.parse(required);
    expect(parsed.issue).toBeUndefined();
    expect(parsed.diagnosticHistory).toEqual([]);
  });

  it.each([
    ["name", { name: "" }, "Name is required"],
    ["name", { name: "   " }, "Name is required"],
    ["name", { name: undefined }, "Name is required"],
    ["email", { email: "not-an-email" }, "Invalid email address"],
    ["email", { email: "" }, "Invalid email address"],
    ["phone", { phone: "" }, "Phone number is required"],
    ["category", { category: "" }, "Category is required"],
    ["category", { category: undefined }, "Category is required"],
    ["preferredDate", { preferredDate: "" }, "Please select a date"],
    ["preferredDate", { preferredDate: undefined }, "Please select a date"],
    ["preferredDate", { preferredDate: "next tuesday" }, "Please select a date"],
    ["preferredDate", { preferredDate: "1899-12-31T12:00:00.000Z" }, "Please select a date"],
    ["preferredDate", { preferredDate: "2020-01-01T12:00:00.000Z" }, "Please choose today or a later date"],
    ["timeFrame", { timeFrame: "9-5" }, "Please select a time frame"],
    ["timeFrame", { timeFrame: undefined }, "Please select a time frame"],
  ])("rejects a bad %s with the spec's message (%j)", (_field, change, message) => {
    expect(firstMessage({ ...validBody, ...change })).toBe(message);
  });

  it("accepts a date-time with an offset", () => {
    const withOffset = `${inThreeDays.toISOString().slice(0, 19)}-05:00`;
    expect(firstMessage({ ...validBody, preferredDate: withOffset })).toBeUndefined();
  });

  it("caps the diagnostic history in count, entry length and entry type", () => {
    const many = Array.from({ length: 51 }, () => ({ type: "user", content: "hi" }));
    expect(firstMessage({ ...validBody, diagnosticHistory: many })).toBe("Diagnostic history may have at most 50 messages");
    expect(firstMessage({ ...validBody, diagnosticHistory: [{ type: "user", content: "x".repeat(4001) }] })).toBe(
      "Each history entry may have at most 4000 characters",
    );
    expect(firstMessage({ ...validBody, diagnosticHistory: [{ type: "bot", content: "hi" }] })).toBe("Each history entry must have type 'ai' or 'user'");
  });

  it("limits the length of every text field", () => {
    expect(firstMessage({ ...validBody, name: "x".repeat(101) })).toBe("Please use at most 100 characters");
    expect(firstMessage({ ...validBody, issue: "x".repeat(201) })).toBe("Please use at most 200 characters");
    expect(firstMessage({ ...validBody, email: `${"x".repeat(250)}@example.com` })).toBe("Invalid email address");
  });

  it("refuses line breaks and control characters in the name and phone, in the page's language", () => {
    expect(firstMessage({ ...validBody, name: "Evil\r\nBcc: victim@example.com\r\nSubject: Pay now" })).toBe(
      "Please write your name on one line, without line breaks or special characters",
    );
    for (const name of ["Dana\nHomeowner", "Dana\u0000", "Dana\u001b[31m", "Dana\u0085", "Dana\u2028Home", "Dana \u202Eremoh"]) {
      expect(firstMessage({ ...validBody, name })).toMatch(/one line/);
    }
    expect(firstMessage({ ...validBody, phone: "555-0100\r\nX-Header: 1" })).toBe(
      "Please write the phone number on one line, without line breaks or special characters",
    );
    const result = appointmentRequestSchema.safeParse({ ...validBody, locale: "es-US", name: "Dana\nX" });
    expect(result.success).toBe(false);
    expect(apiValidationText(result.error!.issues[0].message, "es-US")).toBe(
      "Escriba su nombre en una sola línea, sin saltos de línea ni caracteres especiales",
    );
    // Accents, apostrophes and hyphens are names, not control characters.
    expect(appointmentRequestSchema.safeParse({ ...validBody, name: "José O'Brien-Núñez", phone: "+1 (555) 010-0100 ext. 2" }).success).toBe(true);
  });

  it("keeps the note for the pro's line breaks but refuses its control characters", () => {
    expect(appointmentRequestSchema.safeParse({ ...validBody, noteForPro: "Gate code 1234.\r\n\tDog in the yard." }).success).toBe(true);
    expect(firstMessage({ ...validBody, noteForPro: "Gate code\u0007\u0000" })).toBe("Please remove the special (invisible) characters from your note");
    expect(firstMessage({ ...validBody, noteForPro: "abc \u202Efed" })).toMatch(/special/);
  });

  it("refuses a body that is not an object", () => {
    expect(firstMessage([] as unknown as Record<string, unknown>)).toBe("Request body must be a JSON object");
  });
});

describe("checkPreferredDate", () => {
  const now = Date.UTC(2025, 5, 15, 12);

  it("allows today in any time zone, but not yesterday's yesterday", () => {
    expect(checkPreferredDate(new Date(Date.UTC(2025, 5, 15, 0)), now)).toBeUndefined();
    expect(checkPreferredDate(new Date(Date.UTC(2025, 5, 14, 13)), now)).toBeUndefined();
    expect(apiValidationText(checkPreferredDate(new Date(Date.UTC(2025, 5, 13, 12)), now) ?? "")).toBe("Please choose today or a later date");
  });
});

describe("appointmentFormSchema (the schedule form's Date variant)", () => {
  it("validates a Date and converts to the JSON body the API accepts", () => {
    const values = appointmentFormSchema.parse({ ...validBody, preferredDate: inThreeDays });
    const body = toAppointmentRequestBody(values);
    expect(body.preferredDate).toBe(inThreeDays.toISOString());
    expect(body.problemDescription).toBe("AI: What seems to be the problem?\nUser: The kitchen faucet drips.");
    expect(appointmentRequestSchema.safeParse(body).success).toBe(true);
  });

  it("asks for a date when none is picked", () => {
    const result = appointmentFormSchema.safeParse({ ...validBody, preferredDate: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => apiValidationText(issue.message))).toContain("Please select a date");
  });
});

describe("buildProblemDescription", () => {
  it("prefixes history lines with AI: and User:", () => {
    expect(
      buildProblemDescription(
        [
          { type: "ai", content: "a" },
          { type: "user", content: "b" },
        ],
        "issue",
      ),
    ).toBe("AI: a\nUser: b");
  });

  it("falls back to the issue, then to nothing", () => {
    expect(buildProblemDescription([], "No heat")).toBe("No heat");
    expect(buildProblemDescription(undefined, undefined)).toBe("");
  });
});
