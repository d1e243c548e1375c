import { describe, expect, it } from "@jest/globals";
import { categoryName } from "@/lib/dispatch/email/compose";

describe("the category named in booking mail", () => {
  it("is the catalogue's title for a catalogue id", () => {
    expect(categoryName("plumbing")).toBe("Plumbing");
  });

  it("never echoes a stored value that is not a catalogue id (rows from before the check)", () => {
    expect(categoryName("URGENT: verify your account at evil.example")).toBe("Home repair");
  });
});
