import { describe, expect, it } from "@jest/globals";
import { buildContentSecurityPolicy, createCspNonce } from "@/lib/security/csp";
import { STATIC_SECURITY_HEADERS, securityHeaders } from "@/lib/security/headers";
import { isCrossSiteRequest, isStateChangingMethod } from "@/lib/security/same-origin";

const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `));

describe("content security policy", () => {
  const base = { googleMaps: false, youtubeThumbnails: false };

  it("allows inline scripts only by nonce or hash, never wholesale", () => {
    expect(directive(buildContentSecurityPolicy(base), "script-src")).toBe("script-src 'self'");
    const csp = buildContentSecurityPolicy(base, { nonce: "bm9uY2U=", sha256: ["aGFzaC1h", "aGFzaC1i"] });
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-bm9uY2U=' 'sha256-aGFzaC1h' 'sha256-aGFzaC1i'");
  });

  it("keeps inline styles: style attributes cannot carry a nonce, and CSS cannot run script", () => {
    expect(directive(buildContentSecurityPolicy(base, { nonce: "bm9uY2U=" }), "style-src")).toBe("style-src 'self' 'unsafe-inline'");
  });

  it("makes a fresh 128-bit nonce each time, in a form Next.js reads back from the header", () => {
    const nonces = new Set(Array.from({ length: 100 }, createCspNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });

  it("never allows eval in production, only under next dev", () => {
    expect(buildContentSecurityPolicy(base)).not.toContain("'unsafe-eval'");
    expect(directive(buildContentSecurityPolicy({ ...base, development: true }), "script-src")).toContain("'unsafe-eval'");
  });

  it("blocks plugins, framing of and by the site, and foreign form targets", () => {
    const csp = buildContentSecurityPolicy(base);
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    expect(directive(csp, "base-uri")).toBe("base-uri 'self'");
  });

  it("adds the Maps JavaScript API's hosts together, and nothing for videos but thumbnails", () => {
    const maps = buildContentSecurityPolicy({ ...base, googleMaps: true });
    expect(directive(maps, "script-src")).toBe("script-src 'self' https://maps.googleapis.com https://maps.gstatic.com");
    expect(directive(maps, "style-src")).toContain("https://fonts.googleapis.com");
    expect(directive(maps, "worker-src")).toBe("worker-src 'self' blob:");
    expect(maps).not.toContain("ytimg");

    const videos = buildContentSecurityPolicy({ ...base, youtubeThumbnails: true });
    expect(directive(videos, "img-src")).toBe("img-src 'self' data: blob: https://i.ytimg.com");
    expect(directive(videos, "script-src")).toBe("script-src 'self'");
  });

  it("reads the keys from the environment, treating blank as unset", () => {
    const [[name, csp]] = securityHeaders({ NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: " ", YOUTUBE_API_KEY: "" });
    expect(name).toBe("Content-Security-Policy");
    expect(csp).not.toMatch(/google|ytimg/);
    expect(securityHeaders({}).map(([key]) => key)).toEqual(["Content-Security-Policy", ...STATIC_SECURITY_HEADERS.map(({ key }) => key)]);
  });
});

describe("cross-site detection", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("treats the default port as the same origin", () => {
    expect(isCrossSiteRequest(headers({ host: "fixpilot.app:443", origin: "https://fixpilot.app" }), undefined)).toBe(false);
    expect(isCrossSiteRequest(headers({ host: "fixpilot.app", origin: "https://fixpilot.app" }), undefined)).toBe(false);
  });

  it("refuses an Origin that is not a web origin, or a request with no host to compare", () => {
    expect(isCrossSiteRequest(headers({ host: "fixpilot.app", origin: "chrome-extension://abc" }), undefined)).toBe(true);
    expect(isCrossSiteRequest(headers({ origin: "https://fixpilot.app" }), undefined)).toBe(true);
    expect(isCrossSiteRequest(headers({ host: "fixpilot.app", origin: "not a url" }), undefined)).toBe(true);
  });

  it("ignores a malformed NEXT_PUBLIC_SITE_URL rather than trusting everything", () => {
    expect(isCrossSiteRequest(headers({ host: "fixpilot.app", origin: "https://evil.example" }), "::::")).toBe(true);
  });

  it("knows which methods change state", () => {
    expect(["POST", "put", "PATCH", "DELETE"].every(isStateChangingMethod)).toBe(true);
    expect(["GET", "HEAD", "OPTIONS"].some(isStateChangingMethod)).toBe(false);
  });
});
