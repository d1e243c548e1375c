import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { resetServerEnvForTests } from "@/lib/env/server";
import { ipLookupTimeoutMs } from "@/lib/location/ip-lookup";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { GET } from "@/app/api/geo/route";
import { listenOnLoopback, type LoopbackServer } from "../support/loopback-server";

const UNAVAILABLE = { message: "Approximate location is not available. Please enter your ZIP code or city." };

// A stand-in for IP_GEOLOCATION_URL (https://ipapi.co/{ip}/json/ style), answered by the current test's handler.
let handle: (request: IncomingMessage, response: ServerResponse) => void;
let requests: string[];
let server: Server;
let loopback: LoopbackServer;
let serviceUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    handle(request, response);
  });
  loopback = await listenOnLoopback(server);
  serviceUrl = `http://127.0.0.1:${loopback.port}/{ip}/json/`;
});

afterAll(async () => {
  await loopback.close();
});

beforeEach(() => {
  requests = [];
  handle = (_, response) => response.writeHead(500).end();
  delete process.env.IP_GEOLOCATION_URL;
  resetServerEnvForTests();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

const PLATFORM_VARIABLES = ["VERCEL", "NETLIFY", "CF_PAGES"] as const;

/** Runs the route as if on a hosting platform (the variable it sets in its functions). */
function onPlatform(variable: (typeof PLATFORM_VARIABLES)[number]): void {
  process.env[variable] = "1";
  resetServerEnvForTests();
}

afterEach(() => {
  delete process.env.IP_GEOLOCATION_URL;
  delete process.env.IP_GEOLOCATION_TIMEOUT_MS;
  for (const variable of PLATFORM_VARIABLES) delete process.env[variable];
  resetServerEnvForTests();
  jest.restoreAllMocks();
});

const get = (headers: Record<string, string> = {}) => GET(new Request("http://localhost/api/geo", { headers }));
const answerJson = (body: unknown) => (_: IncomingMessage, response: ServerResponse) =>
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));

async function expectReply(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  await expect(response.json()).resolves.toEqual(body);
}

describe("GET /api/geo with platform headers", () => {
  it("answers from Vercel's headers, decoding the city", async () => {
    onPlatform("VERCEL");
    const response = await get({ "x-vercel-ip-latitude": "37.7749", "x-vercel-ip-longitude": "-122.4194", "x-vercel-ip-city": "San%20Francisco" });
    await expectReply(response, 200, { lat: 37.7749, lng: -122.4194, source: "ip", city: "San Francisco" });
  });

  it("answers from Cloudflare's visitor location headers", async () => {
    onPlatform("CF_PAGES");
    const response = await get({ "cf-iplatitude": "30.2672", "cf-iplongitude": "-97.7431", "cf-ipcity": "Austin" });
    await expectReply(response, 200, { lat: 30.2672, lng: -97.7431, source: "ip", city: "Austin" });
  });

  it("answers from Netlify's x-nf-geo", async () => {
    onPlatform("NETLIFY");
    const geo = Buffer.from(JSON.stringify({ city: "Denver", latitude: 39.74, longitude: -104.99 })).toString("base64");
    await expectReply(await get({ "x-nf-geo": geo }), 200, { lat: 39.74, lng: -104.99, source: "ip", city: "Denver" });
  });

  it("does not call the provider when the platform already knows", async () => {
    process.env.IP_GEOLOCATION_URL = serviceUrl;
    onPlatform("VERCEL");
    await get({ "x-vercel-ip-latitude": "37.7", "x-vercel-ip-longitude": "-122.4", "x-forwarded-for": "8.8.8.8" });
    expect(requests).toEqual([]);
  });

  it("ignores platform headers off that platform: self-hosted, a client could have sent them", async () => {
    await expectReply(await get({ "x-vercel-ip-latitude": "37.7749", "x-vercel-ip-longitude": "-122.4194", "x-forwarded-for": "8.8.8.8" }), 404, UNAVAILABLE);
    onPlatform("NETLIFY");
    await expectReply(await get({ "cf-iplatitude": "30.2672", "cf-iplongitude": "-97.7431" }), 404, UNAVAILABLE);
  });

  it.each([
    ["out of range", "VERCEL", { "x-vercel-ip-latitude": "91", "x-vercel-ip-longitude": "10" }],
    ["not numbers", "VERCEL", { "x-vercel-ip-latitude": "north", "x-vercel-ip-longitude": "10" }],
    ["half missing", "CF_PAGES", { "cf-iplatitude": "37.7" }],
  ] as const)("answers 404 when the headers are %s and no service is configured", async (_, platform, headers) => {
    onPlatform(platform);
    await expectReply(await get(headers), 404, UNAVAILABLE);
  });

  it("answers 404 with no headers and no service", async () => {
    await expectReply(await get({ "x-forwarded-for": "8.8.8.8" }), 404, UNAVAILABLE);
  });
});

describe("GET /api/geo with IP_GEOLOCATION_URL", () => {
  beforeEach(() => {
    process.env.IP_GEOLOCATION_URL = serviceUrl;
    resetServerEnvForTests();
  });

  it("asks for the socket address (the last x-forwarded-for entry, not the client's own) and reads latitude/longitude", async () => {
    handle = answerJson({ ip: "8.8.8.8", city: "Mountain View", latitude: 37.4056, longitude: -122.0775 });

    const response = await get({ "x-forwarded-for": "9.9.9.9, 8.8.8.8" });

    await expectReply(response, 200, { lat: 37.4056, lng: -122.0775, source: "ip", city: "Mountain View" });
    expect(requests).toEqual(["/8.8.8.8/json/"]);
  });

  it("reads the lat/lon shape", async () => {
    handle = answerJson({ status: "success", lat: 51.5074, lon: -0.1278 });

    const response = await get({ "x-forwarded-for": "1.1.1.1" });

    await expectReply(response, 200, { lat: 51.5074, lng: -0.1278, source: "ip" });
    expect(requests).toEqual(["/1.1.1.1/json/"]);
  });

  it("answers 502 when the provider fails", async () => {
    handle = (_, response) => response.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');

    const response = await get({ "x-forwarded-for": "8.8.8.8" });

    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    await expect(response.json()).resolves.toEqual({ message: expect.any(String) });
    expect(console.warn).toHaveBeenCalledWith("IP geolocation service failed: answered 500");
  });

  it("answers 502 once IP_GEOLOCATION_TIMEOUT_MS has passed without an answer (3 s by default)", async () => {
    expect(ipLookupTimeoutMs()).toBe(3000);
    process.env.IP_GEOLOCATION_TIMEOUT_MS = "300";
    resetServerEnvForTests();
    let asked!: () => void;
    const requestArrived = new Promise<void>((resolve) => (asked = resolve));
    handle = () => asked(); // never answers
    const started = Date.now();

    const response = await get({ "x-forwarded-for": "8.8.8.8" });

    await requestArrived;
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(console.warn).toHaveBeenCalledWith("IP geolocation service failed: no answer within 300 ms");
  });

  it.each([
    ["says it does not know the address", { error: true, reason: "Reserved IP Address" }],
    ["answers null coordinates", { latitude: null, longitude: null }],
    ["answers out-of-range coordinates", { latitude: 123, longitude: 10 }],
    ["answers (0, 0)", { lat: 0, lon: 0 }],
  ])("answers 404 when the provider %s", async (_, body) => {
    handle = answerJson(body);
    await expectReply(await get({ "x-forwarded-for": "8.8.8.8" }), 404, UNAVAILABLE);
  });

  it.each(["127.0.0.1", "::1", "192.168.1.20", "8.8.8.8, 10.0.0.8"])("never sends the private address %p to the provider", async (ip) => {
    await expectReply(await get({ "x-forwarded-for": ip }), 404, UNAVAILABLE);
    expect(requests).toEqual([]);
  });

  it("answers 404 when there is no client address at all", async () => {
    await expectReply(await get(), 404, UNAVAILABLE);
    expect(requests).toEqual([]);
  });
});
