import { describe, expect, it } from "@jest/globals";
import { boundingBox, formatMiles, haversineMeters, METERS_PER_MILE } from "@/lib/contractors/distance";
import { rankByDistance, type ContractorCandidate } from "@/lib/contractors/rank";
import { SAMPLE_METROS, sampleContractors } from "@/lib/contractors/sample-data";

const newYork = { lat: 40.7128, lng: -74.006 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };

describe("haversineMeters", () => {
  it("is zero for the same point", () => {
    expect(haversineMeters(newYork, newYork)).toBe(0);
  });

  it("measures New York to Los Angeles as about 2,445 miles either way", () => {
    const miles = haversineMeters(newYork, losAngeles) / METERS_PER_MILE;
    expect(miles).toBeGreaterThan(2440);
    expect(miles).toBeLessThan(2450);
    expect(haversineMeters(losAngeles, newYork)).toBeCloseTo(haversineMeters(newYork, losAngeles), 6);
  });

  it("measures one degree of latitude as about 69 miles", () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }) / METERS_PER_MILE).toBeCloseTo(69.1, 1);
  });
});

describe("formatMiles", () => {
  it("renders miles with one decimal, as the spec shows distances", () => {
    expect(formatMiles(80467)).toBe("50.0");
    expect(formatMiles(0)).toBe("0.0");
    expect(formatMiles(1609.344 * 3.26)).toBe("3.3");
  });
});

describe("boundingBox", () => {
  it("contains every point at the radius, whatever the bearing", () => {
    const radius = 80467;
    const box = boundingBox(newYork, radius);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point ~radius away along the bearing (flat approximation is within the box's slack at this scale).
      const dLat = ((radius * 0.999) / 111_195) * Math.cos((bearing * Math.PI) / 180);
      const dLng = ((radius * 0.999) / (111_195 * Math.cos((newYork.lat * Math.PI) / 180))) * Math.sin((bearing * Math.PI) / 180);
      const point = { lat: newYork.lat + dLat, lng: newYork.lng + dLng };
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });

  it("wraps across the antimeridian instead of producing an empty box", () => {
    const box = boundingBox({ lat: 0, lng: 179.9 }, 80467);
    expect(box.minLng).toBeGreaterThan(box.maxLng);
  });

  it("covers every longitude near a pole", () => {
    expect(boundingBox({ lat: 89.9, lng: 10 }, 80467)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});

describe("rankByDistance", () => {
  const candidate = (id: string, lat: number, lng: number): ContractorCandidate => ({
    place_id: id,
    name: id,
    vicinity: "",
    geometry: { location: { lat, lng } },
    rating: null,
    user_ratings_total: 0,
    sample: false,
  });

  it("keeps the nearest ten within 50 miles, nearest first", () => {
    const near = Array.from({ length: 12 }, (_, index) => candidate(`near-${index}`, newYork.lat + 0.01 * (12 - index), newYork.lng));
    const far = candidate("far", newYork.lat + 0.8, newYork.lng); // about 55 miles north
    const ranked = rankByDistance(newYork, [far, ...near]);
    expect(ranked).toHaveLength(10);
    expect(ranked.map((result) => result.place_id)).not.toContain("far");
    const miles = ranked.map((result) => Number(result.distance));
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(ranked[0]?.place_id).toBe("near-11");
  });
});

describe("the sample directory", () => {
  const rows = sampleContractors();

  it("covers at least six metros with 8 to 12 contractors each, across all three trades", () => {
    expect(SAMPLE_METROS.length).toBeGreaterThanOrEqual(6);
    for (const metro of SAMPLE_METROS) {
      const ids = rows.filter((row) => row.placeId.startsWith(`sample-${metro.key}-`));
      expect(ids.length).toBeGreaterThanOrEqual(8);
      expect(ids.length).toBeLessThanOrEqual(12);
      for (const category of ["hvac", "plumbing", "electrical"] as const) {
        expect(ids.filter((row) => row.categories.includes(category)).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("places every contractor within 25 miles of its metro centre", () => {
    const tooFar = SAMPLE_METROS.flatMap((metro) =>
      rows
        .filter((row) => row.placeId.startsWith(`sample-${metro.key}-`))
        .filter((row) => haversineMeters(metro.center, row) / METERS_PER_MILE >= 25)
        .map((row) => row.name),
    );
    expect(tooFar).toEqual([]);
  });

  it("has unique ids and names, and fictional 555-01xx phone numbers", () => {
    expect(new Set(rows.map((row) => row.placeId)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    for (const row of rows) expect(row.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
  });
});
