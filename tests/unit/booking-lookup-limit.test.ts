import { beforeEach, describe, expect, it } from "@jest/globals";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { hashManageToken, isWellFormedManageToken, newManageToken } from "@/lib/booking/token";
import { isIanaTimeZone } from "@/lib/booking/time-zone";

const from = (ip: string) => new Headers({ "x-forwarded-for": ip });

describe("booking-page token guessing", () => {
  beforeEach(() => resetRateLimitStore());

  it("allows 30 look-ups a minute per client, then refuses that client only", async () => {
    const env = { RATE_LIMIT_MULTIPLIER: "1" };
    for (let index = 0; index < 30; index++) expect(await allowBookingLookup(from("203.0.113.9"), env)).toBe(true);
    expect(await allowBookingLookup(from("203.0.113.9"), env)).toBe(false);
    expect(await allowBookingLookup(from("203.0.113.10"), env)).toBe(true);
  });
});

describe("booking tokens", () => {
  it("are 256 random bits in base64url, stored only as their sha256", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newManageToken().token));
    expect(tokens.size).toBe(1000);
    const { token, hash } = newManageToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hash).toBe(hashManageToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it.each(["", "short", "A".repeat(42), "A".repeat(44), `${"A".repeat(42)}/`, `${"A".repeat(42)}=`, 42])("refuses the malformed token %p", (value) => {
    expect(isWellFormedManageToken(value)).toBe(false);
  });
});

describe("isIanaTimeZone", () => {
  it.each(["America/Chicago", "Europe/Berlin", "UTC", "Asia/Calcutta", "America/Argentina/Buenos_Aires"])("accepts %s", (zone) => {
    expect(isIanaTimeZone(zone)).toBe(true);
  });
  it.each(["Mars/Olympus", "+01:00", "EST5EDT;", "America/", "../../etc/passwd", ""])("refuses %p", (zone) => {
    expect(isIanaTimeZone(zone)).toBe(false);
  });
});
