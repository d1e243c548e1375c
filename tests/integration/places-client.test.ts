import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { GET } from "@/app/api/contractors/route";
import { ContractorUpstreamError } from "@/lib/contractors/types";
import { GooglePlacesProvider } from "@/lib/contractors/google-places";
import { listenOnLoopback, type LoopbackServer } from "../support/loopback-server";

/** A local stand-in for the Places Nearby Search web service: same path, query and JSON contract. */
type Reply = { status?: number; body: unknown; delayMs?: number };
let nextReply: Reply = { body: { status: "ZERO_RESULTS", results: [] } };
let lastQuery: URLSearchParams | undefined;
let server: Server;
let loopback: LoopbackServer;
let baseUrl: string;

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (url.pathname !== "/maps/api/place/nearbysearch/json") {
    response.writeHead(404).end();
    return;
  }
  lastQuery = url.searchParams;
  const { status = 200, body, delayMs = 0 } = nextReply;
  setTimeout(() => {
    if (response.destroyed) return;
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  }, delayMs).unref();
}

const origin = { lat: 40.7128, lng: -74.006 };

function place(id: string, northMiles: number, extra: Record<string, unknown> = {}) {
  return {
    place_id: id,
    name: `Contractor ${id}`,
    vicinity: `${id} Main St, New York`,
    geometry: { location: { lat: origin.lat + northMiles / 69.05, lng: origin.lng } },
    rating: 4.5,
    user_ratings_total: 20,
    business_status: "OPERATIONAL",
    ...extra,
  };
}

beforeAll(async () => {
  server = createServer(handle);
  loopback = await listenOnLoopback(server);
  baseUrl = `http://127.0.0.1:${loopback.port}/maps/api/place`;
});
afterAll(async () => {
  await loopback.close();
});
beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe("GooglePlacesProvider", () => {
  const provider = () => new GooglePlacesProvider({ apiKey: "test-key", baseUrl, timeoutMs: 300 });

  it("asks for establishments ranked by distance with the category's keyword and the key", async () => {
    await provider().findNearby({ ...origin, categoryId: "hvac" });
    expect(Object.fromEntries(lastQuery ?? [])).toEqual({
      location: "40.7128,-74.006",
      rankby: "distance",
      type: "establishment",
      keyword: "residential hvac air conditioning contractor",
      key: "test-key",
    });
  });

  it("uses the generic keyword without a category", async () => {
    await provider().findNearby({ ...origin, categoryId: null });
    expect(lastQuery?.get("keyword")).toBe("residential contractor");
  });

  it("maps OK results: nearest ten within 50 miles, distance in miles, malformed places skipped", async () => {
    const near = Array.from({ length: 12 }, (_, index) => place(`p${index}`, 12 - index));
    nextReply = { body: { status: "OK", results: [place("far", 55), { name: "no id or location" }, ...near] } };
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
  });

  it("answers ZERO_RESULTS with an empty list", async () => {
    nextReply = { body: { status: "ZERO_RESULTS", results: [] } };
    expect((await provider().findNearby({ ...origin, categoryId: null })).results).toEqual([]);
  });

  it.each([
    ["REQUEST_DENIED", /refused the request/],
    ["OVER_QUERY_LIMIT", /busy right now/],
    ["INVALID_REQUEST", /could not understand/],
    ["UNKNOWN_ERROR", /unavailable right now/],
  ])("turns %s into an upstream error with a clear message", async (status, message) => {
    nextReply = { body: { status, error_message: "The provided API key is invalid.", results: [] } };
    const failure = provider().findNearby({ ...origin, categoryId: null });
    await expect(failure).rejects.toBeInstanceOf(ContractorUpstreamError);
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.toMatchObject({ upstreamStatus: status });
  });

  it("turns a malformed body or an HTTP error into an upstream error", async () => {
    nextReply = { body: "<html>not json" };
    await expect(provider().findNearby({ ...origin, categoryId: null })).rejects.toMatchObject({ upstreamStatus: "MALFORMED" });
    nextReply = { body: { results: "nope" } };
    await expect(provider().findNearby({ ...origin, categoryId: null })).rejects.toMatchObject({ upstreamStatus: "MALFORMED" });
    nextReply = { status: 500, body: { error: "boom" } };
    await expect(provider().findNearby({ ...origin, categoryId: null })).rejects.toMatchObject({ upstreamStatus: "HTTP_500" });
  });

  it("gives up after its timeout", async () => {
    nextReply = { body: { status: "OK", results: [] }, delayMs: 2000 };
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
  });
  afterAll(() => {
    for (const [name, value] of [["GOOGLE_MAPS_API_KEY", saved.key], ["GOOGLE_PLACES_BASE_URL", saved.base]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("answers with Google's results, source google", async () => {
    nextReply = { body: { status: "OK", results: [place("g1", 2)] } };
    const response = await GET(new Request("http://localhost/api/contractors?category=electrical&lat=40.7128&lng=-74.006"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^private/);
    const body = (await response.json()) as { source: string; sample: boolean; results: { place_id: string; distance: string }[] };
    expect(body).toMatchObject({ source: "google", sample: false, results: [{ place_id: "g1", distance: "2.0" }] });
    expect(lastQuery?.get("keyword")).toBe("residential electrician contractor");
    expect(lastQuery?.get("key")).toBe("route-key");
  });

  it("answers 502 with a message, never leaking the key, when Google refuses", async () => {
    nextReply = { body: { status: "REQUEST_DENIED", error_message: "The provided API key is invalid.", results: [] } };
    const response = await GET(new Request("http://localhost/api/contractors?lat=40.7&lng=-74"));
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "The contractor search service refused the request. Please try again later." });
    expect(text).not.toContain("route-key");
  });
});
