import { describe, expect, it } from "@jest/globals";

import { toCachedLocation, toIpLocation, toResolvedPlace } from "@/lib/location/client-checks";

const place = { lat: 40.7128, lng: -74.006 };

describe("toCachedLocation", () => {
  it("keeps a stored location, with or without its label, and nothing else", () => {
    const stored = { ...place, source: "geolocation", timestamp: 1_700_000_000_000, label: "New York, NY", extra: "dropped" };
    expect(toCachedLocation(stored)).toEqual({ ...place, source: "geolocation", timestamp: 1_700_000_000_000, label: "New York, NY" });
    expect(toCachedLocation({ ...place, source: "manual", timestamp: 5 })).toEqual({ ...place, source: "manual", timestamp: 5 });
  });

  it.each([
    ["null", null],
    ["an array", [place]],
    ["a latitude beyond the pole", { lat: 91, lng: 0, source: "ip", timestamp: 1 }],
    ["a longitude beyond the date line", { lat: 0, lng: -181, source: "ip", timestamp: 1 }],
    ["a string coordinate", { lat: "40", lng: 0, source: "ip", timestamp: 1 }],
    ["an unknown source", { ...place, source: "gps", timestamp: 1 }],
    ["a missing timestamp", { ...place, source: "ip" }],
    ["an infinite timestamp", { ...place, source: "ip", timestamp: Infinity }],
    ["a non-text label", { ...place, source: "ip", timestamp: 1, label: 7 }],
  ])("refuses %s", (_, value) => {
    expect(toCachedLocation(value)).toBeNull();
  });
});

describe("toIpLocation", () => {
  it("accepts /api/geo's reply", () => {
    expect(toIpLocation({ ...place, source: "ip", city: "New York" })).toEqual({ ...place, source: "ip", city: "New York" });
    expect(toIpLocation({ ...place, source: "ip" })).toEqual({ ...place, source: "ip" });
  });

  it("throws on anything else", () => {
    expect(() => toIpLocation({ ...place, source: "manual" })).toThrow("The location service sent an unexpected reply.");
    expect(() => toIpLocation({ message: "Not Found" })).toThrow(TypeError);
    expect(() => toIpLocation({ lat: Number.NaN, lng: 0, source: "ip" })).toThrow(TypeError);
  });
});

describe("toResolvedPlace", () => {
  it("accepts /api/places/resolve's reply", () => {
    expect(toResolvedPlace({ ...place, label: "10001" })).toEqual({ ...place, label: "10001" });
  });

  it("throws without a label or coordinates", () => {
    expect(() => toResolvedPlace(place)).toThrow("The place lookup sent an unexpected reply.");
    expect(() => toResolvedPlace({ label: "10001" })).toThrow(TypeError);
  });
});
