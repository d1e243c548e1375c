import { describe, expect, it } from "@jest/globals";
import { visitWindow } from "@/lib/booking/calendar";

describe("visitWindow", () => {
  it("puts the window at the homeowner's wall-clock hours, across a DST change", () => {
    // 2026-03-08: US daylight saving starts; Chicago is UTC-5 from 2 AM.
    expect(visitWindow({ preferredDate: "2026-03-08", timeFrame: "8-12", timeZone: "America/Chicago" })).toEqual({
      start: new Date("2026-03-08T13:00:00Z"),
      end: new Date("2026-03-08T17:00:00Z"),
    });
    expect(visitWindow({ preferredDate: "2026-03-07", timeFrame: "12-4", timeZone: "America/Chicago" })).toEqual({
      start: new Date("2026-03-07T18:00:00Z"),
      end: new Date("2026-03-07T22:00:00Z"),
    });
    expect(visitWindow({ preferredDate: "2026-07-01", timeFrame: "8-12", timeZone: null })).toEqual({
      start: new Date("2026-07-01T08:00:00Z"),
      end: new Date("2026-07-01T12:00:00Z"),
    });
  });
});
