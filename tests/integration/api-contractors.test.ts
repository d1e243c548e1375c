import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GET } from "@/app/api/contractors/route";
import { haversineMeters, METERS_PER_MILE } from "@/lib/contractors/distance";
import type { Contractor, ContractorSearchResult } from "@/lib/contractors/types";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

const newYork = { lat: 40.7128, lng: -74.006 };

function get(query: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/contractors?${query}`));
}

async function search(query: string): Promise<ContractorSearchResult> {
  const response = await get(query);
  expect(response.status).toBe(200);
  return (await response.json()) as ContractorSearchResult;
}

// The directory is the default whenever no Google key is configured.
const savedKey = process.env.GOOGLE_MAPS_API_KEY;
beforeAll(() => {
  delete process.env.GOOGLE_MAPS_API_KEY;
});
afterAll(() => {
  if (savedKey !== undefined) process.env.GOOGLE_MAPS_API_KEY = savedKey;
});

describe.each(TEST_DB_KINDS)("GET /api/contractors from the directory (%s)", (kind) => {
  const db = useTestDatabase(kind);

  it("finds sample plumbers near New York, nearest first, marked as samples", async () => {
    const reply = await search(`category=plumbing&lat=${newYork.lat}&lng=${newYork.lng}`);
    expect(reply.source).toBe("directory");
    expect(reply.sample).toBe(true);
    expect(reply.results.length).toBeGreaterThanOrEqual(3);
    const rows = await db().prisma.contractor.findMany({ where: { placeId: { in: reply.results.map((result) => result.place_id) } } });
    expect(rows.every((row) => row.categories.includes("plumbing") && row.sample)).toBe(true);
    expectNearestFirstWithin50Miles(reply.results);
  });

  it("returns the spec's contractor shape", async () => {
    const [first] = (await search(`category=hvac&lat=${newYork.lat}&lng=${newYork.lng}`)).results;
    expect(first).toEqual({
      place_id: expect.any(String),
      name: expect.any(String),
      vicinity: expect.any(String),
      geometry: { location: { lat: expect.any(Number), lng: expect.any(Number) } },
      rating: expect.any(Number),
      user_ratings_total: expect.any(Number),
      distance: expect.stringMatching(/^\d+\.\d$/),
      sample: true,
    });
  });

  it("searches every trade for an unknown category", async () => {
    const reply = await search(`category=roofing&lat=${newYork.lat}&lng=${newYork.lng}`);
    const trades = await db().prisma.contractor.findMany({ where: { placeId: { in: reply.results.map((result) => result.place_id) } } });
    expect(new Set(trades.flatMap((row) => row.categories))).toEqual(new Set(["hvac", "plumbing", "electrical"]));
  });

  it("returns at most 10, all within 50 miles, and leaves out anything farther", async () => {
    // Twelve more electricians spread up to 40 miles north, plus one 55 miles north.
    await db().prisma.contractor.createMany({
      data: [...Array.from({ length: 12 }, (_, index) => 3 + index * 3), 55].map((miles) => ({
        placeId: `test-${kind}-${miles}`,
        name: `Test Electric ${miles}`,
        vicinity: "Somewhere, NY",
        lat: newYork.lat + miles / 69.05,
        lng: newYork.lng,
        categories: ["electrical"],
        userRatingsTotal: 1,
      })),
    });
    const reply = await search(`category=electrical&lat=${newYork.lat}&lng=${newYork.lng}`);
    expect(reply.results).toHaveLength(10);
    expectNearestFirstWithin50Miles(reply.results);
    expect(reply.results.map((result) => result.place_id)).not.toContain(`test-${kind}-55`);
    // Mixed sample and real rows: the reply says samples are among them.
    expect(reply.sample).toBe(true);
  });

  it("answers an empty list far from any contractor", async () => {
    expect(await search("category=hvac&lat=39.5&lng=-117.0")).toEqual({ source: "directory", sample: false, results: [] });
  });

  it("lets the browser cache the reply briefly and privately", async () => {
    const response = await get(`lat=${newYork.lat}&lng=${newYork.lng}`);
    expect(response.headers.get("cache-control")).toBe("private, max-age=120");
  });

  it.each([
    ["lng=-74", "Latitude is required"],
    ["lat=north&lng=-74", "Latitude must be a number between -90 and 90"],
    ["lat=-91&lng=-74", "Latitude must be a number between -90 and 90"],
    ["lat=40", "Longitude is required"],
    ["lat=40&lng=200", "Longitude must be a number between -180 and 180"],
  ])("answers 400 for %s", async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});

function expectNearestFirstWithin50Miles(results: Contractor[]) {
  expect(results.length).toBeLessThanOrEqual(10);
  const miles = results.map((result) => Number(result.distance));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const result of results) {
    expect(result.distance).toMatch(/^\d+\.\d$/);
    expect(Number(result.distance)).toBeLessThanOrEqual(50);
    const exact = haversineMeters(newYork, result.geometry.location) / METERS_PER_MILE;
    expect(Number(result.distance)).toBeCloseTo(exact, 1);
  }
}
