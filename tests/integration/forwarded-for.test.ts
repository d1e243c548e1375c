import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";

import { STATIC_SECURITY_HEADERS } from "@/lib/security/headers";

/**
 * lib/server/forwarded-for.cjs, preloaded into a real Node HTTP server in its own process (as the Dockerfile
 * runs it): whatever X-Forwarded-For a client sends, the server's TCP peer is appended last.
 */
const preload = path.join(process.cwd(), "lib", "server", "forwarded-for.cjs");

const script = `
const http = require("node:http");
const server = http.createServer((request, response) => response.end(request.headers["x-forwarded-for"] ?? ""));
server.listen(0, "127.0.0.1", async () => {
  const url = "http://127.0.0.1:" + server.address().port + "/";
  const spoofed = await (await fetch(url, { headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7" } })).text();
  const plain = await (await fetch(url)).text();
  console.log(JSON.stringify({ spoofed, plain }));
  server.close();
});
`;

// A route that answers anything it is given; TRACE and TRACK must never reach it.
const methodsScript = `
const http = require("node:http");
let reached = 0;
const server = http.createServer((request, response) => { reached += 1; response.end("route"); });
server.listen(0, "127.0.0.1", async () => {
  const port = server.address().port;
  const send = (method) => new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: "/" }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode, allow: response.headers.allow, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
  const results = { TRACE: await send("TRACE"), TRACK: await send("TRACK"), GET: await send("GET") };
  console.log(JSON.stringify({ results, reached }));
  server.close();
});
`;

describe("the X-Forwarded-For preload", () => {
  it("answers TRACE and TRACK with 405 before the app sees them (Next.js would throw building a fetch Request)", () => {
    const result = spawnSync(process.execPath, ["--require", preload, "-e", methodsScript], { encoding: "utf8", timeout: 10_000 });
    expect(result.status).toBe(0);
    const { results, reached } = JSON.parse(result.stdout.trim()) as {
      results: Record<string, { status: number; allow?: string; headers: Record<string, string>; body: string }>;
      reached: number;
    };
    expect(results.TRACE).toMatchObject({ status: 405, allow: "GET, HEAD, POST, OPTIONS" });
    expect(JSON.parse(results.TRACE.body)).toEqual({ message: "Method not allowed" });
    // The same security headers as every other reply (the preload keeps its own copy of the list).
    for (const { key, value } of STATIC_SECURITY_HEADERS) expect(results.TRACE.headers[key.toLowerCase()]).toBe(value);
    expect(results.TRACE.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(results.TRACK.status).toBeGreaterThanOrEqual(400);
    expect(results.TRACK.status).toBeLessThan(500);
    expect(results.GET).toMatchObject({ status: 200, body: "route" });
    expect(reached).toBe(1);
  });

  it("appends the socket address after anything the client wrote", () => {
    const result = spawnSync(process.execPath, ["--require", preload, "-e", script], { encoding: "utf8", timeout: 10_000 });
    expect(result.status).toBe(0);
    const { spoofed, plain } = JSON.parse(result.stdout.trim()) as { spoofed: string; plain: string };
    expect(spoofed).toBe("203.0.113.9, 198.51.100.7, 127.0.0.1");
    expect(plain).toBe("127.0.0.1");
  });
});
