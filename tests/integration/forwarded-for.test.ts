import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "@jest/globals";

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

describe("the X-Forwarded-For preload", () => {
  it("appends the socket address after anything the client wrote", () => {
    const result = spawnSync(process.execPath, ["--require", preload, "-e", script], { encoding: "utf8", timeout: 10_000 });
    expect(result.status).toBe(0);
    const { spoofed, plain } = JSON.parse(result.stdout.trim()) as { spoofed: string; plain: string };
    expect(spoofed).toBe("203.0.113.9, 198.51.100.7, 127.0.0.1");
    expect(plain).toBe("127.0.0.1");
  });
});
