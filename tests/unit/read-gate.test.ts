import { describe, expect, it, jest } from "@jest/globals";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  createReadGate,
  DEFAULT_SATURATED_READ_CONCURRENCY,
  installReadGate,
  MAX_LIMIT,
  nextLimit,
  saturatedReadConcurrency,
  waitsWhenSaturated,
  watchLoop,
} from "@/lib/server/read-gate";
import { serverEnvSchema } from "@/lib/env/schema";

describe("the read gate", () => {
  it("runs at most its limit at once and the rest in order of arrival as places free", () => {
    const gate = createReadGate({ limit: 2 });
    const started: number[] = [];
    const places = [1, 2, 3, 4, 5].map((n) =>
      gate.enter(
        () => started.push(n),
        () => false,
      ),
    );
    expect(started).toEqual([1, 2]);
    expect([gate.active, gate.waiting]).toEqual([2, 3]);

    places[1].end();
    expect(started).toEqual([1, 2, 3]);
    places[1].end(); // a second end of the same place frees nothing more
    expect(started).toEqual([1, 2, 3]);
    places[0].end();
    places[2].end();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect([gate.active, gate.waiting]).toEqual([2, 0]);
  });

  it("skips a waiter whose client hung up, or whose place ended while it waited", () => {
    const gate = createReadGate({ limit: 1 });
    const started: string[] = [];
    const first = gate.enter(
      () => started.push("first"),
      () => false,
    );
    gate.enter(
      () => started.push("gone"),
      () => true,
    );
    const closed = gate.enter(
      () => started.push("closed"),
      () => false,
    );
    gate.enter(
      () => started.push("last"),
      () => false,
    );
    closed.end();
    first.end();
    expect(started).toEqual(["first", "last"]);
    expect(gate.active).toBe(1);
  });

  it("frees a place after the lease even when the render never ends", () => {
    jest.useFakeTimers();
    try {
      const gate = createReadGate({ limit: 1, leaseMs: 1000 });
      const started: string[] = [];
      gate.enter(
        () => started.push("slow"),
        () => false,
      );
      gate.enter(
        () => started.push("next"),
        () => false,
      );
      jest.advanceTimersByTime(999);
      expect(started).toEqual(["slow"]);
      jest.advanceTimersByTime(1);
      expect(started).toEqual(["slow", "next"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("starts waiters at once when the limit rises", () => {
    const gate = createReadGate({ limit: 1 });
    const started: number[] = [];
    [1, 2, 3, 4].forEach((n) =>
      gate.enter(
        () => started.push(n),
        () => false,
      ),
    );
    expect(started).toEqual([1]);
    gate.setLimit(3);
    expect(started).toEqual([1, 2, 3]);
    gate.setLimit(1); // a lower limit stops nothing that runs, and starts nothing new
    expect([gate.active, gate.waiting]).toEqual([3, 1]);
  });

  it("holds reads to the floor while the loop is saturated and lets them all through once it has room", () => {
    expect(nextLimit(MAX_LIMIT, 0.95, 8)).toBe(8);
    expect(nextLimit(8, 0.9, 8)).toBe(8);
    expect(nextLimit(8, 0.5, 8)).toBe(16);
    expect(nextLimit(16, 0.2, 8)).toBe(32);
    expect(nextLimit(MAX_LIMIT, 0.1, 8)).toBe(MAX_LIMIT);

    jest.useFakeTimers();
    try {
      const gate = createReadGate({ limit: MAX_LIMIT });
      const samples = [0.97, 0.97, 0.3, 0.3];
      const stop = watchLoop(gate, 2, () => samples.shift() ?? 0);
      jest.advanceTimersByTime(100);
      expect(gate.limit).toBe(2);
      const started: number[] = [];
      [1, 2, 3, 4, 5].forEach((n) =>
        gate.enter(
          () => started.push(n),
          () => false,
        ),
      );
      jest.advanceTimersByTime(100);
      expect(started).toEqual([1, 2]);
      jest.advanceTimersByTime(100);
      expect([gate.limit, started]).toEqual([4, [1, 2, 3, 4]]);
      jest.advanceTimersByTime(100);
      expect([gate.limit, started]).toEqual([8, [1, 2, 3, 4, 5]]);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it("holds reads and lets writes, build files, the health check and the live stream through", () => {
    expect(waitsWhenSaturated("GET", "/")).toBe(true);
    expect(waitsWhenSaturated("HEAD", "/es/hvac/no-heat?x=1")).toBe(true);
    expect(waitsWhenSaturated("GET", "/api/contractors?category=hvac")).toBe(true);
    expect(waitsWhenSaturated("GET", "/_next/image?url=%2Fa.png&w=64&q=75")).toBe(true);
    expect(waitsWhenSaturated("POST", "/api/appointments")).toBe(false);
    expect(waitsWhenSaturated("POST", "/api/chat")).toBe(false);
    expect(waitsWhenSaturated("GET", "/_next/static/chunks/main.js")).toBe(false);
    expect(waitsWhenSaturated("GET", "/api/health")).toBe(false);
    expect(waitsWhenSaturated("GET", "/api/thread/stream?t=1")).toBe(false);
    expect(waitsWhenSaturated("GET", "/api/cron/dispatch")).toBe(false);
  });

  it("reads SATURATED_READ_CONCURRENCY, and the schema refuses a bad one", () => {
    expect(saturatedReadConcurrency({})).toBe(DEFAULT_SATURATED_READ_CONCURRENCY);
    expect(saturatedReadConcurrency({ SATURATED_READ_CONCURRENCY: "3" })).toBe(3);
    expect(saturatedReadConcurrency({ SATURATED_READ_CONCURRENCY: "0" })).toBe(0);
    const refused = serverEnvSchema.safeParse({ SATURATED_READ_CONCURRENCY: "-1" });
    expect(refused.success).toBe(false);
    expect(JSON.stringify(refused.error?.issues)).toContain("SATURATED_READ_CONCURRENCY must be 0 (no gate) or a positive whole number");
  });
});

describe("the gate in front of a real HTTP server", () => {
  // A subclass, so the patch stays on this test's server and not on every http.Server of the test process.
  class GatedServer extends http.Server {}

  it("answers a booking at once while reads wait for a place, and serves the reads in order", async () => {
    const gate = createReadGate({ limit: 1 });
    expect(installReadGate({ Server: GatedServer } as unknown as typeof http, gate)).toBe(true);
    expect(installReadGate({ Server: GatedServer } as unknown as typeof http, gate)).toBe(false);

    const rendering: string[] = [];
    const held: http.ServerResponse[] = [];
    const server = new GatedServer((request, response) => {
      if (request.url?.startsWith("/api/")) {
        response.end("booked");
        return;
      }
      rendering.push(request.url ?? "");
      held.push(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: false });
    const get = (path: string, method = "GET") =>
      new Promise<string>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, path, method, agent }, (response) => {
          let body = "";
          response.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve(body));
        });
        request.on("error", reject);
        request.end();
      });
    try {
      const pages = ["/one", "/two", "/three"].map((path) => get(path));
      await waitFor(() => gate.waiting === 2);
      expect(rendering).toEqual(["/one"]);

      expect(await get("/api/appointments", "POST")).toBe("booked");
      expect(rendering).toEqual(["/one"]);

      held[0].end("page one");
      expect(await pages[0]).toBe("page one");
      await waitFor(() => rendering.length === 2);
      expect(rendering).toEqual(["/one", "/two"]);
      held[1].end("page two");
      await waitFor(() => rendering.length === 3);
      held[2].end("page three");
      expect(await Promise.all(pages)).toEqual(["page one", "page two", "page three"]);
      expect([gate.active, gate.waiting]).toEqual([0, 0]);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

async function waitFor(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
