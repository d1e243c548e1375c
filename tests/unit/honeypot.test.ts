import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { apiValidationText, parseOrThrow } from "@/lib/api";
import { HONEYPOT_FIELD, HONEYPOT_INPUT_PROPS, HONEYPOT_MESSAGE, isHoneypotFilled, withHoneypot } from "@/lib/validation/honeypot";

const reviewLike = withHoneypot(z.object({ rating: z.number().int().min(1).max(5) }, { error: "Request body must be a JSON object" }));

describe("honeypot", () => {
  it('calls the trap "website", out of the tab order and autofill', () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(HONEYPOT_INPUT_PROPS).toMatchObject({ name: "website", tabIndex: -1, autoComplete: "off" });
  });

  it.each([
    ["a URL", "https://spam.example"],
    ["any text", "x"],
    ["a number", 42],
    ["a boolean", true],
    ["an object", { a: 1 }],
    ["a list", []],
  ])("counts %s in the field as a bot", (_, value) => {
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: value })).toBe(true);
  });

  it.each([
    ["the field is absent", {}],
    ["the field is empty", { website: "" }],
    ["the field is blank", { website: "   " }],
    ["the field is null", { website: null }],
    ["the body is not an object", "hello"],
    ["the body is null", null],
    ["the body is a list", ["website"]],
  ])("lets a submission through when %s", (_, body) => {
    expect(isHoneypotFilled(body)).toBe(false);
  });

  it("rejects a filled trap with the honeypot message before other validation, as a 400", () => {
    const text = apiValidationText(HONEYPOT_MESSAGE);
    expect(text).toMatch(/leave the website field empty/);
    expect(() => parseOrThrow(reviewLike, { website: "https://spam.example", rating: "not a number" })).toThrow(
      expect.objectContaining({ status: 400, message: text, errors: { website: [text] } }),
    );
  });

  it("keeps the trap out of the parsed data a handler would save", () => {
    const parsed = reviewLike.parse({ website: "", rating: 5 });
    expect(parsed).toEqual({ rating: 5 });
    expect(HONEYPOT_FIELD in (parsed as object)).toBe(false);
  });

  it("leaves the wrapped schema's own errors unchanged for people", () => {
    const result = reviewLike.safeParse({ rating: 9 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["rating"]);
    expect(reviewLike.safeParse("not an object").error?.issues[0].message).toBe("Request body must be a JSON object");
  });
});
