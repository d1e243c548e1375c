import { describe, expect, it } from "@jest/globals";

import { DEFAULT_CONNECTION_BUDGET, planServerProcesses, RELAY_POOL_MAX } from "../../scripts/lib/server-processes.mjs";

const server = { DATABASE_URL: "postgresql://db.internal/fixpilot", REDIS_URL: "redis://cache.internal:6379" };

describe("npm start's number of server processes (scripts/lib/server-processes.mjs)", () => {
  it("runs one process on the embedded database, whatever WEB_CONCURRENCY asks, and says why", () => {
    const plan = planServerProcesses({ REDIS_URL: server.REDIS_URL, WEB_CONCURRENCY: "4" }, 8);
    expect(plan.processes).toBe(1);
    expect(plan.reason).toMatch(/embedded database/);
  });

  it("runs one process without Redis, since rate limits, the lockout and live updates would split", () => {
    const plan = planServerProcesses({ DATABASE_URL: server.DATABASE_URL, WEB_CONCURRENCY: "4" }, 8);
    expect(plan.processes).toBe(1);
    expect(plan.reason).toMatch(/REDIS_URL is not set/);
    expect(planServerProcesses({ ...server, REDIS_URL: "  " }, 8).processes).toBe(1);
  });

  it("defaults to the CPUs available, at most four", () => {
    expect(planServerProcesses(server, 2).processes).toBe(2);
    expect(planServerProcesses(server, 3).processes).toBe(3);
    expect(planServerProcesses(server, 16).processes).toBe(4);
    const single = planServerProcesses(server, 1);
    expect(single.processes).toBe(1);
    expect(single.reason).toMatch(/one CPU/);
  });

  it("follows WEB_CONCURRENCY, above the default cap too, and 1 means one", () => {
    expect(planServerProcesses({ ...server, WEB_CONCURRENCY: "6" }, 2).processes).toBe(6);
    const one = planServerProcesses({ ...server, WEB_CONCURRENCY: "1" }, 8);
    expect(one.processes).toBe(1);
    expect(one.reason).toMatch(/WEB_CONCURRENCY=1/);
  });

  it("divides the connection budget so all processes together stay within it", () => {
    for (const [budget, cpus] of [
      [undefined, 4],
      ["40", 2],
      ["25", 4],
      ["100", 3],
    ] as const) {
      const plan = planServerProcesses({ ...server, DATABASE_CONNECTION_BUDGET: budget }, cpus);
      const stated = Number(budget ?? DEFAULT_CONNECTION_BUDGET);
      expect(plan.processes).toBe(cpus);
      expect(plan.budget).toBe(stated);
      expect(plan.processes * (plan.poolMax! + RELAY_POOL_MAX)).toBeLessThanOrEqual(stated);
      expect(plan.poolMax).toBeGreaterThanOrEqual(2);
    }
    // 4 processes of a budget of 40: 10 each, 8 for requests and 2 for the relay.
    expect(planServerProcesses(server, 4).poolMax).toBe(8);
  });

  it("keeps a smaller DATABASE_POOL_MAX, but never lets it raise a process's share", () => {
    expect(planServerProcesses({ ...server, DATABASE_POOL_MAX: "5" }, 4).poolMax).toBe(5);
    expect(planServerProcesses({ ...server, DATABASE_POOL_MAX: "60" }, 4).poolMax).toBe(8);
  });

  it("runs fewer processes rather than pools too small to serve", () => {
    const plan = planServerProcesses({ ...server, WEB_CONCURRENCY: "8", DATABASE_CONNECTION_BUDGET: "12" }, 8);
    expect(plan.processes).toBe(3);
    expect(plan.reason).toMatch(/capped by DATABASE_CONNECTION_BUDGET=12/);
    expect(planServerProcesses({ ...server, DATABASE_CONNECTION_BUDGET: "5" }, 8).processes).toBe(1);
  });

  it("rejects a malformed setting with its name", () => {
    expect(() => planServerProcesses({ ...server, WEB_CONCURRENCY: "two" }, 2)).toThrow(/WEB_CONCURRENCY/);
    expect(() => planServerProcesses({ ...server, WEB_CONCURRENCY: "0" }, 2)).toThrow(/WEB_CONCURRENCY/);
    expect(() => planServerProcesses({ ...server, DATABASE_CONNECTION_BUDGET: "-3" }, 2)).toThrow(/DATABASE_CONNECTION_BUDGET/);
  });
});
