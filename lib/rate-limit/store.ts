import "server-only";
import { Redis } from "ioredis";
import { FailOpenStore } from "./fail-open-store";
import { MemoryRateLimitStore } from "./memory-store";
import { RedisRateLimitStore } from "./redis-store";
import type { RateLimitStore } from "./types";

interface StoreState {
  redisUrl?: string;
  store?: RateLimitStore;
  redis?: Redis;
}

// On globalThis so dev reloads and every import of this module share one store and one Redis connection.
const globalForRateLimit = globalThis as typeof globalThis & { __fixpilotRateLimit?: StoreState };
const state: StoreState = (globalForRateLimit.__fixpilotRateLimit ??= {});

/**
 * Redis (REDIS_URL) shared by all instances when configured, failing open to memory; otherwise memory,
 * which limits per instance only.
 */
export function getRateLimitStore(env: Record<string, string | undefined> = process.env): RateLimitStore {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (state.store && state.redisUrl === redisUrl) return state.store;
  state.redis?.disconnect();
  state.redis = undefined;
  state.redisUrl = redisUrl;
  const memory = new MemoryRateLimitStore();
  if (!redisUrl) {
    state.store = memory;
    return memory;
  }
  state.redis = createRedisClient(redisUrl);
  state.store = new FailOpenStore(new RedisRateLimitStore(state.redis), memory);
  return state.store;
}

/** Closes the shared Redis connection (tests, shutdown). */
export function resetRateLimitStore(): void {
  state.redis?.disconnect();
  state.redis = undefined;
  state.store = undefined;
  state.redisUrl = undefined;
}

export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, {
    // A request must never wait long on the limiter: fail fast and let FailOpenStore fall back to memory.
    connectTimeout: 1_000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
    lazyConnect: true,
    // ioredis waits this long on a socket that may already be closed before letting the process exit.
    disconnectTimeout: 200,
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  redis.on("error", () => undefined);
  return redis;
}
