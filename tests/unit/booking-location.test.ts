import { describe, expect, it } from "@jest/globals";
import { roundCoordinate, toBookingLocation } from "@/lib/booking/location";
import { bookingRequestSchema, LOCATION_MESSAGES } from "@/lib/booking/schema";
import { locationOf } from "@/lib/booking/snapshot";
import { orderContractors, type PickerContractor } from "@/lib/operator/contractor-choices";
import { validAppointmentBody } from "../support/appointment-fixture";

const parse = (location: unknown) => bookingRequestSchema.safeParse({ ...validAppointmentBody, location });

describe("the booking's approximate location", () => {
  it("rounds coordinates to 0.01° (about 1 km), without a negative zero", () => {
    expect(roundCoordinate(30.26716)).toBe(30.27);
    expect(roundCoordinate(-97.74306)).toBe(-97.74);
    expect(roundCoordinate(-0.001)).toBe(0);
    expect(Object.is(roundCoordinate(-0.001), -0)).toBe(false);
  });

  it("accepts a location and stores only the rounded coordinates and the trimmed label", () => {
    const result = parse({ lat: 30.26716, lng: -97.74306, label: "  Austin, TX 78701 " });
    expect(result.success && result.data.location).toEqual({ lat: 30.27, lng: -97.74, label: "Austin, TX 78701" });
  });

  it.each([
    ["absent", undefined],
    ["null", null],
  ])("is optional: %s means no location", (_label, location) => {
    const result = parse(location);
    expect(result.success).toBe(true);
    expect(result.success && result.data.location).toBeUndefined();
  });

  it("treats a blank label as absent", () => {
    const result = parse({ lat: 40.7128, lng: -74.006, label: "  " });
    expect(result.success && result.data.location).toEqual({ lat: 40.71, lng: -74.01 });
  });

  it.each([
    ["a string", "Austin", LOCATION_MESSAGES.location],
    ["a latitude above 90", { lat: 90.5, lng: 0 }, LOCATION_MESSAGES.lat],
    ["a longitude below -180", { lat: 0, lng: -180.01 }, LOCATION_MESSAGES.lng],
    ["a missing longitude", { lat: 10 }, LOCATION_MESSAGES.lng],
    ["a numeric string", { lat: "30.2", lng: -97.7 }, LOCATION_MESSAGES.lat],
    ["infinity", { lat: Infinity, lng: 0 }, LOCATION_MESSAGES.lat],
    ["a label that is too long", { lat: 0, lng: 0, label: "x".repeat(101) }, LOCATION_MESSAGES.label],
    ["a label that is not text", { lat: 0, lng: 0, label: 5 }, LOCATION_MESSAGES.label],
  ])("rejects %s with a clear message", (_label, location, message) => {
    const result = parse(location);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("the browser sends the finder's cached location already rounded, and nothing without one", () => {
    expect(toBookingLocation(null)).toBeUndefined();
    expect(toBookingLocation({ lat: 41.87811, lng: -87.62979, source: "geolocation", timestamp: 1 })).toEqual({ lat: 41.88, lng: -87.63 });
    expect(toBookingLocation({ lat: 41.87811, lng: -87.62979, source: "manual", timestamp: 1, label: "Chicago, IL" })).toEqual({
      lat: 41.88,
      lng: -87.63,
      label: "Chicago, IL",
    });
  });

  it("reads a stored location back, and none when the columns are empty", () => {
    expect(locationOf({ locationLat: 30.27, locationLng: -97.74, locationLabel: null })).toEqual({ lat: 30.27, lng: -97.74 });
    expect(locationOf({ locationLat: 30.27, locationLng: -97.74, locationLabel: "Austin" })).toEqual({ lat: 30.27, lng: -97.74, label: "Austin" });
    expect(locationOf({ locationLat: null, locationLng: null, locationLabel: null })).toBeNull();
  });
});

describe("the console's contractor order", () => {
  const contractor = (placeId: string, lat: number, lng: number, categories: string[], rating: number): PickerContractor => ({
    placeId,
    name: placeId,
    vicinity: "",
    lat,
    lng,
    categories,
    rating,
  });
  // In the database's fallback order: rating, best first.
  const directory = [
    contractor("far-plumber", 30.6, -97.74, ["plumbing"], 4.9),
    contractor("near-electrician", 30.27, -97.75, ["electrical"], 4.8),
    contractor("near-plumber", 30.28, -97.74, ["plumbing", "hvac"], 4.1),
    contractor("mid-plumber", 30.35, -97.74, ["plumbing"], 3.9),
    contractor("far-electrician", 31, -97.74, ["electrical"], 3.5),
  ];

  it("puts qualified contractors first, nearest first, with their distance in miles", () => {
    const choices = orderContractors(directory, "plumbing", { lat: 30.27, lng: -97.74 });
    expect(choices.map((choice) => choice.contractor.placeId)).toEqual(["near-plumber", "mid-plumber", "far-plumber", "near-electrician", "far-electrician"]);
    expect(choices.map((choice) => choice.qualified)).toEqual([true, true, true, false, false]);
    // 0.01° of latitude is 0.69 miles; 0.33° is about 22.8 miles.
    expect(choices[0].miles).toBe("0.7");
    expect(choices[2].miles).toBe("22.8");
  });

  it("without a location keeps qualified first, then the given (rating) order, and shows no distance", () => {
    const choices = orderContractors(directory, "plumbing", null);
    expect(choices.map((choice) => choice.contractor.placeId)).toEqual(["far-plumber", "near-plumber", "mid-plumber", "near-electrician", "far-electrician"]);
    expect(choices.every((choice) => choice.miles === null)).toBe(true);
  });
});
