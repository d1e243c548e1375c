import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "@jest/globals";
import { clientIpFrom, isPublicIp } from "@/lib/location/client-ip";
import { canLookUpIpLocation, locationFromPlatformHeaders, lookUpIpLocation } from "@/lib/location/ip-lookup";
import { listenOnLoopback, type LoopbackServer } from "../support/loopback-server";

// A stand-in for the IP geolocation provider: GET /{ip}/json/, answered by the current test's handler.
let handle: (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let loopback: LoopbackServer;
let template: string;

beforeAll(async () => {
  server = createServer((request, response) => handle(request, response));
  loopback = await listenOnLoopback(server);
  template = `http://127.0.0.1:${loopback.port}/{ip}/json/`;
});

afterAll(async () => {
  await loopback.close();
});

beforeEach(() => {
  handle = (_, response) => response.writeHead(500).end();
});

const visitor = (ip: string) => new Headers({ "x-forwarded-for": ip });

describe("lookUpIpLocation against a provider stand-in", () => {
  it("gives up after the timeout when the provider does not answer", async () => {
    handle = () => undefined;
    const started = Date.now();

    const result = await lookUpIpLocation(visitor("8.8.8.8"), { serviceUrl: template, timeoutMs: 200 });

    expect(result).toEqual({ status: "upstream-error", reason: "no answer within 200 ms" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("puts the encoded IPv6 address into the URL", async () => {
    let path = "";
    handle = (request, response) => {
      path = request.url ?? "";
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ lat: 52.52, lon: 13.4 }));
    };

    const result = await lookUpIpLocation(visitor("2001:4860:4860::8888"), { serviceUrl: template });

    expect(result).toEqual({ status: "found", location: { lat: 52.52, lng: 13.4, source: "ip" } });
    expect(decodeURIComponent(path)).toBe("/2001:4860:4860::8888/json/");
  });

  it("reports a provider that is unreachable", async () => {
    const result = await lookUpIpLocation(visitor("8.8.8.8"), { serviceUrl: "http://127.0.0.1:9/{ip}" });
    expect(result).toMatchObject({ status: "upstream-error", reason: "request failed" });
  });

  it("reports a body that is not JSON", async () => {
    handle = (_, response) => response.writeHead(200, { "content-type": "text/html" }).end("<html>");
    const result = await lookUpIpLocation(visitor("8.8.8.8"), { serviceUrl: template });
    expect(result).toMatchObject({ status: "upstream-error" });
  });

  it.each(["https://ipapi.co/json/", "ftp://example.com/{ip}", "not a url {ip}"])("rejects the template %p", async (serviceUrl) => {
    const result = await lookUpIpLocation(visitor("8.8.8.8"), { serviceUrl });
    expect(result).toMatchObject({ status: "upstream-error", reason: expect.stringContaining("IP_GEOLOCATION_URL") });
  });
});

describe("locationFromPlatformHeaders", () => {
  it("reads Netlify's base64 x-nf-geo when it carries coordinates", () => {
    const geo = Buffer.from(JSON.stringify({ city: "Denver", latitude: 39.74, longitude: -104.99 })).toString("base64");
    expect(locationFromPlatformHeaders(new Headers({ "x-nf-geo": geo }), "Netlify")).toEqual({ lat: 39.74, lng: -104.99, source: "ip", city: "Denver" });
  });

  it("ignores an x-nf-geo without coordinates or that does not decode", () => {
    const cityOnly = Buffer.from(JSON.stringify({ city: "Denver", country: { code: "US" } })).toString("base64");
    expect(locationFromPlatformHeaders(new Headers({ "x-nf-geo": cityOnly }), "Netlify")).toBeNull();
    expect(locationFromPlatformHeaders(new Headers({ "x-nf-geo": "%%%" }), "Netlify")).toBeNull();
  });

  it("reads each platform's headers only on that platform", () => {
    const headers = new Headers({
      "x-vercel-ip-latitude": "40.71",
      "x-vercel-ip-longitude": "-74.01",
      "x-vercel-ip-city": "New%20York",
      "cf-iplatitude": "37.77",
      "cf-iplongitude": "-122.42",
      "cf-ipcity": "San Francisco",
    });
    expect(locationFromPlatformHeaders(headers, "Vercel")).toEqual({ lat: 40.71, lng: -74.01, source: "ip", city: "New York" });
    expect(locationFromPlatformHeaders(headers, "Cloudflare")).toEqual({ lat: 37.77, lng: -122.42, source: "ip", city: "San Francisco" });
    // Self-hosted (no platform detected), or another platform: a client could have sent them.
    expect(locationFromPlatformHeaders(headers, undefined)).toBeNull();
    expect(locationFromPlatformHeaders(headers, "Netlify")).toBeNull();
    expect(locationFromPlatformHeaders(headers, "AWS Lambda")).toBeNull();
  });

  it("ignores spoofed platform headers when self-hosted, going on to the configured service or nothing", async () => {
    const spoofed = new Headers({ "x-vercel-ip-latitude": "40.7", "x-vercel-ip-longitude": "-74", "x-forwarded-for": "127.0.0.1" });
    expect(await lookUpIpLocation(spoofed, { host: undefined })).toEqual({ status: "unavailable" });
    expect(canLookUpIpLocation(spoofed, undefined, undefined)).toBe(false);
    expect(await lookUpIpLocation(spoofed, { host: "Vercel" })).toMatchObject({ status: "found", location: { lat: 40.7, lng: -74 } });
  });

  it("treats (0, 0) as unknown", () => {
    expect(locationFromPlatformHeaders(new Headers({ "x-vercel-ip-latitude": "0", "x-vercel-ip-longitude": "0" }), "Vercel")).toBeNull();
  });
});

describe("client IP", () => {
  it.each([
    // The last entry is the socket address the server appended (lib/server/forwarded-for.cjs); the rest is the client's say.
    [{ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }, "10.0.0.1"],
    [{ "x-forwarded-for": "203.0.113.7:5123" }, "203.0.113.7"],
    [{ "x-forwarded-for": "[2001:db8::1]:443" }, "2001:db8::1"],
    [{ "x-forwarded-for": "unknown", "x-real-ip": "198.51.100.4" }, null],
    [{ "x-real-ip": "198.51.100.4", "x-vercel-forwarded-for": "198.51.100.5", "cf-connecting-ip": "198.51.100.6" }, null],
    [{ "x-forwarded-for": "garbage" }, null],
    [{}, null],
  ])("reads %j as %p with no trusted proxy and no host", (headers, ip) => {
    expect(clientIpFrom(new Headers(headers), {})).toBe(ip);
  });

  it("counts TRUSTED_PROXY_COUNT entries from the right, never past the first", () => {
    const headers = new Headers({ "x-forwarded-for": "192.0.2.1, 203.0.113.7, 10.0.0.2, 10.0.0.3" });
    expect(clientIpFrom(headers, { trustedProxyCount: 0 })).toBe("10.0.0.3");
    expect(clientIpFrom(headers, { trustedProxyCount: 2 })).toBe("203.0.113.7");
    expect(clientIpFrom(headers, { trustedProxyCount: 9 })).toBe("192.0.2.1");
  });

  it("reads a host's own header only on that host", () => {
    const headers = new Headers({
      "x-forwarded-for": "192.0.2.1, 10.0.0.3",
      "x-vercel-forwarded-for": "203.0.113.1",
      "x-nf-client-connection-ip": "203.0.113.2",
      "cf-connecting-ip": "203.0.113.3",
    });
    expect(clientIpFrom(headers, { host: "Vercel" })).toBe("203.0.113.1");
    expect(clientIpFrom(headers, { host: "Netlify" })).toBe("203.0.113.2");
    expect(clientIpFrom(headers, { host: "Cloudflare" })).toBe("203.0.113.3");
    expect(clientIpFrom(headers, { host: "AWS Lambda", trustedProxyCount: 1 })).toBe("192.0.2.1");
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.5",
    "192.168.1.5",
    "169.254.1.1",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    "::ffff:192.168.1.5",
  ])("treats %p as not public", (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });

  it.each(["8.8.8.8", "172.32.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"])("treats %p as public", (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });
});

describe("canLookUpIpLocation", () => {
  const service = "http://127.0.0.1:9/{ip}";

  it("is true with the detected platform's geolocation headers, whatever the service", () => {
    expect(canLookUpIpLocation(new Headers({ "x-vercel-ip-latitude": "40.7", "x-vercel-ip-longitude": "-74" }), undefined, "Vercel")).toBe(true);
  });

  it("is true with a service and a public client address", () => {
    expect(canLookUpIpLocation(new Headers({ "x-forwarded-for": "8.8.8.8" }), service)).toBe(true);
  });

  it("is false with no service, or only a private or loopback client address", () => {
    expect(canLookUpIpLocation(new Headers({ "x-forwarded-for": "8.8.8.8" }), undefined)).toBe(false);
    expect(canLookUpIpLocation(new Headers({ "x-forwarded-for": "127.0.0.1" }), service)).toBe(false);
    expect(canLookUpIpLocation(new Headers({ "x-forwarded-for": "192.168.1.20" }), service)).toBe(false);
  });
});
