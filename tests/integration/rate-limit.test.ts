import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { Redis } from "ioredis";
import {
  consumeRateLimit,
  createRedisClient,
  getRateLimitStore,
  MemoryRateLimitStore,
  RedisRateLimitStore,
  rateLimitRuleFor,
  resetRateLimitStore,
  tooManyRequestsResponse,
  TOO_MANY_REQUESTS_MESSAGE,
  whenRateLimitStoreReady,
  type RateLimitRule,
  type RateLimitStore,
} from "@/lib/rate-limit";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
// Nothing listens here: the "Redis is down" case.
const DEAD_REDIS_URL = "redis://127.0.0.1:1";

const rule = (limit: number, windowMs = 60_000): RateLimitRule => ({ name: "test", limit, windowMs });

async function hitTimes(store: RateLimitStore, limitRule: RateLimitRule, identifier: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i += 1) results.push(await consumeRateLimit(store, limitRule, identifier));
  return results;
}

describe("route limits", () => {
  it.each([
    ["/api/chat", "chat", 20],
    ["/api/appointments", "appointments", 10],
    ["/api/appointments/42", "appointments", 10],
    ["/api/reviews", "reviews", 10],
    ["/api/contractors", "contractors", 60],
    ["/api/youtube-videos", "youtube-videos", 60],
    ["/api/geo", "geo", 60],
    ["/api/places/resolve", "places-resolve", 60],
  ])("limits %s to the issue's per-minute figure", (path, name, limit) => {
    // Only the chat is triaged over its limit: a hazard still gets the emergency notice (app/api/chat/route.ts).
    expect(rateLimitRuleFor(path, {})).toEqual({ name, limit, windowMs: 60_000, ...(name === "chat" ? { triageWhenLimited: true } : {}) });
  });

  it("limits an API route nobody listed with the default rule", () => {
    expect(rateLimitRuleFor("/api/something-new", {})).toEqual({ name: "api", limit: 60, windowMs: 60_000 });
  });

  it("does not limit pages, or paths that merely start with the same letters", () => {
    expect(rateLimitRuleFor("/hvac/no-heat", {})).toBeNull();
    expect(rateLimitRuleFor("/apiary", {})).toBeNull();
    expect(rateLimitRuleFor("/api/chatter", {})?.name).toBe("api");
  });

  it("scales every limit by RATE_LIMIT_MULTIPLIER, never below one request", () => {
    expect(rateLimitRuleFor("/api/chat", { RATE_LIMIT_MULTIPLIER: "100" })?.limit).toBe(2000);
    expect(rateLimitRuleFor("/api/chat", { RATE_LIMIT_MULTIPLIER: "0.5" })?.limit).toBe(10);
    expect(rateLimitRuleFor("/api/reviews", { RATE_LIMIT_MULTIPLIER: "0.001" })?.limit).toBe(1);
  });

  it("ignores a multiplier that is not a positive number", () => {
    for (const value of ["", "abc", "0", "-3", "Infinity"]) {
      expect(rateLimitRuleFor("/api/chat", { RATE_LIMIT_MULTIPLIER: value })?.limit).toBe(20);
    }
  });
});

describe("memory store", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("allows the limit, refuses the next request, and counts clients and routes apart", async () => {
    const store = new MemoryRateLimitStore();
    const results = await hitTimes(store, rule(3), "203.0.113.1", 4);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0]);
    expect((await consumeRateLimit(store, rule(3), "203.0.113.2")).allowed).toBe(true);
    expect((await consumeRateLimit(store, { ...rule(3), name: "other" }, "203.0.113.1")).allowed).toBe(true);
  });

  it("opens a new window once the old one has expired", async () => {
    jest.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    const store = new MemoryRateLimitStore();
    await hitTimes(store, rule(2), "203.0.113.1", 2);
    expect((await consumeRateLimit(store, rule(2), "203.0.113.1")).allowed).toBe(false);

    jest.advanceTimersByTime(59_000);
    const stillLimited = await consumeRateLimit(store, rule(2), "203.0.113.1");
    expect(stillLimited.allowed).toBe(false);
    expect(stillLimited.resetSeconds).toBe(1);

    jest.advanceTimersByTime(1_000);
    const fresh = await consumeRateLimit(store, rule(2), "203.0.113.1");
    expect(fresh).toMatchObject({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});

describe("the 429 reply", () => {
  it("says so in the API's JSON format, with Retry-After and the RateLimit fields", async () => {
    const store = new MemoryRateLimitStore();
    const [, refused] = await hitTimes(store, rule(1), "203.0.113.1", 2);
    const response = tooManyRequestsResponse(refused);
    expect(response.status).toBe(429);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("ratelimit-limit")).toBe("1");
    expect(response.headers.get("ratelimit-remaining")).toBe("0");
    expect(response.headers.get("ratelimit-reset")).toBe("60");
  });
});

describe("redis store (real Redis)", () => {
  // A prefix of our own per run, so parallel runs and other data in this Redis are never touched.
  const prefix = `fixpilot:test:ratelimit:${process.pid}:${randomBytes(4).toString("hex")}:`;
  let redis: Redis;
  let store: RedisRateLimitStore;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect().catch((error: Error) => {
      throw new Error(`These tests need Redis at ${REDIS_URL} (TEST_REDIS_URL): ${error.message}`);
    });
    store = new RedisRateLimitStore(redis, prefix);
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("counts and refuses like the memory store", async () => {
    const results = await hitTimes(store, rule(2), "203.0.113.1", 3);
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
    expect(results[2].resetSeconds).toBeGreaterThanOrEqual(59);
    expect(results[2].resetSeconds).toBeLessThanOrEqual(60);
  });

  it("keeps the count in Redis under the rule's prefix, expiring with the window", async () => {
    await consumeRateLimit(store, { name: "ttl", limit: 5, windowMs: 60_000 }, "203.0.113.9");
    expect(await redis.get(`${prefix}ttl:203.0.113.9`)).toBe("1");
    const ttl = await redis.pttl(`${prefix}ttl:203.0.113.9`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("counts concurrent requests atomically", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => consumeRateLimit(store, rule(20), "burst")));
    expect(results.filter((result) => result.allowed)).toHaveLength(20);
  });

  it("starts a new window after the old one expires", async () => {
    const short = rule(1, 1_000);
    expect((await consumeRateLimit(store, short, "short")).allowed).toBe(true);
    expect((await consumeRateLimit(store, short, "short")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect((await consumeRateLimit(store, short, "short")).allowed).toBe(true);
  });

  it("shares counts between instances, as two servers pointing at one Redis would", async () => {
    const other = new Redis(REDIS_URL);
    try {
      if (other.status !== "ready") await new Promise((resolve) => other.once("ready", resolve));
      const otherStore = new RedisRateLimitStore(other, prefix);
      await consumeRateLimit(store, rule(5), "shared");
      expect((await consumeRateLimit(otherStore, rule(5), "shared")).remaining).toBe(3);
    } finally {
      await other.quit();
    }
  });
});

describe("when Redis is down", () => {
  afterEach(() => {
    resetRateLimitStore();
  });

  it("counts in memory at once (the insurance limiter) and keeps limiting", async () => {
    const redis = createRedisClient(DEAD_REDIS_URL);
    redis.connect().catch(() => undefined);
    const store = new RedisRateLimitStore(redis);
    try {
      const started = Date.now();
      const results = await hitTimes(store, rule(2), "203.0.113.1", 3);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
    } finally {
      redis.disconnect();
    }
  });

  it("uses memory without REDIS_URL and Redis with it, under REDIS_KEY_PREFIX", async () => {
    expect(getRateLimitStore({})).toBeInstanceOf(MemoryRateLimitStore);
    expect(getRateLimitStore({})).toBe(getRateLimitStore({}));
    const prefix = `fixpilot-test-${randomBytes(4).toString("hex")}:`;
    const withRedis = getRateLimitStore({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    expect(withRedis).toBeInstanceOf(RedisRateLimitStore);
    // The connection opens in the background; until it is ready, requests count in memory.
    const check = new Redis(REDIS_URL);
    try {
      await whenRateLimitStoreReady();
      await consumeRateLimit(withRedis, rule(5), "203.0.113.7");
      expect(await check.get(`${prefix}test:203.0.113.7`)).toBe("1");
      await check.del(`${prefix}test:203.0.113.7`);
    } finally {
      await check.quit();
    }
  });
});
