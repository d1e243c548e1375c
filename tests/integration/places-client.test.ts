import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { GET } from "@/app/api/contractors/route";
import { resetServerEnvForTests } from "@/lib/env/server";
import { ContractorUpstreamError } from "@/lib/contractors/types";
import { GooglePlacesProvider, PLACES_FIELD_MASK } from "@/lib/contractors/google-places";
import { listenOnLoopback, type LoopbackServer } from "../support/loopback-server";

/**
 * A local stand-in for Places API (New) Text Search: POST /v1/places:searchText with a JSON body, the key in
 * X-Goog-Api-Key, a required X-Goog-FieldMask; `{ places: [...] }`, `{}` when nothing matched, and errors as
 * HTTP statuses with `{ error: { code, message, status } }`, as Google answers.
 */
type Reply = { status?: number; body: unknown; delayMs?: number };
let nextReply: Reply = { body: {} };
let lastRequest: { headers: IncomingMessage["headers"]; body: Record<string, unknown> } | undefined;
let server: Server;
let loopback: LoopbackServer;
let baseUrl: string;

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (request.method !== "POST" || url.pathname !== "/v1/places:searchText") {
    response.writeHead(404).end();
    return;
  }
  let text = "";
  request.on("data", (chunk: Buffer) => (text += chunk.toString()));
  request.on("end", () => {
    lastRequest = { headers: request.headers, body: JSON.parse(text || "{}") as Record<string, unknown> };
    // Google refuses a request without a field mask.
    const reply: Reply = request.headers["x-goog-fieldmask"]
      ? nextReply
      : { status: 400, body: { error: { code: 400, message: "FieldMask is a required parameter", status: "INVALID_ARGUMENT" } } };
    const { status = 200, body, delayMs = 0 } = reply;
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(typeof body === "string" ? body : JSON.stringify(body));
    }, delayMs).unref();
  });
}

const origin = { lat: 40.7128, lng: -74.006 };

function place(id: string, northMiles: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    displayName: { text: `Contractor ${id}`, languageCode: "en" },
    formattedAddress: `${id} Main St, New York, NY 10001, USA`,
    shortFormattedAddress: `${id} Main St, New York`,
    location: { latitude: origin.lat + northMiles / 69.05, longitude: origin.lng },
    rating: 4.5,
    userRatingCount: 20,
    businessStatus: "OPERATIONAL",
    ...extra,
  };
}

const googleError = (code: number, status: string) => ({ status: code, body: { error: { code, message: "The provided API key is invalid.", status } } });

beforeAll(async () => {
  server = createServer(handle);
  loopback = await listenOnLoopback(server);
  baseUrl = `http://127.0.0.1:${loopback.port}/v1`;
});
afterAll(async () => {
  await loopback.close();
});
beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  nextReply = { body: {} };
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe("GooglePlacesProvider", () => {
  const provider = () => new GooglePlacesProvider({ apiKey: "test-key", baseUrl, timeoutMs: 300 });

  it("asks Text Search (New) for the trade near the point: key and field mask in headers, 50-mile box, by distance", async () => {
    await provider().findNearby({ ...origin, categoryId: "plumbing" });
    expect(lastRequest?.headers["x-goog-api-key"]).toBe("test-key");
    expect(lastRequest?.headers["x-goog-fieldmask"]).toBe(PLACES_FIELD_MASK);
    expect(PLACES_FIELD_MASK.split(",")).toEqual(
      expect.arrayContaining(["places.id", "places.displayName", "places.location", "places.rating", "places.userRatingCount"]),
    );
    const body = lastRequest?.body as {
      textQuery: string;
      includedType?: string;
      rankPreference: string;
      locationRestriction: { rectangle: { low: { latitude: number; longitude: number }; high: { latitude: number; longitude: number } } };
    };
    expect(body).toMatchObject({ textQuery: "residential plumber contractor", includedType: "plumber", rankPreference: "DISTANCE" });
    const { low, high } = body.locationRestriction.rectangle;
    // 50 miles each way: about 0.72 degrees of latitude, and more of longitude at New York's latitude.
    expect(high.latitude - origin.lat).toBeCloseTo(50 / 69.05, 3);
    expect(origin.lat - low.latitude).toBeCloseTo(50 / 69.05, 3);
    expect(high.longitude - origin.lng).toBeGreaterThan(0.9);
    expect(origin.lng - low.longitude).toBeCloseTo(high.longitude - origin.lng, 6);
    // The key travels in a header, never in the URL.
    expect(JSON.stringify(lastRequest?.body)).not.toContain("test-key");
  });

  it("finds HVAC contractors by the query text alone (no place type exists for them), and any trade without a category", async () => {
    await provider().findNearby({ ...origin, categoryId: "hvac" });
    expect(lastRequest?.body).toMatchObject({ textQuery: "residential hvac air conditioning contractor" });
    expect(lastRequest?.body.includedType).toBeUndefined();
    await provider().findNearby({ ...origin, categoryId: "electrical" });
    expect(lastRequest?.body).toMatchObject({ textQuery: "residential electrician contractor", includedType: "electrician" });
    await provider().findNearby({ ...origin, categoryId: null });
    expect(lastRequest?.body).toMatchObject({ textQuery: "residential contractor" });
  });

  it("maps places to our contractor shape: nearest ten within 50 miles, distance in miles, malformed and closed places skipped", async () => {
    const near = Array.from({ length: 12 }, (_, index) => place(`p${index}`, 12 - index));
    nextReply = {
      body: {
        places: [place("far", 55), { displayName: { text: "no id or location" } }, place("closed", 1, { businessStatus: "CLOSED_PERMANENTLY" }), ...near],
      },
    };
    const { source, sample, results } = await provider().findNearby({ ...origin, categoryId: "plumbing" });
    expect(source).toBe("google");
    expect(sample).toBe(false);
    expect(results).toHaveLength(10);
    expect(results[0]).toEqual({
      place_id: "p11",
      name: "Contractor p11",
      vicinity: "p11 Main St, New York",
      geometry: { location: { lat: origin.lat + 1 / 69.05, lng: origin.lng } },
      rating: 4.5,
      user_ratings_total: 20,
      distance: "1.0",
      sample: false,
    });
    const miles = results.map((result) => Number(result.distance));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(results.map((result) => result.place_id)).not.toContain("far");
    expect(results.map((result) => result.place_id)).not.toContain("closed");
  });

  it("answers an empty list when Google found nothing (an empty object)", async () => {
    nextReply = { body: {} };
    expect((await provider().findNearby({ ...origin, categoryId: null })).results).toEqual([]);
  });

  it.each([
    [403, "PERMISSION_DENIED", /refused the request/],
    [429, "RESOURCE_EXHAUSTED", /busy right now/],
    [400, "INVALID_ARGUMENT", /could not understand/],
    [500, "INTERNAL", /unavailable right now/],
  ])("turns HTTP %i %s into an upstream error with a clear message", async (code, status, message) => {
    nextReply = googleError(code, status);
    const failure = provider().findNearby({ ...origin, categoryId: null });
    await expect(failure).rejects.toBeInstanceOf(ContractorUpstreamError);
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.toMatchObject({ upstreamStatus: status });
  });

  it("turns a malformed body or an HTTP error into an upstream error", async () => {
    nextReply = { body: "<html>not json" };
    await expect(provider().findNearby({ ...origin, categoryId: null })).rejects.toMatchObject({ upstreamStatus: "MALFORMED" });
    nextReply = { body: { places: "nope" } };
    await expect(provider().findNearby({ ...origin, categoryId: null })).rejects.toMatchObject({ upstreamStatus: "MALFORMED" });
    nextReply = { status: 500, body: "<html>Server Error" };
    await expect(provider().findNearby({ ...origin, categoryId: null })).rejects.toMatchObject({ upstreamStatus: "HTTP_500" });
  });

  it("gives up after its timeout", async () => {
    nextReply = { body: {}, delayMs: 2000 };
    const started = Date.now();
    await expect(provider().findNearby({ ...origin, categoryId: null })).rejects.toThrow(/took too long/);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe("GET /api/contractors with GOOGLE_MAPS_API_KEY set", () => {
  const saved = { key: process.env.GOOGLE_MAPS_API_KEY, base: process.env.GOOGLE_PLACES_BASE_URL };
  beforeAll(() => {
    process.env.GOOGLE_MAPS_API_KEY = "route-key";
    process.env.GOOGLE_PLACES_BASE_URL = baseUrl;
    resetServerEnvForTests();
  });
  afterAll(() => {
    for (const [name, value] of [
      ["GOOGLE_MAPS_API_KEY", saved.key],
      ["GOOGLE_PLACES_BASE_URL", saved.base],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetServerEnvForTests();
  });

  it("answers with Google's results, source google", async () => {
    nextReply = { body: { places: [place("g1", 2)] } };
    const response = await GET(new Request("http://localhost/api/contractors?category=electrical&lat=40.7128&lng=-74.006"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^private/);
    const body = (await response.json()) as { source: string; sample: boolean; results: { place_id: string; distance: string }[] };
    expect(body).toMatchObject({ source: "google", sample: false, results: [{ place_id: "g1", distance: "2.0" }] });
    expect(lastRequest?.body).toMatchObject({ textQuery: "residential electrician contractor", includedType: "electrician" });
    expect(lastRequest?.headers["x-goog-api-key"]).toBe("route-key");
  });

  it("answers 502 with a message, never leaking the key, when Google refuses", async () => {
    nextReply = googleError(403, "PERMISSION_DENIED");
    const response = await GET(new Request("http://localhost/api/contractors?lat=40.7&lng=-74"));
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "The contractor search service refused the request. Please try again later." });
    expect(text).not.toContain("route-key");
  });
});
