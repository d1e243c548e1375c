import { expect, test } from "@playwright/test";

// Against the server as deployed (`npm start`: the standalone server.js with its preload).
test.describe("unexpected requests", () => {
  test("TRACE gets 405 and TRACK a 400 from Node's parser, never a 500", async ({ request }) => {
    const trace = await request.fetch("/", { method: "TRACE" });
    expect(trace.status()).toBe(405);
    expect(trace.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
    expect((await request.fetch("/", { method: "TRACK" })).status()).toBe(400);
    // The server still answers afterwards.
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("a path with encoded letters resolves like its plain spelling", async ({ request }) => {
    const redirect = await request.get("/api/h%65alth", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(new URL(redirect.headers()["location"], "http://x").pathname).toBe("/api/health");
    expect((await request.get("/api/h%65alth")).status()).toBe(200);
    expect((await request.get("/pr%69vacy")).status()).toBe(200);
  });

  test("a method no route takes gets 405", async ({ request }) => {
    expect((await request.fetch("/api/health", { method: "PROPFIND" })).status()).toBe(405);
    expect((await request.fetch("/privacy", { method: "PROPFIND" })).status()).toBe(405);
    expect((await request.delete("/api/appointments")).status()).toBe(405);
  });
});
