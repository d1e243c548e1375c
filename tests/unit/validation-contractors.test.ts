import { describe, expect, it } from "@jest/globals";
import { apiValidationText } from "@/lib/api/texts";
import { contractorQueryFromSearchParams, contractorQuerySchema } from "@/lib/validation/contractors";

function parse(query: string) {
  return contractorQuerySchema.safeParse(contractorQueryFromSearchParams(new URLSearchParams(query)));
}

describe("contractorQuerySchema", () => {
  it("reads coordinates as numbers and keeps a known category", () => {
    expect(parse("category=plumbing&lat=40.71&lng=-74.0").data).toEqual({ category: "plumbing", lat: 40.71, lng: -74 });
  });

  it("turns an unknown or missing category into any trade", () => {
    expect(parse("category=roofing&lat=1&lng=2").data?.category).toBeNull();
    expect(parse("lat=1&lng=2").data?.category).toBeNull();
  });

  it.each([
    ["lng=2", "Latitude is required"],
    ["lat=&lng=2", "Latitude is required"],
    ["lat=abc&lng=2", "Latitude must be a number between -90 and 90"],
    ["lat=90.5&lng=2", "Latitude must be a number between -90 and 90"],
    ["lat=Infinity&lng=2", "Latitude must be a number between -90 and 90"],
    ["lat=1", "Longitude is required"],
    ["lat=1&lng=-180.1", "Longitude must be a number between -180 and 180"],
  ])("refuses %s", (query, message) => {
    expect(apiValidationText(parse(query).error?.issues[0]?.message ?? "")).toBe(message);
  });
});
