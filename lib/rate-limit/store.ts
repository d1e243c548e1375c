import "server-only";
import { once } from "node:events";
import { Redis } from "ioredis";

import { serverEnv } from "@/lib/env/server";
import { DEFAULT_REDIS_KEY_PREFIX, MemoryRateLimitStore, RedisRateLimitStore } from "./flexible-store";
import type { RateLimitStore } from "./types";

interface StoreState {
  key?: string;
  store?: RateLimitStore;
  redis?: Redis;
}

// On globalThis so dev reloads and every import of this module share one store and one Redis connection.
const globalForRateLimit = globalThis as typeof globalThis & { __fixpilotRateLimit?: StoreState };
const state: StoreState = (globalForRateLimit.__fixpilotRateLimit ??= {});

/**
 * Redis (REDIS_URL, keys under REDIS_KEY_PREFIX) shared by all instances when configured, with memory as
 * insurance while it is down; otherwise memory, which limits per instance only.
 */
export function getRateLimitStore(env: { REDIS_URL?: string; REDIS_KEY_PREFIX?: string } = serverEnv()): RateLimitStore {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  const prefix = env.REDIS_KEY_PREFIX?.trim() || DEFAULT_REDIS_KEY_PREFIX;
  const key = redisUrl ? `${redisUrl} ${prefix}` : "memory";
  if (state.store && state.key === key) return state.store;
  state.redis?.disconnect();
  state.redis = undefined;
  state.key = key;
  if (!redisUrl) {
    state.store = new MemoryRateLimitStore();
    return state.store;
  }
  state.redis = createRedisClient(redisUrl);
  // Connect now: rejectIfRedisNotReady sends requests to memory until the connection is ready.
  state.redis.connect().catch(() => undefined);
  state.store = new RedisRateLimitStore(state.redis, prefix);
  return state.store;
}

/**
 * Resolves once the shared store's Redis connection is ready (at once for the memory store), and rejects after
 * `timeoutMs` otherwise: for tests that must count in Redis, not in the insurance limiter.
 */
export async function whenRateLimitStoreReady(timeoutMs = 2_000): Promise<void> {
  const redis = state.redis;
  if (!redis || redis.status === "ready") return;
  await once(redis, "ready", { signal: AbortSignal.timeout(timeoutMs) });
}

/** Closes the shared Redis connection (tests, shutdown). */
export function resetRateLimitStore(): void {
  state.redis?.disconnect();
  state.redis = undefined;
  state.store = undefined;
  state.key = undefined;
}

export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, {
    // A request must never wait long on the limiter: fail fast and let the insurance limiter count instead.
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
