import { describe, expect, it } from "@jest/globals";

import { isDatabaseUnavailable, isUniqueViolation } from "@/lib/db/errors";

describe("isDatabaseUnavailable", () => {
  it("counts a transaction that could not start in time (no pooled connection free) as unavailable, so the API answers 503", () => {
    const error = Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("counts an exhausted pool and an unreachable server as unavailable", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("Timed out fetching a new connection"), { code: "P2024" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBe(true);
  });

  it("does not count a client's mistake or a constraint as unavailable", () => {
    const duplicate = Object.assign(new Error("Unique constraint failed"), { code: "P2002" });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDatabaseUnavailable(new Error("something else"))).toBe(false);
  });
});
