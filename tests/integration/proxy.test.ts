import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { randomBytes } from "node:crypto";
import { resetServerEnvForTests } from "@/lib/env/server";
import { Redis } from "ioredis";
import { resetRateLimitStore, whenRateLimitStoreReady } from "@/lib/rate-limit";

const SITE = "http://localhost:3000";
const ENV_KEYS = [
  "REDIS_URL",
  "REDIS_KEY_PREFIX",
  "RATE_LIMIT_MULTIPLIER",
  "TRUSTED_PROXY_COUNT",
  "VERCEL",
  "NETLIFY",
  "CF_PAGES",
  "NEXT_PUBLIC_SITE_URL",
  "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY",
  "YOUTUBE_API_KEY",
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

let clientCounter = 0;
/** A fresh client address per test, so rate-limit counts never leak between tests. */
const newClientIp = () => `198.51.100.${(clientCounter += 1)}`;

function request(path: string, init: { method?: string; headers?: Record<string, string>; ip?: string } = {}): NextRequest {
  const headers = new Headers({ host: "localhost:3000", ...init.headers });
  if (init.ip) headers.set("x-forwarded-for", init.ip);
  return new NextRequest(`${SITE}${path}`, { method: init.method ?? "GET", headers });
}

/** NextResponse.next() marks the response as "continue to the route". */
const passedThrough = (response: Response) => response.headers.get("x-middleware-next") === "1";

/** A header the proxy forwards to the route: NextResponse.next({ request }) carries it as x-middleware-request-*. */
const forwardedRequestHeader = (response: Response, name: string) =>
  response.headers.get("x-middleware-override-headers")?.split(",").includes(name) ? response.headers.get(`x-middleware-request-${name}`) : null;

const scriptSrc = (csp: string | null) =>
  (csp ?? "")
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))
    ?.split(" ")
    .slice(1) ?? [];

beforeEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
  resetServerEnvForTests();
  resetRateLimitStore();
});

afterEach(() => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  resetServerEnvForTests();
  resetRateLimitStore();
});

describe("security headers", () => {
  it("puts the full set on pages", async () => {
    const response = await proxy(request("/hvac/no-heat"));
    expect(passedThrough(response)).toBe(true);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toBe("geolocation=(self), microphone=(self), camera=(), payment=(), usb=()");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    // Pages are not rate limited.
    expect(response.headers.get("ratelimit-limit")).toBeNull();
  });

  it("sends a CSP that allows only this origin when no third party is configured", async () => {
    const csp = (await proxy(request("/"))).headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(csp.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));
    expect(directives).toMatchObject({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:", "blob:"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/google|ytimg/);
  });

  it("allows a page's inline scripts by a fresh nonce, never by 'unsafe-inline'", async () => {
    const [first, second] = await Promise.all([proxy(request("/hvac/no-heat")), proxy(request("/hvac/no-heat"))]);
    const [firstSources, secondSources] = [first, second].map((response) => scriptSrc(response.headers.get("content-security-policy")));
    expect(firstSources[0]).toBe("'self'");
    expect(firstSources).not.toContain("'unsafe-inline'");
    expect(firstSources).not.toContain("'strict-dynamic'");
    const nonces = [firstSources, secondSources].map((sources) => sources.filter((source) => /^'nonce-[A-Za-z0-9+/]{22}=='$/.test(source)));
    expect(nonces.map((found) => found.length)).toEqual([1, 1]);
    expect(nonces[0]).not.toEqual(nonces[1]);
  });

  it("forwards the page's CSP to the render, so Next.js puts the same nonce on its scripts", async () => {
    // A CSP header the visitor sent is replaced: nobody chooses the nonce.
    const response = await proxy(request("/schedule?category=hvac", { headers: { "content-security-policy": "script-src 'nonce-forged'" } }));
    expect(passedThrough(response)).toBe(true);
    const csp = response.headers.get("content-security-policy");
    expect(csp).toMatch(/'nonce-/);
    expect(forwardedRequestHeader(response, "content-security-policy")).toBe(csp);
    // The visitor's own headers still reach the page.
    expect(forwardedRequestHeader(response, "host")).toBe("localhost:3000");
  });

  it("opens the CSP to Google Maps and YouTube thumbnails only when their keys are set", async () => {
    process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = "maps-key";
    process.env.YOUTUBE_API_KEY = "yt-key";
    const csp = (await proxy(request("/schedule"))).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com[^;]*https:\/\/maps\.gstatic\.com/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.googleapis\.com[^;]*https:\/\/i\.ytimg\.com/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.googleapis\.com/);
    expect(csp).toMatch(/font-src 'self' https:\/\/fonts\.gstatic\.com/);
  });

  it("puts them on API responses too, next to the RateLimit fields", async () => {
    const response = await proxy(request("/api/contractors?category=hvac", { ip: newClientIp() }));
    expect(passedThrough(response)).toBe(true);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // JSON is never a document: no nonce to make; only the request id is forwarded, and answered.
    expect(scriptSrc(response.headers.get("content-security-policy"))).toEqual(["'self'"]);
    expect(forwardedRequestHeader(response, "content-security-policy")).toBeNull();
    expect(forwardedRequestHeader(response, "x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-request-id")).toBe(forwardedRequestHeader(response, "x-request-id"));
    expect(response.headers.get("ratelimit-limit")).toBe("60");
    expect(response.headers.get("ratelimit-remaining")).toBe("59");
    expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
  });
});

describe("same-origin check on state-changing API calls", () => {
  const post = (headers: Record<string, string>, method = "POST") => proxy(request("/api/appointments", { method, headers, ip: newClientIp() }));

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a %s from another site with 403 JSON", async (method) => {
    const response = await post({ origin: "https://evil.example" }, method);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site requests are not allowed." });
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("refuses the opaque origin that sandboxed frames send", async () => {
    expect((await post({ origin: "null" })).status).toBe(403);
  });

  it("refuses a look-alike origin on another port or host", async () => {
    expect((await post({ origin: "http://localhost:4000" })).status).toBe(403);
    expect((await post({ origin: "http://localhost.evil.example:3000" })).status).toBe(403);
  });

  it("lets this site's own pages post", async () => {
    expect(passedThrough(await post({ origin: SITE }))).toBe(true);
  });

  it("accepts NEXT_PUBLIC_SITE_URL when a reverse proxy rewrote the host", async () => {
    process.env.NEXT_PUBLIC_SITE_URL = "https://fixpilot.example.com";
    const response = await proxy(
      request("/api/reviews", { method: "POST", headers: { host: "10.0.0.5:3000", origin: "https://fixpilot.example.com" }, ip: newClientIp() }),
    );
    expect(passedThrough(response)).toBe(true);
  });

  it("compares with X-Forwarded-Host when the reverse proxy sets it", async () => {
    const response = await post({ host: "10.0.0.5:3000", "x-forwarded-host": "www.fixpilot.app", origin: "https://www.fixpilot.app" });
    expect(passedThrough(response)).toBe(true);
  });

  it("refuses a request without Origin that the browser marks cross-site", async () => {
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("lets server-to-server calls and curl through (no Origin, no Sec-Fetch-Site)", async () => {
    expect(passedThrough(await post({}))).toBe(true);
    expect(passedThrough(await post({ "sec-fetch-site": "same-origin" }))).toBe(true);
  });

  it("leaves reads alone: a GET from another site is not a state change", async () => {
    const response = await proxy(request("/api/contractors", { headers: { origin: "https://evil.example" }, ip: newClientIp() }));
    expect(passedThrough(response)).toBe(true);
  });
});

describe("unknown methods", () => {
  it.each(["PROPFIND", "MKCOL", "LOCK"])("answers %s with 405 and Allow, on API routes and pages", async (method) => {
    for (const path of ["/api/health", "/privacy"]) {
      const response = await proxy(request(path, { method, ip: newClientIp() }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
      expect(await response.json()).toEqual({ message: "Method not allowed" });
    }
  });
});

describe("encoded paths", () => {
  it.each([
    ["/api/h%65alth", "/api/health"],
    ["/%61pi/health", "/api/health"],
    ["/pr%69vacy", "/privacy"],
  ])("sends %s to its plain spelling %s with a 308 (method and body kept)", async (path, plain) => {
    const response = await proxy(request(path, { method: "POST", ip: newClientIp() }));
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location")!).pathname).toBe(plain);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each(["/api/photos/%ZZ", "/appointments/%ZZ", "/api/costs/%ZZ", "/api/health/%ZZ", "/privacy%", "/api/photos/%C3%28", "/es/%E0%A4%A"])(
    "answers %s, whose percent-encoding cannot be decoded, with 400, the security headers and a log line",
    async (path) => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        const response = await proxy(request(path, { ip: newClientIp() }));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: "The address is not valid: it has a malformed percent-encoding." });
        expect(response.headers.get("content-security-policy")).toContain("default-src");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(warn).toHaveBeenCalledWith(expect.stringContaining("malformed percent-encoding"));
      } finally {
        warn.mockRestore();
      }
    },
  );

  it.each(["/api/health%2Fx", "/appointments/caf%C3%A9", "/api/geo%20x"])("leaves %s alone: those encodings mean something else", async (path) => {
    const response = await proxy(request(path, { ip: newClientIp() }));
    expect(response.status).not.toBe(308);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After once a client passes the route's limit, per client", async () => {
    const ip = newClientIp();
    const send = (clientIp: string) => proxy(request("/api/appointments", { method: "POST", headers: { origin: SITE }, ip: clientIp }));
    for (let i = 0; i < 10; i += 1) expect(passedThrough(await send(ip))).toBe(true);

    const refused = await send(ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: "Too many requests. Please wait a moment and try again." });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-limit")).toBe("10");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("content-security-policy")).toContain("default-src 'self'");

    expect(passedThrough(await send(newClientIp()))).toBe(true);
  });

  it("counts each route separately", async () => {
    const ip = newClientIp();
    for (let i = 0; i < 10; i += 1) await proxy(request("/api/reviews", { method: "POST", ip }));
    expect((await proxy(request("/api/reviews", { method: "POST", ip }))).status).toBe(429);
    expect(passedThrough(await proxy(request("/api/geo", { ip })))).toBe(true);
  });

  it("keys the client by the socket address, the last X-Forwarded-For entry (lib/server/forwarded-for.cjs)", async () => {
    const ip = newClientIp();
    for (let i = 0; i < 10; i += 1) {
      await proxy(request("/api/reviews", { method: "POST", headers: { "x-forwarded-for": `203.0.113.${i}, ${ip}` } }));
    }
    expect((await proxy(request("/api/reviews", { method: "POST", headers: { "x-forwarded-for": ip } }))).status).toBe(429);
  });

  it("forwards a chat request over the limit to the route, marked, so triage can still show the emergency notice", async () => {
    const ip = newClientIp();
    const send = () => proxy(request("/api/chat", { method: "POST", headers: { origin: SITE }, ip }));
    for (let i = 0; i < 20; i += 1) expect(forwardedRequestHeader(await send(), "x-fixpilot-rate-limited")).toBeNull();
    const over = await send();
    expect(passedThrough(over)).toBe(true);
    expect(Number(forwardedRequestHeader(over, "x-fixpilot-rate-limited"))).toBeGreaterThan(0);
    expect(over.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("never lets a client mark its own request as rate-limited", async () => {
    const response = await proxy(request("/api/chat", { method: "POST", headers: { origin: SITE, "x-fixpilot-rate-limited": "5" }, ip: newClientIp() }));
    expect(passedThrough(response)).toBe(true);
    expect(forwardedRequestHeader(response, "x-fixpilot-rate-limited")).toBeNull();
  });

  it("raises every limit by RATE_LIMIT_MULTIPLIER", async () => {
    process.env.RATE_LIMIT_MULTIPLIER = "3";
    const response = await proxy(request("/api/chat", { method: "POST", ip: newClientIp() }));
    expect(response.headers.get("ratelimit-limit")).toBe("60");
  });
});

/**
 * The attack: twelve posts, each with a made-up X-Forwarded-For (and every other client-address
 * header), must not earn a fresh limit. Through the proxy, counted in the real Redis.
 */
describe("spoofed client addresses (real Redis)", () => {
  const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
  const spoofed = (i: number) => ({
    "x-real-ip": `192.0.2.${i}`,
    "x-vercel-forwarded-for": `192.0.2.${i}`,
    "x-nf-client-connection-ip": `192.0.2.${i}`,
    "cf-connecting-ip": `192.0.2.${i}`,
  });
  const post = (headers: Record<string, string>) => proxy(request("/api/reviews", { method: "POST", headers: { origin: SITE, ...headers } }));

  beforeEach(async () => {
    process.env.REDIS_URL = REDIS_URL;
    process.env.REDIS_KEY_PREFIX = `fixpilot-test-proxy-${randomBytes(4).toString("hex")}:`;
    resetServerEnvForTests();
    // The store's Redis connection must be ready, so the counts below are Redis's, not the insurance limiter's: with
    // Redis stopped this fails instead of passing on memory.
    await proxy(request("/api/geo", { ip: newClientIp() }));
    await whenRateLimitStoreReady();
  });

  /** The count Redis holds for the reviews route and this client (rate-limiter-flexible's key: prefix, rule, id). */
  async function countInRedis(client: string): Promise<string | null> {
    const redis = new Redis(REDIS_URL);
    try {
      return await redis.get(`${process.env.REDIS_KEY_PREFIX}reviews:${client}`);
    } finally {
      await redis.quit();
    }
  }

  async function twelvePosts(headersFor: (i: number) => Record<string, string>): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) statuses.push((await post(headersFor(i))).status);
    return statuses;
  }

  it("with no proxy in front, made-up X-Forwarded-For entries count as the one socket address", async () => {
    const socket = newClientIp();
    const statuses = await twelvePosts((i) => ({ ...spoofed(i), "x-forwarded-for": `192.0.2.${i}, ${socket}` }));
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await countInRedis(socket)).toBe("12");
    expect(await countInRedis("192.0.2.1")).toBeNull();
  });

  it("behind one trusted proxy (TRUSTED_PROXY_COUNT=1), only what that proxy saw counts", async () => {
    process.env.TRUSTED_PROXY_COUNT = "1";
    resetServerEnvForTests();
    const client = newClientIp();
    // The client's own entries, then the address our proxy saw, then the proxy's socket address.
    const statuses = await twelvePosts((i) => ({ ...spoofed(i), "x-forwarded-for": `192.0.2.${i}, 198.18.0.${i}, ${client}, 10.0.0.2` }));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await countInRedis(client)).toBe("12");
  });

  it("on Vercel, the header Vercel writes decides, whatever X-Forwarded-For says", async () => {
    process.env.VERCEL = "1";
    resetServerEnvForTests();
    const client = newClientIp();
    const statuses = await twelvePosts((i) => ({ "x-forwarded-for": `192.0.2.${i}`, "x-vercel-forwarded-for": client }));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await countInRedis(client)).toBe("12");
  });
});

describe("unknown catalogue URLs", () => {
  it("answers 404 and names the not-found page for next.config.ts's rewrites in a request header", async () => {
    const unknownCategory = await proxy(request("/diagnostic/roofing"));
    expect(passedThrough(unknownCategory)).toBe(true);
    expect(unknownCategory.status).toBe(404);
    expect(forwardedRequestHeader(unknownCategory, "x-fixpilot-not-found")).toBe("category-diagnostic");
    expect(forwardedRequestHeader(await proxy(request("/hvac/no-heet")), "x-fixpilot-not-found")).toBe("problems-hvac");
    expect(forwardedRequestHeader(await proxy(request("/upgrade/roofing")), "x-fixpilot-not-found")).toBe("category-upgrade");
    const known = await proxy(request("/hvac/no-heat"));
    expect(known.status).toBe(200);
    expect(forwardedRequestHeader(known, "x-fixpilot-not-found")).toBeNull();
  });

  it("never forwards the header a visitor sent", async () => {
    const response = await proxy(request("/hvac/no-heat", { headers: { "x-fixpilot-not-found": "problems/hvac" } }));
    expect(response.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("x-fixpilot-not-found");
  });

  it("names the Spanish not-found page for an unknown /es catalogue URL", async () => {
    const unknownProblem = await proxy(request("/es/hvac/no-heet"));
    expect(unknownProblem.status).toBe(404);
    expect(forwardedRequestHeader(unknownProblem, "x-fixpilot-not-found")).toBe("es-US:problems-hvac");
    expect(forwardedRequestHeader(await proxy(request("/es/diagnostic/roofing")), "x-fixpilot-not-found")).toBe("es-US:category-diagnostic");
    const unknownPage = await proxy(request("/es/a/b/c/d"));
    expect(unknownPage.status).toBe(404);
    expect(forwardedRequestHeader(unknownPage, "x-fixpilot-not-found")).toBe("es-US:page");
    expect(forwardedRequestHeader(await proxy(request("/this/does/not/exist")), "x-fixpilot-not-found")).toBe("page");
    const known = await proxy(request("/es/hvac/no-heat"));
    expect(known.status).toBe(200);
    expect(forwardedRequestHeader(known, "x-fixpilot-not-found")).toBeNull();
  });

  it("never redirects by Accept-Language or cookie, and sends the routes' internal names to the public URL", async () => {
    const english = await proxy(request("/hvac/no-heat", { headers: { "accept-language": "es-US,es;q=0.9", cookie: "NEXT_LOCALE=es-US" } }));
    expect(passedThrough(english)).toBe(true);
    expect(english.headers.get("location")).toBeNull();
    const internal = await proxy(request("/es-US/hvac/no-heat?x=1"));
    expect(internal.status).toBe(308);
    expect(internal.headers.get("location")).toBe(`${SITE}/es/hvac/no-heat?x=1`);
    expect((await proxy(request("/en-US"))).headers.get("location")).toBe(`${SITE}/`);
  });

  it("sends an 'upgrade…' category to the upgrade advisor", async () => {
    const response = await proxy(request("/diagnostic/upgrade-hvac"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(`${SITE}/upgrade/upgrade-hvac`);
  });
});
